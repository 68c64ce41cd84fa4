import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api/http";
import type { GeneratedVoice } from "./voice-edits";

export interface VoiceList {
  /** Who speaks; null when the server has generated voices turned off. */
  provider: { id: string; model: string; label: string; local: boolean } | null;
  default_voice: string | null;
  voices: { id: string; name: string; language?: string }[];
}

/** The voices on offer; they change only with the server's configuration. */
export function useVoices() {
  return useQuery({
    queryKey: ["voices"],
    staleTime: 10 * 60_000,
    queryFn: async () => (await apiRequest<{ data: VoiceList }>("/api/v1/voices")).data,
  });
}

/** Where a voice's sample plays from (the session cookie signs it in, as for media). */
export const voiceSampleUrl = (voice: string) => `/api/v1/voices/${encodeURIComponent(voice)}/sample`;

/** Speaks a scene's script into the library (the server keeps and reuses the recording of the same words and voice). */
export function useGenerateVoice(contentId: string) {
  return useMutation({
    mutationFn: async (script: { text: string; voice?: string }) =>
      (await apiRequest<{ data: GeneratedVoice }>(`/api/v1/content/${contentId}/voiceover`, { method: "POST", body: script })).data,
  });
}
