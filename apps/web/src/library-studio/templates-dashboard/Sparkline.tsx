import { niceCeiling } from "../../ai-desk/llm-report/chart-geometry";
import type { DashboardWeek } from "./dashboard-api";

const WIDTH = 120;
const HEIGHT = 28;
const COLORS = {
  renders: "var(--mantine-color-teal-3)",
  failures: "var(--mantine-color-red-6)",
  videos: "var(--mantine-color-indigo-7)",
};

const describe = (trend: DashboardWeek[]) =>
  `Weekly trend: videos ${trend.map((week) => week.videos).join(", ")}; renders ${trend.map((week) => week.renders).join(", ")}; failed ${trend
    .map((week) => week.failures)
    .join(", ")}`;

/**
 * An item's weeks at a glance: a bar per week for its renders (the failed part red at the
 * bottom) and a line for the videos made with it, both on one scale.
 */
export function Sparkline({ trend }: { trend: DashboardWeek[] }) {
  const top = niceCeiling(Math.max(0, ...trend.flatMap((week) => [week.videos, week.renders])));
  const slot = WIDTH / Math.max(trend.length, 1);
  const y = (value: number) => HEIGHT - 1 - ((HEIGHT - 2) * value) / top;
  const line = trend
    .map((week, index) => `${index ? "L" : "M"}${(slot * (index + 0.5)).toFixed(1)} ${y(week.videos).toFixed(1)}`)
    .join(" ");
  return (
    <svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={describe(trend)}>
      {trend.map((week, index) => (
        <g key={week.week}>
          {/* The failures are drawn over the bottom of the renders' bar. */}
          {(["renders", "failures"] as const).map((part) => (
            <rect
              key={part}
              x={slot * (index + 0.15)}
              y={y(week[part])}
              width={slot * 0.7}
              height={HEIGHT - 1 - y(week[part])}
              fill={COLORS[part]}
            />
          ))}
        </g>
      ))}
      <path d={line} fill="none" stroke={COLORS.videos} strokeWidth={1.5} />
    </svg>
  );
}
