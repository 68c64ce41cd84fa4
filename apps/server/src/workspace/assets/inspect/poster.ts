import { execFile } from "node:child_process";
import { stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { ffmpegPath } from "@framewise/media";
import { FFMPEG_TIMEOUT_MS, safeInput } from "./ffmpeg-input.ts";
import { MediaError } from "./media-error.ts";

const run = promisify(execFile);

/**
 * A PNG of one frame of a video, in `outputDir`: at 1 s (past a fade from black), or halfway
 * through a shorter clip. A seek past the last frame writes nothing, so the first frame is the
 * fallback. The frame comes out upright: ffmpeg applies a phone's rotation itself.
 */
export async function takePoster(file: string, durationSeconds: number, outputDir: string): Promise<string> {
  const poster = path.join(outputDir, "poster.png");
  for (const seconds of new Set([Math.min(1, durationSeconds / 2), 0])) {
    await run(
      ffmpegPath(),
      // 0:V is the first video stream that is not a cover picture; seeking before -i is fast.
      [
        ...safeInput(file, ["-loglevel", "error", "-ss", seconds.toFixed(3)]),
        "-map",
        "0:V:0",
        "-frames:v",
        "1",
        "-update",
        "1",
        "-y",
        poster,
      ],
      { timeout: FFMPEG_TIMEOUT_MS },
    ).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") throw error; // no ffmpeg: ours to fix, not the file's
      throw new MediaError("damaged", "This video could not be decoded; it may be damaged.");
    });
    if ((await stat(poster).catch(() => undefined))?.size) return poster;
  }
  throw new MediaError("damaged", "No picture could be decoded from this video; it may be damaged.");
}
