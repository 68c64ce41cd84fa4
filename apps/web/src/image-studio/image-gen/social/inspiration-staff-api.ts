import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImageInspiration } from "@framewise/contracts";
import { apiRequest } from "../../../api/http";
import { socialKeys } from "./social-api";
import { STAFF_API } from "./staff-api";

const key = socialKeys.inspirations;

/**
 * A change to the wall shown at once (optimistic): `change` gives the wall as it will be, and a
 * refusal puts back the wall as it was.
 */
function useWallChange<Input>(
  send: (input: Input) => Promise<ImageInspiration[] | void>,
  change: (wall: ImageInspiration[], input: Input) => ImageInspiration[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (input: Input) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ImageInspiration[]>(key);
      if (before) client.setQueryData(key, change(before, input));
      return { before };
    },
    onError: (_error, _input, context) => client.setQueryData(key, context?.before),
    // The server's wall when it answers with one (a reorder does).
    onSuccess: (wall) => Array.isArray(wall) && client.setQueryData(key, wall),
  });
}

/** Takes a picture off the wall. */
export const useRemoveInspiration = () =>
  useWallChange(
    (id: string) => apiRequest<void>(`${STAFF_API}/inspirations/${id}`, { method: "DELETE" }),
    (wall, id) => wall.filter((inspiration) => inspiration.id !== id),
  );

/** Puts the wall in a new order (`ids`: every picture once). */
export const useReorderInspirations = () =>
  useWallChange(
    async (ids: string[]) =>
      (await apiRequest<{ data: ImageInspiration[] }>(`${STAFF_API}/inspirations/order`, { method: "PUT", body: { ids } })).data,
    (wall, ids) => {
      const byId = new Map(wall.map((inspiration) => [inspiration.id, inspiration]));
      return ids.flatMap((id, position) => {
        const inspiration = byId.get(id);
        return inspiration ? [{ ...inspiration, position }] : [];
      });
    },
  );

/** Adds a public image (its picture and recipe) to the end of the wall. */
export function useAddInspiration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { title: string; from_image_id: string }) =>
      (await apiRequest<{ data: ImageInspiration }>(`${STAFF_API}/inspirations`, { method: "POST", body: input })).data,
    onSuccess: (added) => client.setQueryData<ImageInspiration[]>(key, (wall) => wall && [...wall, added]),
  });
}
