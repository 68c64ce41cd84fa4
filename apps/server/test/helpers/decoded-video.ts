import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { ffmpegPath } from "@framewise/media";
import type { TestClient } from "./http.ts";

const run = promisify(execFile);

/** The decoded picture of every frame of a video, as MD5s of its raw pixels (ffmpeg's framemd5). */
export async function frameHashes(file: string): Promise<string[]> {
  const { stdout } = await run(ffmpegPath(), ["-v", "error", "-i", file, "-map", "0:v", "-f", "framemd5", "-"]);
  return stdout
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split(",").at(-1)!.trim());
}

/** Saves a finished render's MP4 (streamed by the server, or through its presigned link on S3) to `file`. */
export async function downloadRender(client: TestClient, renderId: string, file: string): Promise<void> {
  const response = await fetch(new URL(`/api/v1/renders/${renderId}/video`, client.baseUrl), { headers: client.cookieHeader() });
  if (!response.ok) throw new Error(`The render's video answered ${response.status}`);
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
}

/** The mean difference per channel (0-255) between two videos' decoded pixels, frame by frame. */
export async function meanPixelDifference(fileA: string, fileB: string): Promise<number> {
  const decode = async (file: string) =>
    (
      await run(ffmpegPath(), ["-v", "error", "-i", file, "-map", "0:v", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"], {
        encoding: "buffer",
        maxBuffer: 1 << 30,
      })
    ).stdout;
  const [a, b] = await Promise.all([decode(fileA), decode(fileB)]);
  if (a.length !== b.length) throw new Error(`The videos differ in size: ${a.length} and ${b.length} bytes of pixels.`);
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs(a[i]! - b[i]!);
  return total / a.length;
}

/** One decoded frame (`frame`, counted from 0) of a video as RGBA. */
export async function decodedFrame(file: string, frame: number, width: number, height: number): Promise<Buffer> {
  const { stdout } = await run(
    ffmpegPath(),
    ["-v", "error", "-i", file, "-vf", `select=eq(n\\,${frame})`, "-vframes", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "-"],
    { encoding: "buffer", maxBuffer: width * height * 8 },
  );
  return stdout;
}
