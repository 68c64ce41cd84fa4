import type { FrameSource } from "../src/canvas.ts";
import { clipFrameAt } from "../src/clip-frame.ts";

/** Resolves on the element's `done` event; rejects on its `error` event. */
function nextEvent(video: HTMLVideoElement, done: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const finish = (error?: Error) => {
      video.removeEventListener(done, onDone);
      video.removeEventListener("error", onError);
      if (error) reject(error);
      else resolve();
    };
    const onDone = () => finish();
    const onError = () =>
      finish(
        new Error(`The video ${video.currentSrc || video.src} could not be read (${video.error?.message || `code ${video.error?.code}`}).`),
      );
    video.addEventListener(done, onDone);
    video.addEventListener("error", onError);
  });
}

/** Longest wait for a sought frame to reach the compositor before drawing anyway. */
const PRESENT_WAIT_MS = 100;

/**
 * Resolves once the element has handed its current frame to the compositor
 * (requestVideoFrameCallback): right after `seeked` Chromium can still give drawImage the frame
 * before the seek, a backward one above all. Without the API, or when no new frame comes (the
 * seek landed on the frame already shown), it resolves after a short wait.
 */
function framePresented(video: HTMLVideoElement): Promise<void> {
  if (!("requestVideoFrameCallback" in video)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, PRESENT_WAIT_MS);
    video.requestVideoFrameCallback(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Frames of a video clip in the browser, from a <video> element: the browser host's counterpart
 * of the server's ffmpeg ClipDecoder. `prepare(time)` seeks to the render frame holding that
 * moment (the same frame the server decodes) and waits until it is shown; `frameAt` then answers
 * the element itself, which drawImage draws.
 */
export class VideoElementFrameSource implements FrameSource {
  readonly duration: number;
  private readonly video: HTMLVideoElement;
  private readonly fps: number;
  private shownFrame = -1;
  private seeking: Promise<unknown> = Promise.resolve();
  private requests = 0;

  private constructor(video: HTMLVideoElement, fps: number) {
    this.video = video;
    this.fps = fps;
    this.duration = video.duration;
    // drawImage sizes by the element; the renderer fits by width and height: give it the clip's.
    video.width = video.videoWidth;
    video.height = video.videoHeight;
  }

  /** Opens the clip at `url` (same origin, or served with CORS so the canvas stays readable). */
  static async open(url: string, fps: number): Promise<VideoElementFrameSource> {
    const video = document.createElement("video");
    video.muted = true;
    video.playsInline = true;
    video.preload = "auto";
    video.crossOrigin = "anonymous";
    const loaded = nextEvent(video, "loadeddata");
    video.src = url;
    await loaded;
    return new VideoElementFrameSource(video, fps);
  }

  frameAt(): HTMLVideoElement | undefined {
    return this.shownFrame >= 0 ? this.video : undefined;
  }

  /**
   * Seeks one at a time: a seek started while another runs would let the first one's `seeked`
   * answer for both and the frame be drawn before it is shown. A request overtaken by a newer
   * one while it waited is dropped (its frame is no longer wanted).
   */
  prepare(time: number): Promise<void> {
    const request = ++this.requests;
    const run = this.seeking.then(() => (request === this.requests ? this.seek(time) : undefined));
    this.seeking = run.catch(() => undefined);
    return run;
  }

  private async seek(time: number): Promise<void> {
    const wanted = clipFrameAt(time, this.duration, this.fps);
    if (wanted === this.shownFrame) return;
    // Just past the frame's start: a seek to its exact time can land on the frame before.
    const target = Math.min(this.duration, (wanted + 0.01) / this.fps);
    const seeked = nextEvent(this.video, "seeked");
    const presented = framePresented(this.video);
    this.video.currentTime = target;
    await seeked;
    await presented;
    // A source served without byte ranges cannot seek: say so rather than draw the wrong frame.
    if (Math.abs(this.video.currentTime - target) > 0.5 / this.fps)
      throw new Error(`The video ${this.video.currentSrc} cannot seek (is it served with byte ranges?).`);
    this.shownFrame = wanted;
  }

  close() {
    this.video.removeAttribute("src");
    this.video.load();
  }
}
