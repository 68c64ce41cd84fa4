import type { LlmReportPoint } from "@framewise/contracts";
import { describe, expect, it } from "vitest";
import { chartGeometry, niceCeiling } from "./chart-geometry";

const point = (calls: number, successes: number, p95: number | null): LlmReportPoint => ({
  at: "2026-03-10T00:00:00Z",
  calls,
  successes,
  failures: calls - successes,
  latency_p50_ms: p95 && p95 / 2,
  latency_p95_ms: p95,
});
const box = { width: 140, height: 120, top: 10, right: 20, bottom: 10, left: 20 };

describe("the chart's geometry", () => {
  it("ends each axis on a round number", () => {
    expect([0, 1, 3, 7, 10, 12, 4300].map(niceCeiling)).toEqual([1, 1, 5, 10, 10, 20, 5000]);
  });

  it("stacks each bucket's failures on its successes, to scale with the busiest bucket", () => {
    const { bars, callsMax, baseline } = chartGeometry([point(4, 3, 100), point(2, 0, 200), point(0, 0, null)], box);
    expect(callsMax).toBe(5);
    expect(baseline).toBe(110);
    // 100 units of height for 5 calls: 20 a call.
    expect(bars[0]).toMatchObject({ success: { y: 50, height: 60 }, failure: { y: 30, height: 20 } });
    expect(bars[1]).toMatchObject({ success: { height: 0 }, failure: { y: 70, height: 40 } });
    expect(bars[2]).toMatchObject({ success: { height: 0 }, failure: { height: 0 } });
    expect(bars.map((bar) => bar.slot)).toEqual([
      { x: 20, width: 100 / 3 },
      { x: 20 + 100 / 3, width: 100 / 3 },
      { x: 20 + 200 / 3, width: 100 / 3 },
    ]);
  });

  it("draws the latency through the buckets that have calls, breaking the line at those without", () => {
    const { p95Path, latencyMax } = chartGeometry([point(1, 1, 100), point(0, 0, null), point(1, 1, 200), point(1, 1, 150)], box);
    expect(latencyMax).toBe(200);
    expect(p95Path).toBe("M32.5 60.0 M82.5 10.0 L107.5 35.0");
  });
});
