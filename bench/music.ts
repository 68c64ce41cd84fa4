/**
 * Music beds as the planner makes them: for each mood, a 60 s bed composed and synthesised
 * (`--seconds`), its CPU time (median of `--runs`, main thread, the JIT warmed by one short bed
 * first), the AAC encode the server does after it, and the result's loudness (integrated LUFS and
 * true peak, ffmpeg's EBU R128 meter). Prints JSON.
 *
 *   node bench/music.ts [--seconds 60] [--runs 5]
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { ffmpegPath } from "@framewise/media";
import { composeMusic, encodeWav, MOOD_STYLES, renderScore, type Mood } from "@framewise/music";

const { values } = parseArgs({ options: { seconds: { type: "string", default: "60" }, runs: { type: "string", default: "5" } } });
const seconds = Number(values.seconds);
const runs = Number(values.runs);
const run = promisify(execFile);
const folder = await mkdtemp(path.join(tmpdir(), "framewise-bench-music-"));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

renderScore(composeMusic({ mood: "upbeat", seconds: 5 }));
const moods: Record<string, unknown> = {};
try {
  for (const mood of Object.keys(MOOD_STYLES) as Mood[]) {
    const composeCpu: number[] = [];
    let wav: Uint8Array | undefined;
    for (let index = 0; index < runs; index++) {
      const since = process.cpuUsage();
      wav = encodeWav(renderScore(composeMusic({ mood, seconds })));
      composeCpu.push(cpuMs(since));
    }
    const file = path.join(folder, `${mood}.wav`);
    await writeFile(file, wav!);
    const encodeStarted = performance.now();
    await run(ffmpegPath(), ["-v", "error", "-i", file, "-c:a", "aac", "-b:a", "160k", "-y", path.join(folder, `${mood}.m4a`)]);
    const encodeMs = performance.now() - encodeStarted;
    const { stderr } = await run(ffmpegPath(), ["-nostats", "-i", file, "-af", "ebur128=peak=true", "-f", "null", "-"]);
    const summary = stderr.slice(stderr.lastIndexOf("Summary:"));
    moods[mood] = {
      cpuMs: Math.round(median(composeCpu)),
      cpuMsEachRun: composeCpu.map(Math.round),
      aacEncodeMs: Math.round(encodeMs),
      integratedLufs: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]),
      truePeakDbfs: Number(/Peak:\s+(-?[\d.]+) dBFS/.exec(summary)?.[1]),
    };
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
console.log(JSON.stringify({ seconds, runs, loadAverage: (await import("node:os")).loadavg()[0], moods }, null, 2));
