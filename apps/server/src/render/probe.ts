import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Content, MediaLengths } from "@framewise/scene";
import { ffmpegPath } from "./ffmpeg-path.ts";

const run = promisify(execFile);

/** A local media file's duration in seconds, read from ffmpeg's description of it. */
export async function probeDuration(file: string): Promise<number> {
  // With no output ffmpeg exits with an error after describing its input; the description is what we want.
  const { stderr } = await run(ffmpegPath(), ["-hide_banner", "-protocol_whitelist", "file", "-i", file]).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? "" }));
  const match = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  if (!match) throw new Error(`Could not read the duration of ${file}.`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
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
