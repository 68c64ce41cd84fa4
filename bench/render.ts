/**
 * Render speed and memory at 1080p30 (16:9, 1920×1080) for every starter template: a video of
 * the nine starter layouts filled with their samples (images, a product, a logo and a video
 * clip), printed as JSON. For each template:
 *   full         the render CLI in its own process: ranges (one per two cores: here one, drawn
 *                on the process's own thread; more in worker threads), join, faststart; peak
 *                memory of its whole process tree (the process, its threads, every ffmpeg). The
 *                server draws even a single range in a worker thread, a second JavaScript heap
 *                in its own process, so its render is not measured apart from the server;
 *   drawOnly     the render's FramePainter with no encoder (drawing, reuse of unchanged frames,
 *                clip decoding, read-back), on one thread and on a thread per core;
 *   encodeOnly   pre-drawn frames piped to the same ffmpeg settings (libx264 veryfast, crf 23).
 * The full render and the encode-only floor run `--runs` times each, one after the other, and
 * each full render is divided by the floor measured right after it: a ratio of two runs minutes
 * apart mostly measures how busy the machine was. Medians are reported, and every ratio.
 *
 * A last case, `<first template>+hue-shift`, is the first template with a background whose two
 * gradient stops turn through the hues over every scene (keyframed colours): a new picture every
 * frame, drawn with one gradient fill. `--no-hue-shift` leaves it out.
 *
 *   node bench/render.ts [--seconds 30] [--templates bold,clean] [--threads N] [--runs 3] [--no-hue-shift] [--memory-minutes 10]
 *
 * `--memory-minutes N` adds one long render of the first template (its 30 s sample, repeated),
 * sampling memory every second, to show whether memory grows per frame: each tenth's mean and
 * peak, and the slope in MiB per minute, with and without the first tenth (the warm-up).
 */
import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs, promisify } from "node:util";
import { Worker } from "node:worker_threads";
import { templateSchema, timeline, type Content, type Template } from "@framewise/scene";
import { SAMPLE_MEDIA, sampleContent, STARTER_LAYOUTS, STARTER_TEMPLATES } from "@framewise/starter";
import { sampleArt } from "@framewise/starter/sample-art";
import { ffmpegPath } from "@framewise/media";
import { FramePainter, type MediaFiles, type PaintJob } from "../apps/server/src/platform/render-engine/frame-painter.ts";
import { videoEncoderArguments } from "../apps/server/src/platform/render-engine/render-range.ts";
import { defaultRenderThreads, encoderThreadsFor } from "../apps/server/src/platform/render-engine/render-threads.ts";
import { splitFrames } from "../apps/server/src/platform/render-engine/render-video.ts";
import { watchProcessTreeMemory } from "./process-tree-memory.ts";

const { values } = parseArgs({
  allowNegative: true,
  options: {
    seconds: { type: "string", default: "30" },
    templates: { type: "string", default: STARTER_TEMPLATES.map((t) => t.id).join(",") },
    threads: { type: "string", default: String(defaultRenderThreads()) },
    runs: { type: "string", default: "3" },
    "hue-shift": { type: "boolean", default: true },
    "memory-minutes": { type: "string", default: "0" },
  },
});
const seconds = Number(values.seconds);
const threads = Number(values.threads);
const runs = Math.max(1, Number(values.runs));
const templates = values.templates.split(",").map(
  (id) =>
    STARTER_TEMPLATES.find((t) => t.id === id) ??
    (() => {
      throw new Error(`No template ${id}`);
    })(),
);
const layouts = Object.fromEntries(STARTER_LAYOUTS.map((layout) => [layout.id, layout]));
const [width, height] = [1920, 1080];
const renderCli = fileURLToPath(new URL("../apps/server/src/platform/render-engine/render-cli.ts", import.meta.url));
const MiB = 1024 * 1024;
const round = (value: number) => Math.round(value * 100) / 100;
const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The machine's 1-minute load average when the runs began: the bench shares the cores it measures. */
const loadAtStart = loadavg()[0]!;
const folder = await mkdtemp(path.join(tmpdir(), "framewise-bench-render-"));

/** The sample media as files, as the server's media cache would hand them over. */
async function sampleFiles(): Promise<MediaFiles> {
  const art = sampleArt();
  const images: Record<string, string> = {};
  for (const [source, canvas] of Object.entries(art.images)) {
    images[source] = path.join(folder, `${source.replace(/\W/g, "-")}.png`);
    await writeFile(images[source], await canvas.encode("png"));
  }
  const still = path.join(folder, "clip-still.png");
  await writeFile(still, await art.clipStill.encode("png"));
  const clip = path.join(folder, "clip.mp4");
  // A slow push-in over the still: a real H.264 clip to decode.
  await promisify(execFile)(ffmpegPath(), [
    "-v",
    "error",
    "-loop",
    "1",
    "-i",
    still,
    "-t",
    "6",
    "-r",
    "30",
    "-vf",
    "scale=1920:1080,zoompan=z='1+0.0015*on':d=1:s=1920x1080:fps=30",
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-pix_fmt",
    "yuv420p",
    "-y",
    clip,
  ]);
  return { images, videos: { [SAMPLE_MEDIA.clip]: clip } };
}

