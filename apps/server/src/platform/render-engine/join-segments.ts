import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { ffmpegPath } from "@framewise/media";
import { audioFilterGraph, audioInputArguments, type AudioPlan } from "./audio-mix.ts";

/**
 * Joins encoded segments (a render's ranges or chunks, in order) without re-encoding (concat
 * demuxer) and mixes the audio on, in one ffmpeg run, into a `+faststart` MP4.
 */
export async function joinSegments(
  segments: string[],
  listPath: string,
  audioPlan: AudioPlan,
  outputPath: string,
  signal: AbortSignal | undefined,
) {
  await writeFile(listPath, segments.map((segment) => `file '${segment.replaceAll("'", "'\\''")}'\n`).join(""));
  const audio = audioFilterGraph(audioPlan);
  await runFfmpeg(
    [
      "-hide_banner",
      "-loglevel",
      "error",
      "-protocol_whitelist",
      "file",
      "-f",
      "concat",
      "-safe",
      "0",
      "-i",
      listPath,
      ...(audio
        ? [
            ...audioInputArguments(audioPlan),
            "-filter_complex",
            audio.graph,
            "-map",
            "0:v",
            "-map",
            audio.output,
            "-c:a",
            "aac",
            "-b:a",
            "192k",
          ]
        : []),
      "-c:v",
      "copy",
      "-movflags",
      "+faststart",
      "-y",
      outputPath,
    ],
    signal,
  );
}

function runFfmpeg(args: string[], signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), args, { stdio: ["ignore", "ignore", "pipe"], signal });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg failed (exit ${code}): ${errors.trim() || "no message"}`)),
    );
  });
}
