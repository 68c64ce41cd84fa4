import { useMutation } from "@tanstack/react-query";
import type { MusicBed, MusicRequest } from "@framewise/music";
import { apiRequest } from "../../api/http";

/** Composes a mood's music as long as the video on the server, kept in the library (the same mood and length answer the kept one). */
export function useComposeMusic() {
  return useMutation({
    mutationFn: async (request: MusicRequest) =>
      (await apiRequest<{ data: MusicBed }>("/api/v1/music-beds", { method: "POST", body: request })).data,
  });
}
