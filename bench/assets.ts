/**
 * The asset library under load, printed as JSON (run `npm run build` first):
 *   upload    a video of about --upload-mb MB (default 1024) streamed to the product over HTTP:
 *             throughput, time until it is processed, and the server's peak memory (its whole
 *             process tree: ffmpeg probing and making the poster included) above its idle memory;
 *   thumbnails  --photos 12-megapixel JPEGs (4000×3000) through the same thumbnail code the jobs
 *             run, one after another: photos per second.
 *
 *   node bench/assets.ts [--upload-mb 1024] [--photos 12]
 */
import { execFile } from "node:child_process";
import { openAsBlob } from "node:fs";
import { mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import sharp from "sharp";
import { inspectImage } from "../apps/server/src/workspace/assets/inspect/image.ts";
import { ffmpegPath } from "@framewise/media";
import { watchProcessTreeMemory, processTreeRss } from "./process-tree-memory.ts";
import { signUp, startProduct } from "./product-server.ts";

const { values } = parseArgs({ options: { "upload-mb": { type: "string", default: "1024" }, photos: { type: "string", default: "12" } } });
const uploadMb = Number(values["upload-mb"]);
const photos = Number(values.photos);
const MiB = 1024 * 1024;
const round = (value: number) => Math.round(value * 100) / 100;
const folder = await mkdtemp(path.join(tmpdir(), "framewise-bench-assets-"));

/** Lossless H.264 of noise does not compress: about 4.5 MB a 1080p frame, so size follows frame count. */
async function bigVideo(megabytes: number): Promise<string> {
  const file = path.join(folder, "big.mp4");
  const frames = Math.ceil(megabytes / 4.5);
  await promisify(execFile)(ffmpegPath(), [
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    "color=c=gray:s=1920x1080:r=30,noise=alls=100:allf=t",
    "-frames:v",
    String(frames),
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-qp",
    "0",
    "-pix_fmt",
    "yuv420p",
    "-movflags",
    "+faststart",
    "-y",
    file,
  ]);
  return file;
}

async function uploadRun() {
  const video = await bigVideo(uploadMb);
  const bytes = (await stat(video)).size;
  const dataDir = path.join(folder, "data");
  await mkdir(dataDir);
  const server = await startProduct({
    DATA_DIR: dataDir,
    UPLOAD_MAX_VIDEO_MB: String(Math.ceil(bytes / MiB) + 10),
    STORAGE_QUOTA_MB: String(Math.ceil(bytes / MiB) * 2),
  });
  try {
    const cookie = await signUp(server);
    await new Promise((resolve) => setTimeout(resolve, 2000)); // settle after start
    const idle = processTreeRss(server.process.pid);
    const memory = watchProcessTreeMemory(100, server.process.pid);
    const form = new FormData();
    form.append("file", await openAsBlob(video, { type: "video/mp4" }), "big.mp4");
    const started = performance.now();
    const response = await fetch(`${server.url}/api/v1/assets`, { method: "POST", headers: { cookie, origin: server.url }, body: form });
    const uploadedSeconds = (performance.now() - started) / 1000;
    const body = (await response.json()) as { data?: { id: string }; error?: unknown };
    if (response.status !== 201) throw new Error(`Upload failed: ${response.status} ${JSON.stringify(body)}`);
    let status = "processing";
    while (status === "processing") {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (
        (await (await fetch(`${server.url}/api/v1/assets/${body.data!.id}`, { headers: { cookie } })).json()) as {
          data: { status: string };
        }
      ).data.status;
    }
    const readySeconds = (performance.now() - started) / 1000;
    const { peakBytes } = memory.stop();
    return {
      fileMiB: round(bytes / MiB),
      status,
      uploadSeconds: round(uploadedSeconds),
      throughputMiBPerSecond: round(bytes / MiB / uploadedSeconds),
      readySeconds: round(readySeconds),
      idleServerMiB: Math.round(idle / MiB),
      peakServerMiB: Math.round(peakBytes / MiB),
      peakAboveIdleMiB: Math.round((peakBytes - idle) / MiB),
    };
  } finally {
    await server.stop();
  }
}

async function thumbnailRun() {
  const files: string[] = [];
  for (let i = 0; i < photos; i++) {
    const file = path.join(folder, `photo-${i}.jpg`);
    await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 120 + i, sigma: 40 } },
    })
      .jpeg({ quality: 90 })
      .toFile(file);
    files.push(file);
  }
  const outputs = path.join(folder, "thumbs");
  await mkdir(outputs);
  const started = performance.now();
  for (const [i, file] of files.entries()) {
    const outputDir = path.join(outputs, String(i));
    await mkdir(outputDir);
    await inspectImage(file, { maxPixels: 100_000_000, outputDir });
  }
  const seconds = (performance.now() - started) / 1000;
  return { photos, megapixels: 12, seconds: round(seconds), photosPerSecond: round(photos / seconds) };
}

try {
  const upload = await uploadRun();
  const thumbnails = await thumbnailRun();
  console.log(JSON.stringify({ benchmark: "assets: large upload and thumbnails", upload, thumbnails }, null, 2));
} finally {
  await rm(folder, { recursive: true, force: true });
}
