/**
 * Media files for the inspection tests, made at test time (sharp for images, ffmpeg's lavfi test
 * sources for video and sound, the @fontsource files for fonts), so nothing binary is committed.
 */
import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { pipeline } from "node:stream/promises";
import { crc32, createDeflate } from "node:zlib";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, expect } from "vitest";
import { ffmpegPath } from "@framewise/media";
import { MediaError } from "./media-error.ts";

const run = promisify(execFile);

/** Writes `bytes` to `folder/name` and answers the path. */
export async function fixture(folder: string, name: string, bytes: Uint8Array | string): Promise<string> {
  const file = path.join(folder, name);
  await writeFile(file, bytes);
  return file;
}

export const solid = (width: number, height: number, background = "#f97316") =>
  sharp({ create: { width, height, channels: 3, background } });

/** Runs ffmpeg (quietly, no stdin) to make `folder/name` from the given inputs and encoders. */
export async function ffmpegFixture(folder: string, name: string, args: string[]): Promise<string> {
  const file = path.join(folder, name);
  await run(ffmpegPath(), ["-nostdin", "-hide_banner", "-loglevel", "error", ...args, "-y", file]);
  return file;
}

/** lavfi inputs: a moving colour test picture and a 440 Hz tone, `seconds` long. */
export const testPicture = (seconds: number, size = "320x240") => [
  "-f",
  "lavfi",
  "-i",
  `testsrc2=size=${size}:rate=25:duration=${seconds}`,
];
export const tone = (seconds: number) => ["-f", "lavfi", "-i", `sine=frequency=440:sample_rate=44100:duration=${seconds}`];
export const h264 = ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"];

export { fontsourceFile, woffToSfnt } from "@framewise/test-support/font-files";

/**
 * A real, valid decompression bomb: a 1-bit grey PNG `side`×`side` pixels, all black, whose
 * deflate stream of zeros is tiny (about 110 KB at 30000×30000). Rows are deflated as a stream
 * so making it never holds the 112 MB of raw rows either.
 */
export async function blankPng(side: number): Promise<Buffer> {
  const rowBytes = 1 + Math.ceil(side / 8); // a filter byte, then 8 pixels a byte
  const block = Buffer.alloc(rowBytes * 1000);
  const compressed: Buffer[] = [];
  await pipeline(
    function* rows() {
      for (let row = 0; row < side; row += 1000) yield block.subarray(0, rowBytes * Math.min(1000, side - row));
    },
    createDeflate(),
    async (deflated: AsyncIterable<Buffer>) => {
      for await (const chunk of deflated) compressed.push(chunk);
    },
  );
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filters, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk("IHDR", header),
    pngChunk("IDAT", Buffer.concat(compressed)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, "latin1");
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

/** The RGB colour at a point of an image file, to check what was drawn. */
export async function colourAt(file: string, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(file).removeAlpha().toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

/** Expects `promise` to fail with a MediaError (a refusal people can read) and answers it. */
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable("accepted"),
    (error: unknown) => {
      expect(error).toBeInstanceOf(MediaError);
      return error as MediaError;
    },
  );

/**
 * A loopback HTTP server for the enclosing describe block that records every request, to prove
 * that inspecting a hostile file fetches nothing.
 */
export function useCountingServer(): { origin: () => string; requests: string[] } {
  let server: Server;
  let origin = "";
  const requests: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? "");
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { origin: () => origin, requests };
}
