import { Worker } from "node:worker_threads";
import type { SpeechEngine, Voice } from "./speech-engine.ts";

/** eSpeak NG's language voices are all male-sounding formant voices: said plainly in the editor. */
const LABEL = "Basic local voice (eSpeak NG, built in)";

function runEspeak(job: { speak?: { text: string; voice: string } }, signal?: AbortSignal): Promise<Uint8Array | string> {
  const worker = new Worker(new URL("./espeak-worker.ts", import.meta.url), { workerData: job });
  const stop = () => void worker.terminate();
  signal?.addEventListener("abort", stop, { once: true });
  return new Promise<Uint8Array | string>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", () =>
      reject(signal?.aborted ? new Error("eSpeak NG was stopped: it took too long") : new Error("eSpeak NG stopped without speaking")),
    );
  }).finally(() => {
    signal?.removeEventListener("abort", stop);
    // Emscripten keeps its runtime alive after main(); the thread has done its one job.
    stop();
  });
}

/**
 * `espeak-ng --voices` as a table (priority, language, age/gender, name, file, other languages),
 * one voice per language: `-v` picks a voice by its language, the first listed of it.
 */
export function parseVoiceTable(table: string): Voice[] {
  const byLanguage = new Map<string, Voice>();
  for (const line of table.split("\n").slice(1)) {
    const [, language, , name] = line.trim().split(/\s+/);
    if (language && name && !byLanguage.has(language)) byLanguage.set(language, { id: language, name: name.replace(/_/g, " "), language });
  }
  return [...byLanguage.values()];
}

/**
 * The embedded default: eSpeak NG compiled to WebAssembly (the `espeak-ng` package), which runs
 * offline on any machine npm installs on. Robotic, but it speaks over a hundred languages; a
 * speech service (SPEECH_PROVIDER) sounds far better.
 */
export function createEspeakEngine(defaultVoice = "en-us"): SpeechEngine {
  let voices: Promise<Voice[]> | undefined;
  const listVoices = () => (voices ??= runEspeak({}).then((table) => parseVoiceTable(String(table))));
  return {
    provider: "espeak",
    model: "espeak-ng",
    label: LABEL,
    local: true,
    defaultVoice,
    listVoices,
    async speak(text, voice, signal) {
      const audio = await runEspeak({ speak: { text, voice } }, signal);
      if (typeof audio === "string") throw new Error("eSpeak NG answered without audio");
      return { audio, extension: "wav", mimeType: "audio/wav" };
    },
  };
}
