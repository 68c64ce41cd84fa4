import { spawn } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { ffmpegPath } from "@framewise/media";
import { sampleArt } from "@framewise/starter/sample-art";
import { SAMPLE_FILES, SAMPLE_CLIP_SECONDS } from "./sample-media.ts";

/**
 * The starter samples' media as files in `dir`: the screenshot script's abstract artwork as
 * PNGs, and its clip still as a short H.264 clip, so both sides draw a real photo and a real
 * decoded video rather than placeholders.
 */
export async function writeSampleMedia(dir: string): Promise<void> {
  const art = sampleArt();
  for (const [src, canvas] of Object.entries(art.images)) await writeFile(path.join(dir, SAMPLE_FILES[src]!), await canvas.encode("png"));
  const still = path.join(dir, "clip-still.png");
  await writeFile(still, await art.clipStill.encode("png"));
  await runFfmpeg([
    ...["-hide_banner", "-loglevel", "error", "-protocol_whitelist", "file", "-loop", "1", "-framerate", "30", "-i", still],
    ...["-t", String(SAMPLE_CLIP_SECONDS), "-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p", "-movflags", "+faststart"],
    ...["-y", path.join(dir, SAMPLE_FILES["asset:sample-clip"]!)],
  ]);
  await rm(still);
}

function runFfmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn(ffmpegPath(), args, { stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    ffmpeg.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    ffmpeg.once("error", reject);
    ffmpeg.once("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg failed (exit ${code}): ${errors.trim()}`))));
  });
}
