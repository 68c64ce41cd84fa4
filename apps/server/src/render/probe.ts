import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Content, MediaLengths } from "@framewise/scene";
import { ffmpegPath } from "./ffmpeg-path.ts";

const run = promisify(execFile);

/** ffmpeg's description of a local media file (with no output it describes its input, then exits). */
async function describe(file: string): Promise<string> {
  const { stderr } = await run(ffmpegPath(), ["-hide_banner", "-protocol_whitelist", "file", "-i", file]).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? "" }));
  return stderr;
}

function durationIn(description: string, file: string): number {
  const match = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(description);
  if (!match) throw new Error(`Could not read the duration of ${file}.`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** A local media file's duration in seconds. */
export async function probeDuration(file: string): Promise<number> {
  return durationIn(await describe(file), file);
}

/** A local video file's duration and picture size. */
export async function probeVideo(file: string): Promise<{ duration: number; width: number; height: number }> {
  const description = await describe(file);
  const size = /Video: .*?(\d{2,5})x(\d{2,5})/.exec(description);
  if (!size) throw new Error(`${file} has no video stream.`);
  return { duration: durationIn(description, file), width: Number(size[1]), height: Number(size[2]) };
}

/** The voiceover lengths smart timing follows, for the scenes whose voiceover file is at hand. */
export async function probeVoiceovers(content: Content, files: Record<string, string>): Promise<MediaLengths> {
  const voiceover: Record<string, number> = {};
  for (const scene of content.scenes) {
    const file = scene.voiceover?.src ? files[scene.voiceover.src] : undefined;
    if (file) voiceover[scene.id] = await probeDuration(file);
  }
  return { voiceover };
}
