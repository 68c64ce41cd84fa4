import type { GenerationParams } from "../generation-params.ts";

/** The four ways to edit an image: an instruction, a masked repaint, a crop, a larger canvas. */
export const EDIT_MODES = ["instruction", "inpaint", "crop", "extend"] as const;
export type EditMode = (typeof EDIT_MODES)[number];

/** A rectangle of the image, in its pixels. */
export interface CropRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Pixels added on each side of the canvas. */
export interface ExtendMargins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** What an edit keeps in its generation's `params` (beside `instruction`, which the recipe shows). */
export interface EditParams extends GenerationParams {
  mode: EditMode;
  instruction?: string;
  /** Where the uploaded mask is stored (inside the parent image's folder, so it goes with it). */
  maskKey?: string;
  crop?: CropRect;
  extend?: ExtendMargins;
}

export const isEditParams = (params: Record<string, unknown>): params is EditParams =>
  typeof params.mode === "string" && (EDIT_MODES as readonly string[]).includes(params.mode);
