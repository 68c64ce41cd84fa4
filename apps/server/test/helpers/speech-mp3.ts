import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { ffmpegPath } from "@framewise/media";

const run = promisify(execFile);

/** A real MP3 (1.5 s of tone), as the speech APIs answer. */
export async function speechMp3(): Promise<Buffer> {
  const args = ["-v", "error", "-f", "lavfi", "-i", "sine=frequency=330:duration=1.5", "-ac", "1", "-c:a", "libmp3lame", "-f", "mp3", "-"];
  const { stdout } = await run(ffmpegPath(), args, { encoding: "buffer", maxBuffer: 10 * 1024 * 1024 });
  return stdout;
}
