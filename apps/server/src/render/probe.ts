import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mediaLengths, mediaSources, type Content, type Layout, type MediaLengths } from "@framewise/scene";
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

/** A local video file's duration and picture size, and whether it carries sound. */
export async function probeVideo(file: string): Promise<{ duration: number; width: number; height: number; hasAudio: boolean }> {
  const description = await describe(file);
  const size = /Video: .*?(\d{2,5})x(\d{2,5})/.exec(description);
  if (!size) throw new Error(`${file} has no video stream.`);
  return { duration: durationIn(description, file), width: Number(size[1]), height: Number(size[2]), hasAudio: /Stream #.*: Audio: /.test(description) };
}

/**
 * The voiceover and clip lengths smart timing follows, probed from the local files at hand (the
 * server's media cache works them out as it fetches; the render CLI starts from files).
 */
export async function probeMediaLengths(content: Content, layouts: Record<string, Layout>, files: { audio?: Record<string, string>; videos?: Record<string, string> }): Promise<MediaLengths> {
  const sources = mediaSources(content, layouts);
  const durations: Record<string, number> = {};
  for (const src of sources.audio) if (files.audio?.[src]) durations[src] = await probeDuration(files.audio[src]);
  for (const src of sources.videos) if (files.videos?.[src]) durations[src] = await probeDuration(files.videos[src]);
  return mediaLengths(content, layouts, durations);
}
