import type { FrameResult } from "./run-comparison";

const HEIGHT = 80;
const BAR = 10;

/**
 * A bar per frame: its share of pixels over the threshold (tallest bar = the worst frame), the
 * worst in red. An allowance, when a case is being checked, is drawn as a dashed line.
 */
export function DifferenceChart({ results, worst, allowance }: { results: FrameResult[]; worst?: number; allowance?: number }) {
  const top = Math.max(0.01, allowance ?? 0, ...results.map((result) => result.overPercent));
  const width = results.length * (BAR + 2);
  const y = (percent: number) => HEIGHT - (percent / top) * HEIGHT;
  return (
    <svg width={width} height={HEIGHT} role="img" aria-label="Pixels over the threshold per frame" style={{ overflow: "visible" }}>
      {results.map((result, index) => (
        <rect
          key={result.frame}
          x={index * (BAR + 2)}
          y={y(result.overPercent)}
          width={BAR}
          height={Math.max(1, HEIGHT - y(result.overPercent))}
          fill={result.frame === worst ? "var(--mantine-color-red-6)" : "var(--mantine-color-blue-5)"}
        >
          <title>{`Frame ${result.frame}: ${result.overPercent.toFixed(2)}% over, mean ${result.meanDifference.toFixed(2)}`}</title>
        </rect>
      ))}
      {allowance !== undefined && (
        <line x1={0} x2={width} y1={y(allowance)} y2={y(allowance)} stroke="var(--mantine-color-orange-6)" strokeDasharray="4 3" />
      )}
    </svg>
  );
}
