import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ffmpegPath } from "@framewise/media";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEspeakEngine } from "./espeak-speech.ts";
import { FRAME_SECONDS, readLoudness } from "./read-loudness.ts";
import type { SpokenAudio } from "./speech-engine.ts";
import { timeWords } from "./time-words.ts";

const run = promisify(execFile);
const SCRIPT = "Fresh coffee every morning. Delivered to your door.";

/** The longest stretch of near silence inside the speech, in seconds: the pause between the sentences. */
function longestPause(loudness: Float32Array): { start: number; end: number } {
  const loud = [...loudness.keys()].filter((frame) => loudness[frame]! > 0.003);
  let best = { start: 0, end: 0 };
  for (let i = 1; i < loud.length; i++)
    if (loud[i]! - loud[i - 1]! > (best.end - best.start) / FRAME_SECONDS)
      best = { start: (loud[i - 1]! + 1) * FRAME_SECONDS, end: loud[i]! * FRAME_SECONDS };
  return best;
}

describe("word timings of a recording", () => {
  let folder: string;
  beforeAll(async () => void (folder = await mkdtemp(path.join(tmpdir(), "framewise-time-words-"))));
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const saved = async (name: string, spoken: SpokenAudio) => {
    const file = path.join(folder, name);
    await writeFile(file, spoken.audio);
    return file;
  };

  it("aligns eSpeak NG's two sentences to its recording: the second starts after the pause, not in it", async () => {
    const spoken = await createEspeakEngine().speak(SCRIPT, "en-us");
    const file = await saved("two-sentences.wav", spoken);
    const timings = await timeWords(SCRIPT, spoken, file);
    expect(timings.timing).toBe("aligned");
    const starts = timings.wordStarts!;
    expect(starts).toHaveLength(8);
    const pause = longestPause(await readLoudness(file));
    expect(pause.end - pause.start).toBeGreaterThan(0.2);
    // "Delivered" starts as speech resumes; "morning." was said before the pause.
    expect(starts[4]).toBeGreaterThanOrEqual(pause.end - 0.05);
    expect(starts[4]).toBeLessThan(pause.end + 0.05);
    expect(starts[3]).toBeLessThan(pause.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it("keeps the provider's own timings, and leaves a silent recording to the estimate", async () => {
    const spoken = await createEspeakEngine().speak("Hello there.", "en-us");
    const file = await saved("hello.wav", spoken);
    expect(await timeWords("Hello there.", { ...spoken, wordStarts: [0, 0.4] }, file)).toEqual({
      timing: "provider",
      wordStarts: [0, 0.4],
    });

    const silent = path.join(folder, "silent.wav");
    await run(ffmpegPath(), ["-v", "error", "-f", "lavfi", "-i", "anullsrc=r=16000:cl=mono", "-t", "1", silent]);
    expect(await timeWords("Hello there.", spoken, silent)).toEqual({ timing: "estimated" });
    expect(await timeWords("Hello there.", spoken, path.join(folder, "missing.wav"))).toEqual({ timing: "estimated" });
  });
});
