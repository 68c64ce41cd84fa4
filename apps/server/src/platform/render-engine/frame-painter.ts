import { readFile } from "node:fs/promises";
import { createCanvas, loadImage, type Canvas, type Image, type SKRSContext2D } from "@napi-rs/canvas";
import { clipMomentsAt, DisplayList, drawFrame, type Context2D, type RenderAssets } from "@framewise/renderer";
import { registerLibraryFonts, registerSkiaFonts, type LibraryFontFile } from "@framewise/renderer/skia";
import { CANVAS_SIZES, type Content, type Layout, type MediaLengths, type Template } from "@framewise/scene";
import { MissingMediaError } from "./audio-mix.ts";
import { ClipDecoder } from "@framewise/media";
import { freeReadPixels, PixelHolds, releaseFrameGarbage } from "./release-read-pixels.ts";

/** Local files of a document's media, by source (`asset:<id>` or URL). */
export interface MediaFiles {
  images?: Record<string, string>;
  audio?: Record<string, string>;
  videos?: Record<string, string>;
  /** The template's library fonts (`fontFiles`), each registered under its family before drawing. */
  fonts?: LibraryFontFile[];
}

/** What a painter draws: frames [start, end) of a document at a pixel size. */
export interface PaintJob {
  content: Content;
  template: Template;
  layouts: Record<string, Layout>;
  files: MediaFiles;
  media: MediaLengths;
  width: number;
  height: number;
  start: number;
  end: number;
}

/**
 * Draws a document's frames with Skia and reads their pixels back (RGBA), in order. A frame that
 * makes exactly the canvas calls of the frame before (a held title, the still end of an
 * animation) is not drawn again: its pixels are the previous frame's. Frames showing a clip are
 * always drawn. A frame's pixels are freed as soon as nothing holds them (release-read-pixels.ts).
 */
export class FramePainter {
  private readonly job: PaintJob;
  private readonly assets: RenderAssets;
  private readonly clips: Record<string, ClipDecoder>;
  private readonly canvas: Canvas;
  private readonly ctx: SKRSContext2D;
  private list: DisplayList;
  private readonly layers: Canvas[] = [];
  /** The background gradient kept to be copied into the frames that fill it again. */
  private background: { key: string; canvas: Canvas } | undefined;
  /** The background gradient the last frame asked for: one asked for twice in a row is kept. */
  private lastBackground: string | undefined;
  private previous: { list: DisplayList; pixels: Uint8ClampedArray } | undefined;
  private readonly holds = new PixelHolds();

  private constructor(job: PaintJob, assets: RenderAssets, clips: Record<string, ClipDecoder>, opaqueImages: Set<unknown>) {
    this.job = job;
    this.assets = assets;
    this.clips = clips;
    this.canvas = createCanvas(job.width, job.height);
    this.ctx = this.canvas.getContext("2d");
    const stills = new Set<unknown>(Object.values(assets.images));
    // Measured on a context of its own: the drawing context keeps a fresh one's state between frames.
    const measuring = createCanvas(1, 1).getContext("2d");
    this.list = new DisplayList({
      measure: (text, font) => {
        measuring.font = font;
        return measuring.measureText(text).width;
      },
      isStill: (image) => stills.has(image),
      isOpaque: (image) => opaqueImages.has(image) || Object.values(clips).some((clip) => clip.opaque && clip.frameAt() === image),
    });
  }

  /** Decodes the job's images and opens a decoder for every clip its frames show. */
  static async open(job: PaintJob): Promise<FramePainter> {
    registerSkiaFonts();
    registerLibraryFonts(job.files.fonts ?? []);
    const images = await decodeImages(job.files.images ?? {});
    const opaqueImages = new Set<unknown>();
    for (const image of Object.values(images)) if (await isOpaque(image)) opaqueImages.add(image);
    const base: RenderAssets = { template: job.template, layouts: job.layouts, images };
    const clips = await openClips(job, base);
    return new FramePainter(job, { ...base, videos: clips }, clips, opaqueImages);
  }

