import { Text } from "@mantine/core";
import type { PromptTestTrendPoint } from "@framewise/contracts";
import { percent, polyline, scorePoints } from "./score-chart";

const WIDTH = 480;
const HEIGHT = 120;
const PADDING = 12;

/** The suite's score across its runs (oldest first), the run shown marked; each point names its run and score. */
export function TrendChart({ trend, current }: { trend: PromptTestTrendPoint[]; current: string }) {
  if (trend.length < 2)
    return (
      <Text size="sm" c="dimmed">
        The trend appears after the suite's second run.
      </Text>
    );
  const points = scorePoints(
    trend.map((point) => point.score),
    WIDTH,
    HEIGHT,
    PADDING,
  );
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      style={{ maxWidth: WIDTH }}
      role="img"
      aria-label={`Suite score by run: ${trend.map((point) => percent(point.score)).join(", ")}`}
      data-testid="trend-chart"
    >
      {[0, 0.5, 1].map((level) => {
        const y = PADDING + (1 - level) * (HEIGHT - 2 * PADDING);
        return (
          <g key={level}>
            <line x1={PADDING} x2={WIDTH - PADDING} y1={y} y2={y} stroke="var(--mantine-color-gray-3)" strokeDasharray="3 3" />
            <text x={0} y={y + 4} fontSize={9} fill="var(--mantine-color-dimmed)">
              {percent(level)}
            </text>
          </g>
        );
      })}
      <polyline points={polyline(points)} fill="none" stroke="var(--mantine-color-blue-6)" strokeWidth={2} />
      {points.map((point, index) => {
        const run = trend[index]!;
        if (!point) return null;
        return (
          <circle
            key={run.run_id}
            cx={point.x}
            cy={point.y}
            r={run.run_id === current ? 5 : 3}
            fill={run.run_id === current ? "var(--mantine-color-orange-6)" : "var(--mantine-color-blue-6)"}
          >
            <title>{`${new Date(run.created_at).toLocaleString()}: ${percent(run.score)}`}</title>
          </circle>
        );
      })}
    </svg>
  );
}
