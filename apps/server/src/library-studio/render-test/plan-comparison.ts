import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import { browserUrls } from "./locate-media.ts";
import { prepareSource } from "./prepare-source.ts";
import { MAX_FRAMES, type RenderTestSource } from "./render-test-schemas.ts";

const invalid = (field: string, message: string) => new DomainError("invalid", "invalid_request", message, { [field]: message });

/** Frames from `from` to `to` (inclusive) every `step`: at most MAX_FRAMES, all inside the video. */
export function framesOf(range: { from: number; to: number; step: number }, totalFrames: number): number[] {
  if (range.from > range.to) throw invalid("/range/to", "must not come before from");
  if (range.to >= totalFrames) throw invalid("/range/to", `the video has ${totalFrames} frames (0 to ${totalFrames - 1})`);
  const count = Math.floor((range.to - range.from) / range.step) + 1;
  if (count > MAX_FRAMES) throw invalid("/range/step", `that is ${count} frames; at most ${MAX_FRAMES} per comparison`);
  return Array.from({ length: count }, (_, index) => range.from + index * range.step);
}

/**
 * What a comparison needs before drawing: the resolved document (the browser draws this very
 * one), the timeline's lengths, the frames and their size, and where the browser loads each
 * medium.
 */
export async function planComparison(
  db: Db,
  request: { source: RenderTestSource; range: { from: number; to: number; step: number }; width: number },
  apiPrefix: string,
) {
  const prepared = await prepareSource(db, request.source, request.width);
  const { document, line } = prepared;
  return {
    document,
    media_lengths: prepared.media,
    media_urls: browserUrls(prepared.located, apiPrefix),
    missing_media: prepared.located.missing,
    total_frames: line.frames,
    fps: line.fps,
    frames: framesOf(request.range, line.frames),
    ...prepared.size,
    title: prepared.title,
  };
}
