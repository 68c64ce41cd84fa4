import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/http";
import type { ImageVibe } from "@framewise/contracts";
import { imageGenKeys } from "../image-gen-api";
import { socialKeys } from "./social-api";

/** A report of an image as staff see it. */
export interface ImageReport {
  id: string;
  image_id: string;
  thumbnail: string;
  reason: string;
  status: "open" | "dismissed" | "removed";
  created_at: string;
}

export const STAFF_API = "/api/v1/staff/image-gen";
const reportsKey = [...socialKeys.trending, "reports"] as const;

/** Open reports, for staff (the server answers 403 to anyone else, so only staff ask). */
export const useOpenReports = () =>
  useQuery({
    queryKey: reportsKey,
    queryFn: async () => (await apiRequest<{ data: ImageReport[] }>(`${STAFF_API}/reports?status=open`)).data,
  });

/** Dismiss (back in trending) or remove (private); the feed and the list are read again. */
export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: "dismiss" | "remove" }) =>
      apiRequest(`${STAFF_API}/reports/${id}/resolve`, { method: "POST", body: { action } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: socialKeys.trending }),
  });
}

/** Publishes a vibe for everyone (a person's own as a staff copy) or withdraws a staff vibe. */
export function usePublishVibe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, publish }: { id: string; publish: boolean }) =>
      apiRequest<{ data: ImageVibe }>(`${STAFF_API}/vibes/${id}/${publish ? "publish" : "unpublish"}`, { method: "POST" }),
    onSuccess: () => void client.invalidateQueries({ queryKey: imageGenKeys.vibes }),
  });
}
