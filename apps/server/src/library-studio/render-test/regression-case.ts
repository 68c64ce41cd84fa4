import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";
import { MAX_FRAMES, MAX_SIDE, sourceSchema } from "./render-test-schemas.ts";

export const caseNameSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "lower-case letters, digits and dashes, at most 80")
  .describe("The case's file name without `.json`.");

/** The worst of a comparison's frames: the share of pixels over the threshold (percent) and the mean difference (0-255). */
export const figuresSchema = z.strictObject({
  max_over_percent: z.number().min(0).max(100),
  max_mean_difference: z.number().min(0).max(255),
});
export type Figures = z.infer<typeof figuresSchema>;

/**
 * A regression case as stored in `RENDER_REGRESSION_DIR/<name>.json`: what to draw, and how far
 * the browser's frames may differ from the server's. A saved video is stored as its resolved
 * document (`json`), so the case does not depend on a database; library cases name the starter
 * items, so they follow the library.
 */
export const regressionCaseSchema = z
  .strictObject({
    name: caseNameSchema,
    source: sourceSchema,
    width: z.number().int().min(16).max(MAX_SIDE),
    frames: z.array(z.number().int().min(0)).min(1).max(MAX_FRAMES),
    threshold: z.number().int().min(0).max(255),
    measured: figuresSchema.describe("What the comparison measured when the case was saved."),
    allowance: figuresSchema.describe("What the suite accepts: the measured figures with a margin."),
    saved_at: timestamp,
  })
  .meta({ id: "RenderRegressionCase" });
export type RegressionCase = z.infer<typeof regressionCaseSchema>;

/** Rounded up to hundredths, so a stored allowance is never below what it was made from. */
const upToHundredths = (value: number) => Math.ceil(value * 100 - 1e-9) / 100;

/**
 * The allowance from what was measured: half as much again, plus a floor (0.1 % of pixels, a
 * quarter of a level on average) so a frame measured at zero may still vary by a pixel's
 * antialiasing between Chromium versions.
 */
export const allowanceFor = (measured: Figures): Figures => ({
  max_over_percent: Math.min(100, upToHundredths(measured.max_over_percent * 1.5 + 0.1)),
  max_mean_difference: Math.min(255, upToHundredths(measured.max_mean_difference * 1.5 + 0.25)),
});