/** The 30 s sample video over and over for `minutes`: the same work in every stretch, so any growth is a leak. */
function repeatedSample(template: Template, minutes: number): Content {
  const sample = documentFor(template, 30);
  const rounds = Math.max(1, Math.round((minutes * 60) / 30));
  return {
    ...sample,
    scenes: Array.from({ length: rounds }, (_, round) => sample.scenes.map((scene) => ({ ...scene, id: `${scene.id}-${round}` }))).flat(),
  };
}

/** Hues a turn apart at equal steps: red, yellow, green, cyan, blue, magenta, and red again. */
const HUES = ["#ff3b30", "#ffcc00", "#34c759", "#00c7be", "#007aff", "#af52de", "#ff3b30"];

/** The template with its background's gradient stops turning through the hues over each scene, half a turn apart. */
function hueShift(template: Template, sceneSeconds: number): Template {
  const turn = (from: number) => ({
    keyframes: HUES.map((_, i) => ({ time: (i * sceneSeconds) / (HUES.length - 1), color: HUES[(i + from) % (HUES.length - 1)]! })),
  });
  return templateSchema.parse({
    ...template,
    background: {
      type: "linear-gradient",
      angle: 135,
      stops: [
        { offset: 0, color: turn(0) },
        { offset: 1, color: turn(3) },
      ],
    },
  });
}

function documentFor(template: Template, videoSeconds: number): Content {
  return sampleContent(template.id, "16:9", undefined, videoSeconds / STARTER_LAYOUTS.length);
}

/** What a painter of frames [start, end) of the template's document needs. */
function paintJob(template: Template, files: MediaFiles, content: Content, start: number, end: number): PaintJob {
  return { content, template, layouts, files, media: {}, width, height, start, end };
}

/**
 * Draw-only: the render's FramePainter with no encoder, in `threadCount` worker threads each
 * painting an equal frame range (as a long render's ranges do), timed from the moment every
 * thread has its media open. Clip decoding waits count: the drawing thread waits for them too.
 */
async function drawOnly(template: Template, files: MediaFiles, content: Content, frames: number, threadCount: number) {
  const workers = splitFrames(frames, threadCount).map(
    ({ start, end }) =>
      new Worker(new URL("./draw-range-worker.ts", import.meta.url), { workerData: paintJob(template, files, content, start, end) }),
  );
  const said = (word: string) =>
    Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            worker.on("message", (message) => message === word && resolve());
            worker.once("error", reject);
          }),
      ),
    );
  await said("ready");
  const start = performance.now();
  const done = said("done");
  for (const worker of workers) worker.postMessage("go");
  await done;
  return (performance.now() - start) / 1000;
}

async function encodeOnly(template: Template, files: MediaFiles, content: Content, frames: number) {
  // 30 distinct frames drawn beforehand, cycled, so only the encoder works during the timing.
  const painter = await FramePainter.open(paintJob(template, files, content, 0, frames));
  const predrawn: Buffer[] = [];
  for (let i = 0; i < 30; i++) predrawn.push(Buffer.from(await painter.paint(Math.floor((i * frames) / 30))));
  painter.close();
  const start = performance.now();
  // The same encoder, with the threads a render's single range gives it.
  const ffmpeg = spawn(
    ffmpegPath(),
    [
      "-v",
      "error",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgba",
      "-s",
      `${width}x${height}`,
      "-r",
      "30",
      "-i",
      "pipe:0",
      ...videoEncoderArguments(30, encoderThreadsFor(1)),
      "-movflags",
      "+faststart",
      "-y",
      path.join(folder, "encode-only.mp4"),
    ],
    { stdio: ["pipe", "ignore", "inherit"] },
  );
  const closed = new Promise((resolve) => ffmpeg.once("close", resolve));
  for (let frame = 0; frame < frames; frame++)
    if (!ffmpeg.stdin.write(predrawn[frame % predrawn.length])) await new Promise((resolve) => ffmpeg.stdin.once("drain", resolve));
  ffmpeg.stdin.end();
  await closed;
  return (performance.now() - start) / 1000;
}

/**
 * The full render as its own process (the render CLI, as a worker process at scale would run it),
 * so the memory watched is the render's alone: that process, its threads and every ffmpeg.
 */
