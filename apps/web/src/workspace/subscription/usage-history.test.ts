import { expect, test } from "vitest";
import { monthlySeries } from "./usage-history";

test("twelve months up to now, oldest first, with zero for months without use and the year where it changes", () => {
  const history = [
    { period: "2026-01", metric: "renders" as const, used: 4 },
    { period: "2026-11", metric: "renders" as const, used: 9 },
    { period: "2026-11", metric: "image_generations" as const, used: 30 },
  ];
  const series = monthlySeries(history, "renders", new Date("2026-11-24T12:00:00Z"));
  expect(series).toHaveLength(12);
  expect(series[0]).toEqual({ period: "2025-12", label: "Dec 2025", used: 0 });
  expect(series[1]).toEqual({ period: "2026-01", label: "Jan 2026", used: 4 });
  expect(series[2]!.label).toBe("Feb");
  expect(series[11]).toEqual({ period: "2026-11", label: "Nov", used: 9 });
});
