import { CANVAS_SIZES, type AspectRatio } from "@framewise/scene";
import { DomainError } from "../../kernel/errors.ts";
import { MAX_SIDE } from "./render-test-schemas.ts";

/**
 * The pixel size of a compared frame `width` pixels wide: the height rounded as the browser's
 * canvas rounds it, so both sides draw exactly the same grid. Neither side may pass `MAX_SIDE`.
 */
export function frameSize(aspectRatio: AspectRatio, width: number): { width: number; height: number } {
  const canvas = CANVAS_SIZES[aspectRatio];
  const height = Math.max(1, Math.round((canvas.height * width) / canvas.width));
  if (height > MAX_SIDE)
    throw new DomainError("invalid", "invalid_request", `At ${aspectRatio} that is ${height} pixels tall; at most ${MAX_SIDE}.`, {
      "/width": `at most ${Math.floor((MAX_SIDE * canvas.width) / canvas.height)} for ${aspectRatio}`,
    });
  return { width, height };
}