async function full(template: Template, files: MediaFiles, content: Content, sampleEveryMs = 200) {
  const bundlePath = path.join(folder, `${template.id}.json`);
  await writeFile(bundlePath, JSON.stringify({ content, template, layouts: STARTER_LAYOUTS, ...files }));
  const start = performance.now();
  const cli = spawn(process.execPath, [renderCli, bundlePath, path.join(folder, `${template.id}.mp4`), "--threads", String(threads)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const memory = watchProcessTreeMemory(sampleEveryMs, cli.pid);
  let output = "";
  cli.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(cli, "close")) as [number | null];
  const wall = (performance.now() - start) / 1000;
  if (code !== 0) throw new Error(`The render failed (exit ${code}).`);
  const ranges = Number(/\((\d+) ranges? in parallel\)/.exec(output)?.[1]);
  return { wall, ranges, memory: memory.stop() };
}

const files = await sampleFiles();
const results = [];
const cases = templates.map((template) => ({ name: template.id, template }));
if (values["hue-shift"])
  cases.push({ name: `${templates[0]!.id}+hue-shift`, template: hueShift(templates[0]!, seconds / STARTER_LAYOUTS.length) });
for (const { name, template } of cases) {
  const content = documentFor(template, seconds);
  const { frames } = timeline(content);
  const pairs: { full: Awaited<ReturnType<typeof full>>; encodeSeconds: number }[] = [];
  for (let run = 0; run < runs; run++)
    pairs.push({ full: await full(template, files, content), encodeSeconds: await encodeOnly(template, files, content, frames) });
  const drawOneThread = await drawOnly(template, files, content, frames, 1);
  const drawAllCores = await drawOnly(template, files, content, frames, availableParallelism());
  const fullSeconds = median(pairs.map((pair) => pair.full.wall));
  const encodeSeconds = median(pairs.map((pair) => pair.encodeSeconds));
  const ratios = pairs.map((pair) => pair.full.wall / pair.encodeSeconds);
  results.push({
    template: name,
    frames,
    full: {
      runs,
      wallSeconds: round(fullSeconds),
      fps: round(frames / fullSeconds),
      realtimeFactor: round(seconds / fullSeconds),
      ranges: pairs[0]!.full.ranges,
      /** The median of each full render over the encode-only run right after it. */
      vsEncodeFloor: round(median(ratios)),
      vsEncodeFloorEachRun: ratios.map(round),
      peakTreeMemoryMiB: Math.round(Math.max(...pairs.map((pair) => pair.full.memory.peakBytes)) / MiB),
    },
    drawOnly: {
      oneThread: { wallSeconds: round(drawOneThread), fps: round(frames / drawOneThread) },
      allCores: { threads: availableParallelism(), wallSeconds: round(drawAllCores), fps: round(frames / drawAllCores) },
    },
    encodeOnly: { wallSeconds: round(encodeSeconds), fps: round(frames / encodeSeconds) },
  });
  console.error(`${name}: done (${ratios.map(round).join(", ")} × the floor)`);
}

let longRun;
const memoryMinutes = Number(values["memory-minutes"]);
if (memoryMinutes > 0) {
  const template = templates[0]!;
  const run = await full(template, files, repeatedSample(template, memoryMinutes), 1000);
  // Memory against video time: a steady render draws at a steady rate, so wall time stands in.
  // Each tenth holds the same rounds of the sample, so the tenths' means and peaks compare.
  const steady = run.memory.samples.filter((s) => s.seconds > 10);
  const tenths = (list: typeof steady) =>
    Array.from({ length: 10 }, (_, i) => list.slice(Math.floor((i * list.length) / 10), Math.floor(((i + 1) * list.length) / 10)));
  const mean = (list: typeof steady) => list.reduce((sum, s) => sum + s.bytes, 0) / list.length / MiB;
  // Least-squares slope, in MiB per minute.
  const slope = (list: typeof steady) => {
    const n = list.length;
    const [mx, my] = [list.reduce((s, p) => s + p.seconds, 0) / n, list.reduce((s, p) => s + p.bytes, 0) / n];
    const perSecond = list.reduce((s, p) => s + (p.seconds - mx) * (p.bytes - my), 0) / list.reduce((s, p) => s + (p.seconds - mx) ** 2, 0);
    return round((perSecond * 60) / MiB);
  };
  longRun = {
    template: template.id,
    videoMinutes: memoryMinutes,
    wallSeconds: round(run.wall),
    peakTreeMemoryMiB: Math.round(run.memory.peakBytes / MiB),
    // Mean and peak memory of each tenth of the run, in order: flat once warm, if nothing leaks.
    tenthsMeanMiB: tenths(steady).map((part) => Math.round(mean(part))),
    tenthsPeakMiB: tenths(steady).map((part) => Math.round(Math.max(...part.map((s) => s.bytes)) / MiB)),
    slopeMiBPerWallMinute: slope(steady),
    // Without the first tenth, while the heap and Skia's caches fill: what a leak would show.
    slopeAfterWarmUpMiBPerWallMinute: slope(tenths(steady).slice(1).flat()),
  };
}
await rm(folder, { recursive: true, force: true });

console.log(
  JSON.stringify(
    {
      benchmark: "render 1080p30 (16:9), starter templates",
      videoSeconds: seconds,
      threads,
      runs,
      cores: availableParallelism(),
      loadAverage: { start: round(loadAtStart), end: round(loadavg()[0]!) },
      results,
      longRun,
    },
    null,
    2,
  ),
);
