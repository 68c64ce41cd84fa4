import type { SpeechConfig } from "../../platform/config/config.ts";

/** One voice a provider offers. */
export interface Voice {
  id: string;
  name: string;
  /** Its language or accent, when the provider says. */
  language?: string;
}

/** Speech as a provider returned it. */
export interface SpokenAudio {
  audio: Uint8Array;
  extension: "mp3" | "wav";
  mimeType: string;
  /** When each of the script's words (as captions split them) starts, in seconds, if the provider said. */
  wordStarts?: number[];
}

/** A text-to-speech provider chosen by configuration (SPEECH_*). */
export interface SpeechEngine {
  provider: SpeechConfig["provider"];
  model: string;
  /** What the editor calls it. */
  label: string;
  /** A basic voice built into the server rather than a speech service. */
  local: boolean;
  /** The voice a scene without a chosen one speaks in (SPEECH_VOICE, else the provider's usual). */
  defaultVoice: string;
  listVoices(signal?: AbortSignal): Promise<Voice[]>;
  speak(text: string, voice: string, signal?: AbortSignal): Promise<SpokenAudio>;
}
