import type { SpeechConfig } from "../../platform/config/config.ts";
import type { UploadDeps } from "../../workspace/assets/upload-asset.ts";
import { createSpeechEngine } from "./create-speech-engine.ts";
import type { VoiceDeps } from "./synthesize-voiceover.ts";
import { createVoiceSamples, type VoiceSamples } from "./voice-sample.ts";

export type VoiceServices = VoiceDeps & { samples: VoiceSamples };

/** Everything voiceovers need, from SPEECH_*: the engine, where recordings go, and the voice samples; none with SPEECH_PROVIDER=none. */
export function createVoice(config: SpeechConfig | undefined, upload: UploadDeps): VoiceServices | undefined {
  const speech = createSpeechEngine(config);
  if (!config || !speech) return undefined;
  return { speech, upload, timeoutMs: config.timeoutMs, samples: createVoiceSamples(speech, config.timeoutMs) };
}
