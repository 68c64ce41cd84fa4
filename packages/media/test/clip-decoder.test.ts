import { execFile } from "node:child_process";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { ClipDecoder } from "../src/clip-decoder.ts";
import { ffmpegPath } from "../src/ffmpeg-path.ts";

const run = promisify(execFile);
const FPS = 30;

/** The red level at the centre of the frame the decoder shows. */
function centreRed(decoder: ClipDecoder): number {
  const canvas = decoder.frameAt()!;
  return canvas.getContext("2d").getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data[0]!;
}

describe("a clip's frames decoded for a render", () => {
  let scratch = "";
  const folder = () => scratch;
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "framewise-clip-decoder-"));
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it("reaches every frame of a small clip, its last ones too, read in order or sought", async () => {
    // 60 frames, each a little redder than the one before (frame n: red 4n), at 160×90: whole
    // frames far smaller than a pipe's buffer, so ffmpeg ends long before the last is read.
    const clip = path.join(folder(), "small.mp4");
    await run(ffmpegPath(), [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      `color=c=black:s=160x90:d=2:r=${FPS},format=rgb24,geq=r='4*N':g=0:b=0`,
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      "-qp",
      "0",
      "-pix_fmt",
      "yuv444p",
      "-y",
      clip,
    ]);
    const decoder = await ClipDecoder.open(clip, FPS);
    try {
      const reds: number[] = [];
      for (let frame = 0; frame < 60; frame++) {
        await decoder.prepare((frame + 0.5) / FPS);
        reds.push(centreRed(decoder));
        await delay(5); // drawing the frame: meanwhile ffmpeg writes what its pipe holds, and ends
      }
      reds.forEach((red, frame) => expect(Math.abs(red - 4 * frame), `frame ${frame}`).toBeLessThanOrEqual(3));

      await decoder.prepare(20.5 / FPS); // back: a new decoder from a seek
      expect(Math.abs(centreRed(decoder) - 80)).toBeLessThanOrEqual(3);
      await decoder.prepare(59.5 / FPS);
      expect(Math.abs(centreRed(decoder) - 236)).toBeLessThanOrEqual(3);
    } finally {
      decoder.close();
    }
  });

  it("knows an H.264 clip is opaque, and keeps the alpha of a clip that has it", async () => {
    const opaque = path.join(folder(), "opaque.mp4");
    await run(ffmpegPath(), [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      `color=c=red:s=64x36:d=1:r=${FPS}`,
      "-c:v",
      "libx264",
      "-pix_fmt",
      "yuv420p",
      "-y",
      opaque,
    ]);
    // PNG frames in a QuickTime file: RGBA, half transparent.
    const translucent = path.join(folder(), "translucent.mov");
    await run(ffmpegPath(), [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      `color=c=red@0.5:s=64x36:d=1:r=${FPS},format=rgba`,
      "-c:v",
      "png",
      "-y",
      translucent,
    ]);
    const decoders = [await ClipDecoder.open(opaque, FPS), await ClipDecoder.open(translucent, FPS)];
    try {
      const alphas: number[] = [];
      for (const decoder of decoders) {
        await decoder.prepare(0.5);
        const canvas = decoder.frameAt()!;
        alphas.push(canvas.getContext("2d").getImageData(32, 18, 1, 1).data[3]!);
      }
      expect(decoders.map((decoder) => decoder.opaque)).toEqual([true, false]);
      expect(alphas[0]).toBe(255);
      expect(Math.abs(alphas[1]! - 128)).toBeLessThanOrEqual(1);
    } finally {
      for (const decoder of decoders) decoder.close();
    }
  });
});
