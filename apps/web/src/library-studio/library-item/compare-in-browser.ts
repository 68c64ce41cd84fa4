import { BROWSER_AGREEMENT, type ChecklistAspect } from "@framewise/contracts";
import { timeline } from "@framewise/scene";
import { fetchPlan, type Source } from "../render-test/render-test-api";
import { runComparison, worstOf } from "../render-test/run-comparison";
import { layoutSample } from "../../video-studio/content/layout-sample";
import type { ComparisonFigures } from "./item-api";
import type { PreviewPair } from "./preview-pairs";

/** As wide as the render test bench's saved cases, whose figures the agreement bounds were set from. */
const COMPARED_WIDTH = 270;

/**
 * Draws the pair's sample scene in one aspect ratio in the browser and has the server draw the
 * same frames (the render test bench's machinery: a pasted document, so a draft is compared as it
 * is), at its first, middle and last frame (entrance, mid-animation, settled). Answers the worst
 * frame's figures, as the checklist's `browser_matches_server` item is judged on them.
 */
export async function compareInBrowser(pair: PreviewPair, aspect: ChecklistAspect): Promise<ComparisonFigures> {
  const content = layoutSample(pair.layout, pair.template.id, aspect);
  const source: Source = { kind: "json", document: { content, template: pair.template, layouts: [pair.layout] } };
  const last = Math.max(0, timeline(content).frames - 1);
  const plan = await fetchPlan({ source, range: { from: 0, to: last, step: Math.max(1, Math.floor(last / 2)) }, width: COMPARED_WIDTH });
  const results: { overPercent: number; meanDifference: number }[] = [];
  await runComparison({
    source,
    plan,
    threshold: BROWSER_AGREEMENT.pixelThreshold,
    canvas: document.createElement("canvas"),
    cancelled: () => false,
    onFrame: ({ overPercent, meanDifference, browser, server, heatmap }) => {
      // Only the figures are kept: the pictures are the bench's to show.
      [browser, server, heatmap].forEach((bitmap) => bitmap.close());
      results.push({ overPercent, meanDifference });
    },
  });
  const worst = worstOf(results);
  return {
    aspect,
    template: pair.template.id,
    over_percent: Math.round(worst.max_over_percent * 100) / 100,
    mean_difference: Math.round(worst.max_mean_difference * 100) / 100,
    threshold: BROWSER_AGREEMENT.pixelThreshold,
    frames: plan.frames,
  };
}
