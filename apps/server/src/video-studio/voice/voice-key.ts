import { createHash } from "node:crypto";

/** The asset tag every generated voiceover carries, so the library can show and filter them. */
export const VOICEOVER_TAG = "voiceover";

/**
 * The cache key of a voiceover: the same words in the same voice of the same model and provider
 * are the same recording. Kept as an asset tag (`voice-` and 40 hex digits, within the tag limit).
 */
export function voiceoverTag(parts: { provider: string; model: string; voice: string; text: string }): string {
  const digest = createHash("sha256")
    .update(JSON.stringify([parts.provider, parts.model, parts.voice, parts.text]))
    .digest("hex");
  return `voice-${digest.slice(0, 40)}`;
}
