import { clipMomentsAt, drawFrame, type RenderAssets } from "@framewise/renderer";
import { declareLibraryFonts, loadFontsFor, loadLibraryFonts, offscreenLayers, VideoElementFrameSource } from "@framewise/renderer/browser";
import { CANVAS_SIZES, mediaSources } from "@framewise/scene";
import { libraryFontUrl } from "../../video-studio/content/library-fonts";
import type { ComparisonPlan } from "./render-test-api";

/** The plan's media opened in the browser, from the very files the server draws. */
export interface BrowserMedia {
  assets: RenderAssets;
  /** The clips among the assets, which seek before a frame is drawn. */
  clips: Record<string, VideoElementFrameSource>;
  /** Sources the browser could not open: it draws their placeholder where the server may not. */
  failed: string[];
  close(): void;
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`The picture ${url} could not be loaded.`));
    image.src = url;
  });
}

/** Decodes every picture and opens every clip of the plan's document (clips in <video>, seeked per frame like the preview's). */
export async function openBrowserMedia(plan: ComparisonPlan): Promise<BrowserMedia> {
  const { content, template } = plan.document;
  const layouts = Object.fromEntries(plan.document.layouts.map((layout) => [layout.id, layout]));
  const sources = mediaSources(content, layouts);
  const failed: string[] = [];
  const images: RenderAssets["images"] = {};
  const videos: Record<string, VideoElementFrameSource> = {};
  const urlOf = (src: string) => plan.media_urls[src];
  await Promise.all([
    ...sources.images.map(async (src) => {
      const url = urlOf(src);
      const image = url ? await loadImage(url).catch(() => undefined) : undefined;
      if (image) images[src] = image;
      else if (url) failed.push(src);
    }),
    ...sources.videos.map(async (src) => {
      const url = urlOf(src);
      const clip = url ? await VideoElementFrameSource.open(url, content.fps).catch(() => undefined) : undefined;
      if (clip) videos[src] = clip;
      else failed.push(src);
    }),
  ]);
  return {
    assets: { template, layouts, images, videos },
    clips: videos,
    failed,
    close: () => Object.values(videos).forEach((clip) => clip.close()),
  };
}

const nextAnimationFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Draws `frame` in `canvas` with the shared renderer, as the editor's preview does (fonts for
 * every script in the text and the template's library fonts loaded first, clips sought to the
 * frame's moment), and answers its RGBA pixels.
 */
export async function drawBrowserFrame(canvas: HTMLCanvasElement, plan: ComparisonPlan, media: BrowserMedia, frame: number) {
  const { content, template } = plan.document;
  const options = {
    scale: plan.width / CANVAS_SIZES[content.aspectRatio].width,
    layer: offscreenLayers(),
    media: plan.media_lengths,
  };
  canvas.width = plan.width;
  canvas.height = plan.height;
  const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
  // The library fonts the server registers for this template, loaded (not just declared) so the first frame draws with them too.
  const libraryFonts = template.fontFiles ?? [];
  declareLibraryFonts(libraryFonts, libraryFontUrl);
  await Promise.all([loadFontsFor(JSON.stringify(content.scenes)), loadLibraryFonts(libraryFonts)]);
  const moments = clipMomentsAt(content, media.assets, frame, { media: plan.media_lengths });
  await Promise.all(moments.flatMap((moment) => media.clips[moment.src]?.prepare(moment.time) ?? []));
  const draw = () => {
    ctx.clearRect(0, 0, plan.width, plan.height);
    drawFrame(ctx, content, media.assets, frame, options);
  };
  draw();
  // Chromium can hand drawImage the frame before a seek just after `seeked`: drawn again, as the preview does.
  if (moments.length) {
    await nextAnimationFrame();
    draw();
  }
  return ctx.getImageData(0, 0, plan.width, plan.height).data;
}

/** A server PNG's RGBA pixels, decoded without colour conversion so the bytes compare as drawn. */
export async function pixelsOfPng(png: Blob, width: number, height: number): Promise<Uint8ClampedArray> {
  const bitmap = await createImageBitmap(png, { colorSpaceConversion: "none", premultiplyAlpha: "none" });
  if (bitmap.width !== width || bitmap.height !== height)
    throw new Error(`The server's frame is ${bitmap.width}×${bitmap.height}, not ${width}×${height}.`);
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  return ctx.getImageData(0, 0, width, height).data;
}