  /**
   * The frame's pixels; frames are asked for in order. They stay readable until a frame with
   * other pixels is painted, or for longer while the caller holds them (`hold`, then `release`).
   */
  async paint(frame: number): Promise<Uint8ClampedArray> {
    const { content, width, height, media } = this.job;
    await releaseFrameGarbage();
    for (const moment of clipMomentsAt(content, this.assets, frame, { media })) await this.clips[moment.src]?.prepare(moment.time);
    const list = this.list.next();
    drawFrame(list, content, this.assets, frame, {
      scale: width / CANVAS_SIZES[content.aspectRatio].width,
      media,
      layer: (w, h) => list.layer(w, h),
    });
    if (list.drawsTheSameAs(this.previous?.list)) return this.previous!.pixels;
    this.ctx.clearRect(0, 0, width, height);
    let layersUsed = 0;
    list.replayOnto(this.ctx, {
      layer: (w, h) => this.layer(layersUsed++, w, h),
      background: (key, w, h, paint) => this.backgroundTile(key, w, h, paint),
      width,
      height,
    });
    const pixels = this.ctx.getImageData(0, 0, width, height).data;
    this.holds.hold(pixels);
    if (this.previous) this.holds.release(this.previous.pixels);
    this.previous = { list, pixels };
    return pixels;
  }

  /** Keeps a frame's pixels readable until as many `release` calls (a write to ffmpeg in flight). */
  hold(pixels: Uint8ClampedArray): void {
    this.holds.hold(pixels);
  }

  release(pixels: Uint8ClampedArray): void {
    this.holds.release(pixels);
  }

  /** The `index`th layer of a frame, cleared: kept from frame to frame rather than made each time. */
  private layer(index: number, width: number, height: number) {
    const existing = this.layers[index];
    const canvas = existing?.width === width && existing.height === height ? existing : (this.layers[index] = createCanvas(width, height));
    const ctx = canvas.getContext("2d");
    ctx.clearRect(0, 0, width, height);
    return { ctx, image: canvas };
  }

  /**
   * One canvas (8 MB at 1080p), repainted when another background is asked for twice in a row.
   * A background whose colours move is another one every frame: it is filled in place, once, not
   * painted onto the canvas and then copied.
   */
  private backgroundTile(key: string, width: number, height: number, paint: (ctx: Context2D) => void) {
    const kept = this.background?.canvas.width === width && this.background.canvas.height === height ? this.background : undefined;
    if (kept?.key === key) return kept.canvas;
    const askedBefore = this.lastBackground === key;
    this.lastBackground = key;
    if (!askedBefore) return undefined;
    const canvas = kept?.canvas ?? createCanvas(width, height);
    const ctx = canvas.getContext("2d");
    ctx.clearRect(0, 0, width, height);
    paint(ctx);
    this.background = { key, canvas };
    return canvas;
  }

  /** The frame painted last, as a JPEG. */
  jpeg(): Promise<Buffer> {
    return this.canvas.encode("jpeg", 85);
  }

  close() {
    if (this.previous) this.holds.release(this.previous.pixels);
    this.previous = undefined;
    for (const clip of Object.values(this.clips)) clip.close();
  }
}

async function decodeImages(files: Record<string, string>): Promise<Record<string, Image>> {
  const images: Record<string, Image> = {};
  for (const [source, file] of Object.entries(files)) images[source] = await loadImage(await readFile(file));
  return images;
}

/** Rows of an image read at a time to find a transparent pixel: 4 MB for a 4000-pixel-wide photo. */
const BAND_ROWS = 256;

/**
 * Whether every pixel of `image` is opaque. A frame's draws under an opaque full-frame photo
 * are left out of its replay, so this is checked once per image, a band of rows at a time.
 */
async function isOpaque(image: Image): Promise<boolean> {
  const band = createCanvas(image.width, Math.min(image.height, BAND_ROWS));
  const ctx = band.getContext("2d");
  for (let top = 0; top < image.height; top += band.height) {
    ctx.clearRect(0, 0, band.width, band.height);
    ctx.drawImage(image, 0, -top);
    const alpha = ctx.getImageData(0, 0, band.width, Math.min(band.height, image.height - top)).data;
    const opaque = everyPixelOpaque(alpha);
    freeReadPixels(alpha);
    await releaseFrameGarbage();
    if (!opaque) return false;
  }
  return true;
}

function everyPixelOpaque(pixels: Uint8ClampedArray): boolean {
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 255) return false;
  return true;
}

/** A decoder for every clip the job's frames show, found by asking the renderer (cheap, no drawing). */
async function openClips(job: PaintJob, assets: RenderAssets) {
  const sources = new Set<string>();
  for (let frame = job.start; frame < job.end; frame++)
    for (const moment of clipMomentsAt(job.content, assets, frame, { media: job.media })) sources.add(moment.src);
  const clips: Record<string, ClipDecoder> = {};
  try {
    for (const src of sources) {
      const file = job.files.videos?.[src];
      if (!file) throw new MissingMediaError("video clip", src);
      clips[src] = await ClipDecoder.open(file, job.content.fps);
    }
  } catch (error) {
    for (const clip of Object.values(clips)) clip.close();
    throw error;
  }
  return clips;
}
