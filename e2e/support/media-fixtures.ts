import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { createCanvas } from "@napi-rs/canvas";
import { ffmpegPath } from "@framewise/media";

/** A picture of `width`×`height` in two colours. */
async function twoColourImage(format: "png" | "jpeg", width: number, height: number, colour: string): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = "#1e293b";
  ctx.fillRect(width / 4, height / 4, width / 2, height / 2);
  return format === "png" ? canvas.encode("png") : canvas.encode("jpeg", 92);
}

/** A PNG of `width`×`height` in two colours, written to `folder/name`. */
export async function pngFile(folder: string, name: string, width: number, height: number, colour = "#f97316"): Promise<string> {
  const file = path.join(folder, name);
  await writeFile(file, await twoColourImage("png", width, height, colour));
  return file;
}

/** A JPEG like pngFile's, cut to `fraction` of its bytes (1: whole), written to `folder/name`. */
export async function jpegFile(folder: string, name: string, width: number, height: number, fraction = 1): Promise<string> {
  const jpeg = await twoColourImage("jpeg", width, height, "#0ea5e9");
  const file = path.join(folder, name);
  await writeFile(file, jpeg.subarray(0, Math.floor(jpeg.length * fraction)));
  return file;
}

/** A short H.264 MP4 with a moving test pattern and a tone. */
export async function mp4File(folder: string, name: string, seconds = 2): Promise<string> {
  const file = path.join(folder, name);
  await promisify(execFile)(ffmpegPath(), [
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    `testsrc2=size=320x240:rate=25:duration=${seconds}`,
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=440:duration=${seconds}`,
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-shortest",
    "-movflags",
    "+faststart",
    "-y",
    file,
  ]);
  return file;
}

/** An MP3 of a tone, as speech APIs answer (the fake speech server speaks it for every script). */
export async function toneMp3(seconds = 1.5): Promise<Buffer> {
  const args = [
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=330:duration=${seconds}`,
    "-ac",
    "1",
    "-c:a",
    "libmp3lame",
    "-f",
    "mp3",
    "-",
  ];
  const { stdout } = await promisify(execFile)(ffmpegPath(), args, { encoding: "buffer", maxBuffer: 10 * 1024 * 1024 });
  return stdout;
}

/** A WAV of a tone, written by hand (16-bit mono PCM). */
export async function wavFile(folder: string, name: string, seconds = 1, rate = 8000): Promise<string> {
  const samples = seconds * rate;
  const data = Buffer.alloc(44 + samples * 2);
  data.write("RIFF", 0);
  data.writeUInt32LE(36 + samples * 2, 4);
  data.write("WAVEfmt ", 8);
  data.writeUInt32LE(16, 16);
  data.writeUInt16LE(1, 20);
  data.writeUInt16LE(1, 22);
  data.writeUInt32LE(rate, 24);
  data.writeUInt32LE(rate * 2, 28);
  data.writeUInt16LE(2, 32);
  data.writeUInt16LE(16, 34);
  data.write("data", 36);
  data.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 12000), 44 + i * 2);
  const file = path.join(folder, name);
  await writeFile(file, data);
  return file;
}
