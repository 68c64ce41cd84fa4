import { percent, polyline, scorePoints } from "./score-chart";

const WIDTH = 96;
const HEIGHT = 24;

/** A suite's recent scores (0–1, oldest first) as a tiny line, for the suites list. */
export function Sparkline({ scores }: { scores: number[] }) {
  if (!scores.length) return null;
  const points = scorePoints(scores, WIDTH, HEIGHT, 2);
  const last = points.at(-1);
  return (
    <svg
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Recent scores: ${scores.map(percent).join(", ")}`}
      data-testid="sparkline"
    >
      <polyline points={polyline(points)} fill="none" stroke="var(--mantine-color-blue-6)" strokeWidth={1.5} />
      {last && <circle cx={last.x} cy={last.y} r={2.5} fill="var(--mantine-color-blue-6)" />}
    </svg>
  );
}
