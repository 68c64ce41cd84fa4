import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { ffmpegPath } from "@framewise/media";
import { FFMPEG_TIMEOUT_MS, safeInput } from "./ffmpeg-input.ts";
import { MediaError } from "./media-error.ts";

const run = promisify(execFile);

export interface MediaStream {
  type: "video" | "audio" | "subtitle" | "data" | "attachment";
  /** ffmpeg's decoder name ("h264", "aac"); "none" when it has no decoder for it. */
  codec: string;
  /** Pictures only: the size as shown, after any rotation the file asks for. */
  width?: number;
  height?: number;
  /** A cover picture inside a sound file (MP3, M4A) is a video stream that is not a video. */
  attachedPicture: boolean;
}

export interface MediaDescription {
  /** null when the container does not say (ffmpeg prints "Duration: N/A"). */
  durationSeconds: number | null;
  streams: MediaStream[];
}

/**
 * What ffmpeg makes of a local media file, from `ffmpeg -i` (with no output it describes its
 * input and exits): length and streams. The same reading the render code does (`probeVideo` in @framewise/media),
 * with the extra care an uploaded file needs (see safeInput).
 */
export async function describeMedia(file: string): Promise<MediaDescription> {
  const stderr = await run(ffmpegPath(), safeInput(file), { timeout: FFMPEG_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024 }).then(
    ({ stderr }) => stderr,
    (error: NodeJS.ErrnoException & { stderr?: string; killed?: boolean }) => {
      // No ffmpeg is our fault, not the file's: let the caller retry or fail loudly.
      if (error.code === "ENOENT") throw error;
      if (error.killed || error.code === "ERR_CHILD_PROCESS_STDIO_MAXBUFFER")
        throw new MediaError("damaged", "This file could not be read: describing it took too long.");
      return error.stderr ?? "";
    },
  );
  const description = parseDescription(stderr);
  if (!description) throw new MediaError("damaged", "This file could not be read as a video or a sound; it may be damaged.");
  return description;
}

const STREAM_LINE = /^ {2,4}Stream #0:\d+\S*: (Video|Audio|Subtitle|Data|Attachment): (\w+)(.*)$/;

/**
 * Reads ffmpeg's description of input #0; null when ffmpeg found no input it could open.
 *
 * Metadata is printed too, and its keys come from the file, so a key could read like a stream
 * line. Only the real layout is believed: "Duration:" indented 2 (the input's metadata sits at
 * 4, before it), stream lines indented 2 (ffmpeg 5+) or 4 (ffmpeg 4) after it, their metadata 6+.
 */
export function parseDescription(stderr: string): MediaDescription | null {
  const start = stderr.search(/^Input #0,/m);
  if (start < 0) return null;
  const lines = stderr.slice(start).split("\n");
  const end = lines.findIndex((line, i) => i > 0 && /^\S/.test(line));
  const input = end < 0 ? lines : lines.slice(0, end);
  const durationAt = input.findIndex((line) => line.startsWith("  Duration: "));
  if (durationAt < 0) return null;
  const duration = /^ {2}Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(input[durationAt]!);
  const streams: MediaStream[] = [];
  input.forEach((line, i) => {
    const match = i > durationAt ? STREAM_LINE.exec(line) : null;
    if (!match) return;
    const stream: MediaStream = {
      type: match[1]!.toLowerCase() as MediaStream["type"],
      codec: match[2]!,
      attachedPicture: /\(attached pic\)/.test(match[3]!),
    };
    const size = /,\s(\d{1,5})x(\d{1,5})\b/.exec(match[3]!);
    if (stream.type === "video" && size) {
      const turned = Math.abs(rotationIn(input.slice(i + 1))) % 180 === 90;
      stream.width = Number(turned ? size[2] : size[1]);
      stream.height = Number(turned ? size[1] : size[2]);
    }
    streams.push(stream);
  });
  return { durationSeconds: duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : null, streams };
}

/** A phone's portrait video is stored sideways with a rotation (side data); ffmpeg turns its frames upright. */
function rotationIn(linesAfterStream: string[]): number {
  for (const line of linesAfterStream) {
    if (STREAM_LINE.test(line)) break;
    const rotation = /displaymatrix: rotation of (-?\d+(?:\.\d+)?) degrees/.exec(line) ?? /^\s*rotate\s*:\s*(-?\d+)/.exec(line);
    if (rotation) return Math.round(Number(rotation[1]));
  }
  return 0;
}
