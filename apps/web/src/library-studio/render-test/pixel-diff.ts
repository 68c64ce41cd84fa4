/**
 * Browser frame against server frame, pixel by pixel: pure (no DOM), so the page, its tests and
 * any script measure alike. A pixel's difference is its largest channel difference (0-255, alpha
 * included); the frame's figures are the share of pixels over a threshold and the mean.
 */
export interface FrameDifference {
  /** Percent of pixels whose difference is over the threshold (0-100). */
  overPercent: number;
  /** Mean of the pixels' differences (0-255). */
  meanDifference: number;
  /** The largest pixel difference (0-255). */
  maxDifference: number;
  /** RGBA, same size as the frames: where they differ and by how much (see `heatColor`). */
  heatmap: Uint8ClampedArray;
}

/** Where the frames agree: a dark, neutral ground for the colours that mark differences. */
const AGREE = [24, 24, 32] as const;

/**
 * The heatmap's colour for a difference: dark where equal, blue rising to cyan up to the
 * threshold (differences that count as noise), then red rising to yellow above it.
 */
export function heatColor(difference: number, threshold: number): readonly [number, number, number] {
  if (difference === 0) return AGREE;
  if (difference <= threshold) {
    const t = threshold ? difference / threshold : 1;
    return [0, Math.round(160 * t), Math.round(120 + 135 * t)];
  }
  const t = (difference - threshold) / Math.max(1, 255 - threshold);
  return [255, Math.round(40 + 215 * Math.min(1, t * 2)), 0];
}

export function diffPixels(browser: ArrayLike<number>, server: ArrayLike<number>, threshold: number): FrameDifference {
  if (browser.length !== server.length || browser.length % 4 !== 0)
    throw new Error(`The frames differ in size (${browser.length} and ${server.length} bytes).`);
  const pixels = browser.length / 4;
  const heatmap = new Uint8ClampedArray(browser.length);
  let over = 0;
  let total = 0;
  let max = 0;
  for (let i = 0; i < browser.length; i += 4) {
    let difference = 0;
    for (let c = 0; c < 4; c++) difference = Math.max(difference, Math.abs(browser[i + c]! - server[i + c]!));
    if (difference > threshold) over++;
    total += difference;
    if (difference > max) max = difference;
    const [r, g, b] = heatColor(difference, threshold);
    heatmap[i] = r;
    heatmap[i + 1] = g;
    heatmap[i + 2] = b;
    heatmap[i + 3] = 255;
  }
  return {
    overPercent: pixels ? (over / pixels) * 100 : 0,
    meanDifference: pixels ? total / pixels : 0,
    maxDifference: max,
    heatmap,
  };
}
