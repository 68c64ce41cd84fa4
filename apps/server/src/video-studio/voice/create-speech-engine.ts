import type { SpeechConfig } from "../../platform/config/config.ts";
import { createAiSdkEngine } from "./ai-sdk-speech.ts";
import { createEspeakEngine } from "./espeak-speech.ts";
import type { SpeechEngine } from "./speech-engine.ts";

/** The speech engine SPEECH_PROVIDER names; none when it is `none`. */
export function createSpeechEngine(config: SpeechConfig | undefined): SpeechEngine | undefined {
  if (!config) return undefined;
  if (config.provider === "espeak") return createEspeakEngine(config.defaultVoice);
  return createAiSdkEngine({ ...config, provider: config.provider });
}
