import { createElevenLabs } from "@ai-sdk/elevenlabs";
import { createOpenAI } from "@ai-sdk/openai";
import { generateSpeech } from "ai";
import type { SpeechConfig } from "../config/config.ts";
import { elevenLabsFetch, type CharacterAlignment } from "./elevenlabs-fetch.ts";
import { providerVoices } from "./provider-voices.ts";
import type { SpeechEngine, Voice } from "./speech-engine.ts";
import { wordStartsFromCharacters } from "./word-starts.ts";

const NAMES = { openai: "OpenAI", elevenlabs: "ElevenLabs" } as const;
/** Each provider's usual voice: OpenAI's "alloy", ElevenLabs' premade "Rachel". */
const USUAL_VOICES = { openai: "alloy", elevenlabs: "21m00Tcm4TlvDq8ikWAM" } as const;
/** The voices list changes rarely; asked again after this long. */
const VOICES_TTL_MS = 10 * 60_000;

/**
 * A speech service through the AI SDK's `generateSpeech`: OpenAI's speech API (or any server
 * speaking it, at SPEECH_BASE_URL) or ElevenLabs, whose word timings come back with the audio.
 */
export function createAiSdkEngine(config: SpeechConfig & { provider: "openai" | "elevenlabs" }): SpeechEngine {
  let voices: { at: number; list: Promise<Voice[]> } | undefined;
  return {
    provider: config.provider,
    model: config.model,
    label: `${NAMES[config.provider]} (${config.model})`,
    local: false,
    defaultVoice: config.defaultVoice ?? USUAL_VOICES[config.provider],
    listVoices(signal) {
      if (!voices || Date.now() - voices.at > VOICES_TTL_MS) {
        const list = providerVoices(config, signal);
        voices = { at: Date.now(), list };
        // A failed answer is not kept: the next call asks again.
        list.catch(() => (voices = undefined));
      }
      return voices.list;
    },
    async speak(text, voice, signal) {
      let alignment: CharacterAlignment | undefined;
      const model =
        config.provider === "openai"
          ? createOpenAI({ apiKey: config.apiKey ?? "", baseURL: config.baseUrl }).speech(config.model)
          : createElevenLabs({
              apiKey: config.apiKey ?? "",
              fetch: elevenLabsFetch(config.baseUrl, (found) => (alignment = found)),
            }).speech(config.model);
      const { audio } = await generateSpeech({ model, text, voice, outputFormat: "mp3", maxRetries: 1, abortSignal: signal });
      const wordStarts = alignment && wordStartsFromCharacters(text, alignment.characters, alignment.character_start_times_seconds);
      return { audio: audio.uint8Array, extension: "mp3", mimeType: "audio/mpeg", ...(wordStarts ? { wordStarts } : {}) };
    },
  };
}
