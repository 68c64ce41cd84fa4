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
