import type { SpeechConfig } from "../config/config.ts";
import type { Voice } from "./speech-engine.ts";

/** OpenAI's built-in voices (https://platform.openai.com/docs/guides/text-to-speech); its API has no list. */
const OPENAI_VOICES = ["alloy", "ash", "ballad", "coral", "echo", "fable", "nova", "onyx", "sage", "shimmer", "verse"];

interface ElevenLabsVoices {
  voices: { voice_id: string; name: string; labels?: Record<string, string> }[];
}

/**
 * The voices the configured provider offers: ElevenLabs' from its voices API (the account's own
 * among them), OpenAI's from its documented list. The configured default voice is always listed,
 * since an OpenAI-compatible server may name its voices differently.
 */
export async function providerVoices(config: SpeechConfig, signal?: AbortSignal): Promise<Voice[]> {
  const voices =
    config.provider === "elevenlabs"
      ? await elevenLabsVoices(config, signal)
      : OPENAI_VOICES.map((id) => ({ id, name: id[0]!.toUpperCase() + id.slice(1) }));
  const configured = config.defaultVoice;
  return configured && !voices.some((voice) => voice.id === configured) ? [{ id: configured, name: configured }, ...voices] : voices;
}

async function elevenLabsVoices(config: SpeechConfig, signal?: AbortSignal): Promise<Voice[]> {
  const response = await fetch(`${config.baseUrl ?? "https://api.elevenlabs.io"}/v1/voices`, {
    headers: config.apiKey ? { "xi-api-key": config.apiKey } : {},
    signal,
  });
  if (!response.ok) throw new Error(`ElevenLabs answered ${response.status} for its voices`);
  const body = (await response.json()) as ElevenLabsVoices;
  return body.voices.map((voice) => ({
    id: voice.voice_id,
    name: voice.name,
    ...(voice.labels?.accent ? { language: voice.labels.accent } : {}),
  }));
}
