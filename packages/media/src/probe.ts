import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mediaLengths, mediaSources, type Content, type Layout, type MediaLengths } from "@framewise/scene";
import { ffmpegPath } from "./ffmpeg-path.ts";

const run = promisify(execFile);

/** ffmpeg's description of a local media file (with no output it describes its input, then exits). */
async function describe(file: string): Promise<string> {
  const { stderr } = await run(ffmpegPath(), ["-hide_banner", "-protocol_whitelist", "file", "-i", file]).catch(
    (error: { stderr?: string }) => ({ stderr: error.stderr ?? "" }),
  );
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

/**
 * Pixel formats whose pictures have no alpha: the YUV and RGB formats of H.264, HEVC, VP9, AV1,
 * ProRes 422 and the like. Any other format counts as possibly transparent.
 */
const OPAQUE_PIXEL_FORMAT = /^(yuvj?\d|nv\d|p0\d|rgb24|bgr24)/;

/** A local video file's duration and picture size, whether it carries sound, and whether its pictures are opaque. */
export async function probeVideo(
  file: string,
): Promise<{ duration: number; width: number; height: number; hasAudio: boolean; opaque: boolean }> {
  const description = await describe(file);
  const size = /Video: .*?(\d{2,5})x(\d{2,5})/.exec(description);
  if (!size) throw new Error(`${file} has no video stream.`);
  // "Video: h264 (High) (avc1 / 0x31637661), yuv420p(progressive), 1920x1080": the codec, then the pixel format.
  const pixelFormat = /Video: [^,]*, (\w+)/.exec(description)?.[1] ?? "";
  return {
    duration: durationIn(description, file),
    width: Number(size[1]),
    height: Number(size[2]),
    hasAudio: /Stream #.*: Audio: /.test(description),
    opaque: OPAQUE_PIXEL_FORMAT.test(pixelFormat),
  };
}

/**
 * The voiceover and clip lengths smart timing follows, probed from the local files at hand (the
 * server's media cache works them out as it fetches; the render CLI starts from files).
 */
export async function probeMediaLengths(
  content: Content,
  layouts: Record<string, Layout>,
  files: { audio?: Record<string, string>; videos?: Record<string, string> },
): Promise<MediaLengths> {
  const sources = mediaSources(content, layouts);
  const durations: Record<string, number> = {};
  for (const src of sources.audio) if (files.audio?.[src]) durations[src] = await probeDuration(files.audio[src]);
  for (const src of sources.videos) if (files.videos?.[src]) durations[src] = await probeDuration(files.videos[src]);
  return mediaLengths(content, layouts, durations);
}
