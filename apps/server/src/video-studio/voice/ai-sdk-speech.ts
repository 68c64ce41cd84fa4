import { generateSpeech } from "ai";
import type { SpeechConfig } from "../../platform/config/config.ts";
import type { CharacterAlignment } from "./elevenlabs-fetch.ts";
import { serviceFetch } from "./service-fetch.ts";
import type { SpeechEngine, Voice } from "./speech-engine.ts";
import { SPEECH_SERVICES, type ServiceName } from "./speech-services.ts";
import { wordStartsFromCharacters } from "./word-starts.ts";

/** The voices list changes rarely; asked again after this long. */
const VOICES_TTL_MS = 10 * 60_000;

/**
 * A speech service through the AI SDK's `generateSpeech`, the one SPEECH_PROVIDER names (see
 * SPEECH_SERVICES), its voices listed from the service and kept a while. The default voice is
 * always listed, since a compatible server may name its voices differently.
 */
export function createAiSdkEngine(config: SpeechConfig & { provider: ServiceName }): SpeechEngine {
  const service = SPEECH_SERVICES[config.provider];
  const send = serviceFetch(config.baseUrl, service.hosts);
  const defaultVoice = config.defaultVoice ?? service.usualVoice;
  let voices: { at: number; list: Promise<Voice[]> } | undefined;
  const askVoices = async (signal?: AbortSignal) => {
    const listed = await service.listVoices({ send, apiKey: config.apiKey, model: config.model, signal });
    return listed.some((voice) => voice.id === defaultVoice) ? listed : [{ id: defaultVoice, name: defaultVoice }, ...listed];
  };
  return {
    provider: config.provider,
    model: config.model,
    label: `${service.name} (${config.model})`,
    local: false,
    defaultVoice,
    listVoices(signal) {
      if (!voices || Date.now() - voices.at > VOICES_TTL_MS) {
        const list = askVoices(signal);
        voices = { at: Date.now(), list };
        // A failed answer is not kept: the next call asks again.
        list.catch(() => (voices = undefined));
      }
      return voices.list;
    },
    async speak(text, voice, signal) {
      let alignment: CharacterAlignment | undefined;
      const model = service.model({ config, send, onAlignment: (found) => (alignment = found) });
      const { audio } = await generateSpeech({
        model,
        text,
        ...(service.callOptions?.(voice) ?? { voice, outputFormat: "mp3" }),
        maxRetries: 1,
        abortSignal: signal,
      });
      const wordStarts = alignment && wordStartsFromCharacters(text, alignment.characters, alignment.character_start_times_seconds);
      const wav = audio.mediaType === "audio/wav";
      return {
        audio: audio.uint8Array,
        extension: wav ? "wav" : "mp3",
        mimeType: wav ? "audio/wav" : "audio/mpeg",
        ...(wordStarts ? { wordStarts } : {}),
      };
    },
  };
}
