import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** ffmpeg from FFMPEG_PATH, else on PATH, else the binary shipped in @ffmpeg-installer/ffmpeg. */
export function ffmpegPath(configured = process.env.FFMPEG_PATH): string {
  if (configured) return configured;
  for (const folder of (process.env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(folder, "ffmpeg");
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  return (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;
}
