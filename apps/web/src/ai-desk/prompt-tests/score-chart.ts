/** A point of a score chart, in the SVG's own units. */
export interface ChartPoint {
  x: number;
  y: number;
}

/**
 * Scores (0–1) spread evenly left to right across `width`, 1 at the top and 0 at the bottom of
 * `height`, inside `padding`. One score sits in the middle; null scores (runs without a finished
 * result) keep their place but get no point.
 */
export function scorePoints(scores: readonly (number | null)[], width: number, height: number, padding = 0): (ChartPoint | null)[] {
  const innerWidth = width - 2 * padding;
  const innerHeight = height - 2 * padding;
  const step = scores.length > 1 ? innerWidth / (scores.length - 1) : 0;
  return scores.map((score, index) => {
    if (score === null) return null;
    const x = scores.length > 1 ? padding + index * step : width / 2;
    const y = padding + (1 - Math.min(1, Math.max(0, score))) * innerHeight;
    return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
  });
}

/** An SVG polyline's `points` through the points there are. */
export const polyline = (points: readonly (ChartPoint | null)[]) =>
  points.flatMap((point) => (point ? [`${point.x},${point.y}`] : [])).join(" ");

/** A score as people read it: "83%", or "–" without one. */
export const percent = (score: number | null) => (score === null ? "–" : `${Math.round(score * 100)}%`);
