import type { LlmReportPoint } from "@framewise/contracts";

/** The chart's drawing box (SVG units; the SVG scales to its container's width) and its margins for the axes. */
export const CHART_BOX = { width: 760, height: 220, top: 12, right: 56, bottom: 26, left: 40 };
type Box = typeof CHART_BOX;

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value` (1 at least), so the axes end on round numbers. */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5].map((step) => step * power).find((ceiling) => ceiling >= value) ?? 10 * power;
}

export interface BarGeometry {
  /** The whole width of the bucket, where hovering shows its values. */
  slot: { x: number; width: number };
  x: number;
  width: number;
  success: { y: number; height: number };
  /** Stacked on top of the successes. */
  failure: { y: number; height: number };
}

/** An SVG path through the points that have a value; a bucket without calls breaks the line. */
function linePath(values: (number | null)[], xOf: (index: number) => number, yOf: (value: number) => number): string {
  let path = "";
  let drawing = false;
  values.forEach((value, index) => {
    if (value === null) drawing = false;
    else {
      path += `${drawing ? "L" : "M"}${xOf(index).toFixed(1)} ${yOf(value).toFixed(1)} `;
      drawing = true;
    }
  });
  return path.trim();
}

/** Where everything of the chart goes: a stacked bar per bucket (calls, on the left axis) and the latency lines (on the right one). */
export function chartGeometry(series: LlmReportPoint[], box: Box = CHART_BOX) {
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const baseline = box.top + plotHeight;
  const slotWidth = plotWidth / Math.max(series.length, 1);
  const barWidth = Math.max(1, slotWidth * 0.7);
  const callsMax = niceCeiling(Math.max(0, ...series.map((point) => point.calls)));
  const latencyMax = niceCeiling(Math.max(0, ...series.map((point) => point.latency_p95_ms ?? 0)));
  const callsY = (calls: number) => baseline - (plotHeight * calls) / callsMax;
  const latencyY = (ms: number) => baseline - (plotHeight * ms) / latencyMax;
  const centre = (index: number) => box.left + slotWidth * (index + 0.5);
  const bars: BarGeometry[] = series.map((point, index) => ({
    slot: { x: box.left + slotWidth * index, width: slotWidth },
    x: centre(index) - barWidth / 2,
    width: barWidth,
    success: { y: callsY(point.successes), height: baseline - callsY(point.successes) },
    failure: { y: callsY(point.calls), height: callsY(point.successes) - callsY(point.calls) },
  }));
  return {
    box,
    baseline,
    bars,
    callsMax,
    latencyMax,
    p50Path: linePath(
      series.map((point) => point.latency_p50_ms),
      centre,
      latencyY,
    ),
    p95Path: linePath(
      series.map((point) => point.latency_p95_ms),
      centre,
      latencyY,
    ),
  };
}
