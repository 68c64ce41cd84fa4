import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { VoicingProgress } from "@framewise/contracts";
import { apiRequest } from "../../api/http";
import { useLiveEvents } from "../../api/use-live-events";
import type { ContentDocument } from "./content-api";
import { readAgain } from "../../api/read-again";

const voicingKey = (contentId: string) => ["voicing", contentId] as const;

/** Two reports of the same voicing, in whichever order they came: the further one, with every version either saw. */
function further(known: VoicingProgress | null | undefined, heard: VoicingProgress): VoicingProgress {
  if (!known) return heard;
  return {
    done: Math.max(known.done, heard.done),
    total: heard.total,
    versions: [...new Set([...known.versions, ...heard.versions])].sort((a, b) => a - b),
  };
}

/**
 * How far a new video's voices are (null when they were never recorded in the background): read
 * when the editor opens and whenever the live stream comes back, kept up to date by its
 * `voicing` events meanwhile.
 */
export function useVoicingProgress(contentId: string): VoicingProgress | null {
  const client = useQueryClient();
  const progress = useQuery({
    queryKey: voicingKey(contentId),
    staleTime: Infinity,
    gcTime: 0,
    queryFn: async () => (await apiRequest<{ data: VoicingProgress | null }>(`/api/v1/content/${contentId}/voicing`)).data,
  });
  useLiveEvents({
    onEvent: (event) => {
      if (event.type !== "voicing" || event.content_id !== contentId) return;
      const { done, total, versions } = event;
      client.setQueryData<VoicingProgress | null>(voicingKey(contentId), (known) => further(known, { done, total, versions }));
    },
    onResync: () => void readAgain(client, { queryKey: voicingKey(contentId) }),
  });
  return progress.data ?? null;
}

/** The video as saved now, read beside the editor's own copy (which it must not replace). */
export async function fetchSavedContent(contentId: string): Promise<ContentDocument> {
  return (await apiRequest<{ data: ContentDocument }>(`/api/v1/content/${contentId}`)).data;
}

/** Asks the server to voice every scene still waiting for its voice; the progress then comes as for a new video. */
export function useVoiceEveryScene(contentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest<{ data: VoicingProgress }>(`/api/v1/content/${contentId}/voicing`, { method: "POST", body: {} })).data,
    onSuccess: (progress) => client.setQueryData<VoicingProgress | null>(voicingKey(contentId), (known) => further(known, progress)),
  });
}
