import { createAzure } from "@ai-sdk/azure";
import { createDeepgram } from "@ai-sdk/deepgram";
import { createElevenLabs } from "@ai-sdk/elevenlabs";
import { createFal } from "@ai-sdk/fal";
import { createHume } from "@ai-sdk/hume";
import { createLMNT } from "@ai-sdk/lmnt";
import { createOpenAI } from "@ai-sdk/openai";
import type { generateSpeech } from "ai";
import type { SpeechConfig } from "../../platform/config/config.ts";
import { elevenLabsFetch, type CharacterAlignment } from "./elevenlabs-fetch.ts";
import {
  deepgramVoices,
  elevenLabsVoices,
  humeVoices,
  lmntVoices,
  miniMaxVoices,
  openAiVoices,
  type VoiceQuery,
} from "./provider-voices.ts";
import type { Voice } from "./speech-engine.ts";

type SpeechCall = Parameters<typeof generateSpeech>[0];

/** What a service's speech model is made from: the configuration, and the fetch with SPEECH_BASE_URL applied. */
interface Connection {
  config: SpeechConfig;
  send: typeof fetch;
  /** Receives the provider's character timings, from a service that sends them with the audio. */
  onAlignment: (alignment: CharacterAlignment | undefined) => void;
}

/** One speech service of the AI SDK's, as SPEECH_PROVIDER names it. */
export interface SpeechService {
  name: string;
  /** The voice a scene speaks in when neither it nor SPEECH_VOICE names one. */
  usualVoice: string;
  /** The addresses the provider calls without a base URL setting of its own; SPEECH_BASE_URL takes their place. */
  hosts: readonly string[];
  model(connection: Connection): SpeechCall["model"];
  /** How a voice id (and the MP3 asked for) is passed, where the provider takes them otherwise than as `voice` and `outputFormat`. */
  callOptions?(voice: string): Pick<SpeechCall, "voice" | "language" | "providerOptions" | "outputFormat">;
  listVoices(query: VoiceQuery): Promise<Voice[]>;
}

export type ServiceName = Exclude<SpeechConfig["provider"], "espeak">;

const key = ({ config }: Connection) => config.apiKey ?? "";

/**
 * Every speech service the AI SDK offers a provider for, by configuration alone. OpenAI and Azure
 * take SPEECH_BASE_URL as their own base URL (an OpenAI-compatible server, an Azure resource).
 */
export const SPEECH_SERVICES: Record<ServiceName, SpeechService> = {
  openai: {
    name: "OpenAI",
    usualVoice: "alloy",
    hosts: [],
    model: (connection) => createOpenAI({ apiKey: key(connection), baseURL: connection.config.baseUrl }).speech(connection.config.model),
    listVoices: openAiVoices,
  },
  azure: {
    name: "Azure OpenAI",
    usualVoice: "alloy",
    hosts: [],
    // SPEECH_MODEL is the deployment's name; SPEECH_BASE_URL the resource (https://<name>.openai.azure.com/openai).
    model: (connection) => createAzure({ apiKey: key(connection), baseURL: connection.config.baseUrl }).speech(connection.config.model),
    listVoices: openAiVoices,
  },
  elevenlabs: {
    name: "ElevenLabs",
    // The premade voice "Rachel".
    usualVoice: "21m00Tcm4TlvDq8ikWAM",
    hosts: ["api.elevenlabs.io"],
    model: (connection) =>
      createElevenLabs({ apiKey: key(connection), fetch: elevenLabsFetch(connection.config.baseUrl, connection.onAlignment) }).speech(
        connection.config.model,
      ),
    listVoices: elevenLabsVoices,
  },
  lmnt: {
    name: "LMNT",
    usualVoice: "ava",
    hosts: ["api.lmnt.com"],
    model: (connection) => createLMNT({ apiKey: key(connection), fetch: connection.send }).speech(connection.config.model),
    listVoices: lmntVoices,
  },
  hume: {
    name: "Hume",
    // The AI SDK's default Hume voice; Hume's one speech model (Octave) needs no model id.
    usualVoice: "d8ab67c6-953d-4bd8-9370-8fa53a0f1453",
    hosts: ["api.hume.ai"],
    model: (connection) => createHume({ apiKey: key(connection), fetch: connection.send }).speech(),
    listVoices: humeVoices,
  },
  deepgram: {
    name: "Deepgram",
    usualVoice: "thalia-en",
    hosts: ["api.deepgram.com"],
    model: (connection) => createDeepgram({ apiKey: key(connection), fetch: connection.send }).speech(connection.config.model),
    // "thalia-en": the voice and its language, which the provider puts back together into `aura-2-thalia-en`.
    callOptions(voice) {
      const split = voice.lastIndexOf("-");
      return { outputFormat: "mp3", ...(split > 0 ? { voice: voice.slice(0, split), language: voice.slice(split + 1) } : { voice }) };
    },
    listVoices: deepgramVoices,
  },
  fal: {
    name: "fal",
    usualVoice: "Wise_Woman",
    // fal answers with the recording's address on its file CDN (v3.fal.media…), fetched next.
    hosts: ["fal.run", "fal.media"],
    model: (connection) => createFal({ apiKey: key(connection), fetch: connection.send }).speech(connection.config.model),
    // MiniMax's models on fal take the voice in their voice settings, and answer with a file (MP3) to fetch.
    callOptions: (voice) => ({ voice, providerOptions: { fal: { voice_setting: { voice_id: voice } } } }),
    listVoices: miniMaxVoices,
  },
};
