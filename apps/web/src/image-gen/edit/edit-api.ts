import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GeneratedImageDetail, ImageGeneration, ImageProviderInfo } from "@framewise/contracts";
import { ApiError, NetworkError, apiRequest } from "../../api/http";
import { useLiveEvents } from "../../api/use-live-events";

const API = "/api/v1/image-gen";

export type EditSubmission =
  | { mode: "instruction"; prompt: string }
  | { mode: "inpaint"; prompt: string; mask: Blob }
  | { mode: "crop"; crop: { left: number; top: number; width: number; height: number } }
  | { mode: "extend"; extend: { top: number; right: number; bottom: number; left: number }; prompt?: string };

interface ProvidersAnswer {
  providers: ImageProviderInfo[];
  default_provider: string;
}

/** The image being edited (the caller's own; the server answers 404 for anyone else's). */
export const useImageToEdit = (id: string | null) =>
  useQuery({
    queryKey: ["image-gen", "images", id],
    queryFn: async () => (await apiRequest<{ data: GeneratedImageDetail }>(`${API}/images/${id}`)).data,
    enabled: Boolean(id),
  });

/** The provider edits go to (the default one): its capabilities decide which modes are offered. */
export const useEditProvider = () =>
  useQuery({
    queryKey: ["image-gen", "providers"],
    queryFn: async () => (await apiRequest<{ data: ProvidersAnswer }>(`${API}/providers`)).data,
    select: (answer) => answer.providers.find((provider) => provider.id === answer.default_provider),
  });

/** Sends an edit as multipart (the mask as a PNG file); answers the generation it started. */
export function useSubmitEdit(imageId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (edit: EditSubmission) => {
      const form = new FormData();
      form.append("mode", edit.mode);
      if ("prompt" in edit && edit.prompt) form.append("prompt", edit.prompt);
      if (edit.mode === "inpaint") form.append("mask", edit.mask, "mask.png");
      if (edit.mode === "crop") form.append("crop", JSON.stringify(edit.crop));
      if (edit.mode === "extend") form.append("extend", JSON.stringify(edit.extend));
      const response = await fetch(`${API}/images/${imageId}/edits`, { method: "POST", body: form, credentials: "same-origin" }).catch(
        (cause: unknown) => {
          throw new NetworkError(cause);
        },
      );
      const payload = (await response.json().catch(() => undefined)) as
        { data: ImageGeneration; error?: { code: string; message: string; fields?: Record<string, string> } } | undefined;
      if (!response.ok || !payload?.data) {
        const error = payload?.error;
        throw new ApiError(
          error?.message ?? `The edit failed (${response.status}).`,
          response.status,
          error?.code ?? "http_error",
          error?.fields,
        );
      }
      return payload.data;
    },
    onSuccess: (generation) => client.setQueryData(["image-gen", "generations", generation.id], generation),
  });
}

const ACTIVE = new Set(["queued", "running"]);
const POLL_MS = 1500;

/**
 * One generation, kept current by the live events: progress is copied in as it arrives, and the
 * whole generation (with its images) is read again when it ends or the stream comes back (and
 * polled only while the stream is down).
 */
export function useEditGeneration(id: string | undefined) {
  const client = useQueryClient();
  const key = ["image-gen", "generations", id];
  const live = useLiveEvents({
    onEvent: (event) => {
      if (event.type !== "image-gen" || event.id !== id) return;
      client.setQueryData<ImageGeneration>(key, (old) =>
        old ? { ...old, status: event.status, progress: event.progress, step: event.step, error: event.error } : old,
      );
      if (!ACTIVE.has(event.status)) void client.invalidateQueries({ queryKey: key });
    },
    onResync: () => void client.invalidateQueries({ queryKey: key }),
  });
  return useQuery({
    queryKey: key,
    queryFn: async () => (await apiRequest<{ data: ImageGeneration }>(`${API}/generations/${id}`)).data,
    enabled: Boolean(id),
    // While the event stream is down, look again now and then until it ends.
    refetchInterval: (query) => (!live && ACTIVE.has(query.state.data?.status ?? "queued") ? POLL_MS : false),
  });
}
