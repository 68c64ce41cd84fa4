import { serviceFetch } from "./service-fetch.ts";

export interface CharacterAlignment {
  characters: string[];
  character_start_times_seconds: number[];
}

/**
 * The `fetch` the AI SDK's ElevenLabs provider calls: sent to `baseUrl` when one is configured (the
 * provider has no setting for it), and asking the text-to-speech endpoint `/with-timestamps`, whose
 * JSON carries the audio (base64) with each character's timing. The provider gets the audio bytes
 * it expects; the timings go to `onAlignment`.
 */
export function elevenLabsFetch(
  baseUrl: string | undefined,
  onAlignment: (alignment: CharacterAlignment | undefined) => void,
): typeof fetch {
  const send = serviceFetch(baseUrl, ["api.elevenlabs.io"]);
  return async (input, init) => {
    const asked = new URL(input instanceof Request ? input.url : String(input));
    if (!/^\/v1\/text-to-speech\/[^/]+$/.test(asked.pathname)) return send(input, init);
    asked.pathname += "/with-timestamps";
    const response = await send(asked.href, init);
    if (!response.ok) return response;
    const body = (await response.json()) as { audio_base64: string; alignment?: CharacterAlignment | null };
    onAlignment(body.alignment ?? undefined);
    return new Response(Buffer.from(body.audio_base64, "base64"), { status: 200, headers: { "content-type": "audio/mpeg" } });
  };
}
