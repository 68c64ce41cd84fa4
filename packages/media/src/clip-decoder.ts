import { spawn, type ChildProcessByStdio } from "node:child_process";
import type { Readable } from "node:stream";
import { createCanvas, type Canvas, type ImageData } from "@napi-rs/canvas";
import { clipFrameAt, type FrameSource } from "@framewise/renderer";
import { ffmpegPath } from "./ffmpeg-path.ts";
import { probeVideo } from "./probe.ts";

/** Clips are decoded no larger than this on their longer side: enough for a full-frame 1080p clip. */
const MAX_SIDE = 1920;
/** Seeking forward further than this restarts the decoder at the new point instead of reading through. */
const RESTART_AFTER_SECONDS = 2;

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/**
 * Frames of a video clip for server renders, decoded by ffmpeg in order at the render's frame
 * rate. `prepare(time)` reads up to that moment (restarting with a seek when time jumps back or
 * far ahead); `frameAt` then answers synchronously, as the renderer needs.
 */
export class ClipDecoder implements FrameSource {
  readonly duration: number;
  /** Whether the clip's pictures have no transparent pixel (its pixel format has no alpha). */
  readonly opaque: boolean;
  private readonly file: string;
  private readonly fps: number;
  private readonly width: number;
  private readonly height: number;
  private readonly canvas: Canvas;
  /** One frame's pixels, reused: a clip at 1080p would otherwise leave 8 MB of garbage a frame. */
  private readonly image: ImageData;
  /** The same memory as `image`, which decoded frames are copied into. */
  private readonly pixels: Buffer;
  private decoder:
    | {
        process: ChildProcessByStdio<null, Readable, null>;
        next: number;
        pending: Buffer[];
        pendingBytes: number;
        ended: boolean;
        wake: () => void;
      }
    | undefined;
  private shownFrame = -1;

  private constructor(file: string, info: { duration: number; width: number; height: number; opaque: boolean }, fps: number) {
    this.file = file;
    this.fps = fps;
    this.duration = info.duration;
    this.opaque = info.opaque;
    const fit = Math.min(1, MAX_SIDE / Math.max(info.width, info.height));
    this.width = even(info.width * fit);
    this.height = even(info.height * fit);
    this.canvas = createCanvas(this.width, this.height);
    // An opaque canvas takes a frame's pixels without premultiplying them and draws them without
    // blending: about 2–3 ms less a 1080p clip frame (decision 0008).
    this.image = this.canvas.getContext("2d", { alpha: !info.opaque }).createImageData(this.width, this.height);
    this.pixels = Buffer.from(this.image.data.buffer, this.image.data.byteOffset, this.image.data.byteLength);
  }

  static async open(file: string, fps: number): Promise<ClipDecoder> {
    return new ClipDecoder(file, await probeVideo(file), fps);
  }

  frameAt(): Canvas | undefined {
    return this.shownFrame >= 0 ? this.canvas : undefined;
  }

  async prepare(time: number): Promise<void> {
    const wanted = clipFrameAt(time, this.duration, this.fps);
    if (wanted === this.shownFrame) return;
    if (!this.decoder || wanted < this.decoder.next || wanted - this.decoder.next > RESTART_AFTER_SECONDS * this.fps) this.start(wanted);
    let read = false;
    while (this.decoder!.next <= wanted) {
      if (!(await this.readFrame())) break; // The clip ended early: keep its last frame.
      read = true;
    }
    if (read) {
      this.canvas.getContext("2d").putImageData(this.image, 0, 0);
      this.shownFrame = wanted;
    }
  }

  close() {
    this.decoder?.process.kill("SIGKILL");
    this.decoder = undefined;
  }

  private start(frame: number) {
    this.close();
    const process = spawn(
      ffmpegPath(),
      // One decoding thread: two waited a little less for frames but held 7 MB more (decision 0008).
      // The seek lands half a frame early: on the frame's exact time, rounding could skip it.
      [
        "-v",
        "error",
        "-threads",
        "1",
        "-protocol_whitelist",
        "file",
        "-ss",
        (Math.max(0, frame - 0.5) / this.fps).toFixed(4),
        "-i",
        this.file,
        "-an",
        "-vf",
        `fps=${this.fps},scale=${this.width}:${this.height}`,
        "-f",
        "rawvideo",
        "-pix_fmt",
        "rgba",
        "pipe:1",
      ],
      { stdio: ["ignore", "pipe", "ignore"] },
    );
    const decoder = { process, next: frame, pending: [] as Buffer[], pendingBytes: 0, ended: false, wake: () => {} };
    // Read on demand, so ffmpeg decodes only as far ahead as its pipe holds. The listener stays
    // for the decoder's life: a child's output with no "readable" listener is drained and thrown
    // away when the child exits, which would lose the last frames of a small clip.
    process.stdout.on("readable", () => decoder.wake());
    const finished = () => {
      decoder.ended = true;
      decoder.wake();
    };
    process.stdout.on("end", finished);
    process.stdout.on("error", finished);
    this.decoder = decoder;
  }

  /** Copies the next whole frame from ffmpeg's output into `pixels`; false at the end of the clip. */
  private async readFrame(): Promise<boolean> {
    const decoder = this.decoder!;
    const frameBytes = this.width * this.height * 4;
    while (decoder.pendingBytes < frameBytes) {
      const chunk = decoder.process.stdout.read() as Buffer | null;
      if (chunk) {
        decoder.pending.push(chunk);
        decoder.pendingBytes += chunk.length;
        continue;
      }
      if (decoder.ended) return false;
      await new Promise<void>((resolve) => (decoder.wake = resolve));
    }
    // Copy one frame out of the chunks; the rest of the last chunk starts the next frame.
    let filled = 0;
    while (filled < frameBytes) {
      const chunk = decoder.pending.shift()!;
      const used = Math.min(chunk.length, frameBytes - filled);
      chunk.copy(this.pixels, filled, 0, used);
      filled += used;
      if (used < chunk.length) decoder.pending.unshift(chunk.subarray(used));
    }
    decoder.pendingBytes -= frameBytes;
    decoder.next++;
    return true;
  }
}
