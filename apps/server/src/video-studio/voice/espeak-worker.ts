import { parentPort, workerData } from "node:worker_threads";
import ESpeakNg from "espeak-ng";

/** Runs eSpeak NG (WebAssembly) once in this thread: its synthesis is synchronous and would hold the event loop. */
interface Job {
  /** Speak `text` (read from a file, so a leading "-" is never taken for an option) in `voice` as WAV; or list the voices. */
  speak?: { text: string; voice: string };
}

const { speak } = workerData as Job;
const printed: string[] = [];
const espeak = await ESpeakNg({
  arguments: speak ? ["-v", speak.voice, "-w", "/out.wav", "-f", "/in.txt"] : ["--voices"],
  preRun: [(module) => speak && module.FS.writeFile("/in.txt", speak.text)],
  print: (line: string) => printed.push(line),
  // It reports its own exit on stderr; nothing there is ours to show.
  printErr: () => {},
});
parentPort!.postMessage(speak ? espeak.FS.readFile("/out.wav") : printed.join("\n"));
