import { drawBrowserFrame, openBrowserMedia, pixelsOfPng } from "./browser-frame";
import { diffPixels } from "./pixel-diff";
import { fetchServerFrame, type ComparisonPlan, type Source } from "./render-test-api";

/** Frames are kept for the screen at most this wide: 60 full-size frames × 3 would hold gigabytes. */
const SHOWN_WIDTH = 480;

export interface FrameResult {
  frame: number;
  overPercent: number;
  meanDifference: number;
  maxDifference: number;
  browser: ImageBitmap;
  server: ImageBitmap;
  heatmap: ImageBitmap;
}

const shown = (pixels: Uint8ClampedArray, plan: ComparisonPlan) =>
  createImageBitmap(new ImageData(new Uint8ClampedArray(pixels), plan.width, plan.height), {
    resizeWidth: Math.min(plan.width, SHOWN_WIDTH),
    resizeQuality: "high",
  });

/**
 * Draws each planned frame in the browser and asks the server for the same one (the request
 * goes out first, so both draw at once), then diffs them. Stops before the next frame once
 * `cancelled()` says so.
 */
export async function runComparison(options: {
  source: Source;
  plan: ComparisonPlan;
  threshold: number;
  canvas: HTMLCanvasElement;
  cancelled: () => boolean;
  onFrame: (result: FrameResult) => void;
}): Promise<{ failedMedia: string[] }> {
  const { plan, source } = options;
  const media = await openBrowserMedia(plan);
  try {
    for (const frame of plan.frames) {
      if (options.cancelled()) break;
      const serverPng = fetchServerFrame({ source, frame, width: plan.width });
      const browser = await drawBrowserFrame(options.canvas, plan, media, frame);
      const server = await pixelsOfPng(await serverPng, plan.width, plan.height);
      const difference = diffPixels(browser, server, options.threshold);
      options.onFrame({
        frame,
        overPercent: difference.overPercent,
        meanDifference: difference.meanDifference,
        maxDifference: difference.maxDifference,
        browser: await shown(browser, plan),
        server: await shown(server, plan),
        heatmap: await shown(difference.heatmap, plan),
      });
    }
  } finally {
    media.close();
  }
  return { failedMedia: media.failed };
}

/** The worst frame's figures, as a regression case records them. */
export function worstOf(results: Pick<FrameResult, "overPercent" | "meanDifference">[]) {
  return {
    max_over_percent: Math.max(0, ...results.map((result) => result.overPercent)),
    max_mean_difference: Math.max(0, ...results.map((result) => result.meanDifference)),
  };
}

/** The frame that differs most: by the share over the threshold, then by the mean. */
export function worstFrame(results: FrameResult[]): number | undefined {
  let worst: FrameResult | undefined;
  for (const result of results)
    if (
      !worst ||
      result.overPercent > worst.overPercent ||
      (result.overPercent === worst.overPercent && result.meanDifference > worst.meanDifference)
    )
      worst = result;
  return worst?.frame;
}
