// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { LlmReportPoint } from "@framewise/contracts";
import { afterEach, expect, test } from "vitest";
import { renderScreen } from "../../testing/render";
import { CallsChart } from "./CallsChart";

afterEach(cleanup);

const point = (hour: number, calls: number, successes: number, p50: number | null, p95: number | null): LlmReportPoint => ({
  at: `2026-03-10T0${hour}:00:00Z`,
  calls,
  successes,
  failures: calls - successes,
  latency_p50_ms: p50,
  latency_p95_ms: p95,
});
const series = [point(0, 0, 0, null, null), point(1, 3, 2, 200, 290), point(2, 3, 0, 500, 590), point(3, 2, 1, 750, 1800)];

test("draws a stacked bar per bucket and the latency lines, on axes that end on round numbers", () => {
  const { container } = renderScreen(<CallsChart series={series} bucket="hour" />);
  const chart = screen.getByRole("group", { name: "Calls and latency by hour (UTC)" });
  // Two rectangles a bucket (successes, failures), and one hover target each.
  expect(chart.querySelectorAll("g > rect")).toHaveLength(8);
  expect(chart.querySelectorAll("rect[tabindex]")).toHaveLength(4);
  const paths = [...container.querySelectorAll("path")].map((path) => path.getAttribute("d"));
  // The empty first hour breaks neither line: they start at the second.
  expect(paths.every((d) => d!.startsWith("M") && d!.split("M").length === 2)).toBe(true);
  const axis = [...chart.querySelectorAll("text")].map((text) => text.textContent);
  expect(axis).toEqual(
    expect.arrayContaining(["0", "2.5", "5", "0 ms", "1.00 s", "2.00 s", "10 Mar, 00:00", "10 Mar, 01:00", "10 Mar, 03:00"]),
  );
});

test("shows a bucket's values while it is hovered or focused", async () => {
  renderScreen(<CallsChart series={series} bucket="hour" />);
  const third = screen.getByRole("group").querySelectorAll("rect[tabindex]")[2]!;
  expect(third.getAttribute("aria-label")).toBe("10 Mar, 02:00: 3 calls, 3 failed, latency p50 500 ms, p95 590 ms");
  await userEvent.hover(third);
  const tooltip = screen.getByRole("tooltip");
  expect(tooltip.textContent).toBe("10 Mar, 02:003 calls · 3 failed" + "p50 500 ms · p95 590 ms");
  await userEvent.unhover(third);
  expect(screen.queryByRole("tooltip")).toBeNull();
  await userEvent.tab();
  expect(screen.getByRole("tooltip").textContent).toContain("0 calls · 0 failed");
});
