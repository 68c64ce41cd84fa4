import { CANVAS_SIZES, mediaSources, timeline, type Content, type Layout, type MediaLengths } from "@framewise/scene";
import { probeMediaLengths } from "@framewise/media";
import { MissingMediaError, planAudio, type AudioPlan } from "./audio-mix.ts";
import { clipSounds } from "./clip-sounds.ts";
import type { MediaFiles } from "./frame-painter.ts";

/** What a render draws and plays, worked out once before any frame: the same in every process. */
export interface RenderPlan {
  width: number;
  height: number;
  media: MediaLengths;
  frames: number;
  duration: number;
  /** The frame the poster JPEG shows (the one at 1 s, or the middle of a shorter video). */
  posterFrame: number;
  audio: AudioPlan;
}

/** Even numbers: yuv420p halves the chroma planes. */
const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/** A render's frame size at `scale` of the document's canvas, in even pixels. */
export function renderSize(content: Pick<Content, "aspectRatio">, scale: number): { width: number; height: number } {
  const size = CANVAS_SIZES[content.aspectRatio];
  return { width: even(size.width * scale), height: even(size.height * scale) };
}

/** Every medium the document names must have its file before anything is drawn. */
function requireFiles(content: Content, layouts: Record<string, Layout>, files: MediaFiles) {
  const sources = mediaSources(content, layouts);
  for (const src of sources.images) if (!files.images?.[src]) throw new MissingMediaError("image", src);
  for (const src of sources.videos) if (!files.videos?.[src]) throw new MissingMediaError("video clip", src);
}

/**
 * The render's size, timeline and sound. Checked before drawing anything, so a missing file fails
 * fast and names itself; voiceover and clip lengths are probed from `files` when not given.
 */
export async function planRender(options: {
  content: Content;
  layouts: Record<string, Layout>;
  files: MediaFiles;
  media?: MediaLengths;
  scale: number;
}): Promise<RenderPlan> {
  const { content, layouts, files, scale } = options;
  requireFiles(content, layouts, files);
  const media = options.media ?? (await probeMediaLengths(content, layouts, files));
  const line = timeline(content, media);
  const audio = planAudio(content, line, files.audio ?? {}, media, await clipSounds(content, layouts, line, files.videos ?? {}));
  const { frames, duration } = line;
  return {
    ...renderSize(content, scale),
    media,
    frames,
    duration,
    posterFrame: Math.min(frames - 1, Math.round(Math.min(1, duration / 2) * content.fps)),
    audio,
  };
}
