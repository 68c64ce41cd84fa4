import { Box, Group, Paper, Text } from "@mantine/core";
import type { LlmReportBucket, LlmReportPoint } from "@framewise/contracts";
import { useState } from "react";
import { chartGeometry } from "./chart-geometry";
import { formatBucket, formatCount, formatMs } from "./format";

const COLORS = {
  success: "var(--mantine-color-teal-5)",
  failure: "var(--mantine-color-red-6)",
  p95: "var(--mantine-color-indigo-7)",
  p50: "var(--mantine-color-indigo-4)",
  grid: "var(--mantine-color-gray-3)",
};

const describePoint = (point: LlmReportPoint, bucket: LlmReportBucket) =>
  `${formatBucket(point.at, bucket)}: ${point.calls} calls, ${point.failures} failed, latency p50 ${formatMs(point.latency_p50_ms)}, p95 ${formatMs(point.latency_p95_ms)}`;

function Legend() {
  const swatch = (color: string, label: string, line = false) => (
    <Group gap={6} wrap="nowrap">
      <Box w={line ? 16 : 10} h={line ? 2 : 10} bg={color} />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
  return (
    <Group gap="md">
      {swatch(COLORS.success, "Successful calls")}
      {swatch(COLORS.failure, "Failed calls")}
      {swatch(COLORS.p95, "p95 latency", true)}
      {swatch(COLORS.p50, "p50 latency", true)}
    </Group>
  );
}

/**
 * Calls over time: a bar per bucket, successes with failures stacked on top (left axis), and the
 * p50 and p95 latency as lines (right axis). Hovering or focusing a bucket shows its values.
 */
export function CallsChart({ series, bucket }: { series: LlmReportPoint[]; bucket: LlmReportBucket }) {
  const [active, setActive] = useState<number | null>(null);
  const { box, baseline, bars, callsMax, latencyMax, p50Path, p95Path } = chartGeometry(series);
  const right = box.width - box.right;
  const shown = active === null ? undefined : { point: series[active]!, slot: bars[active]!.slot, left: active < series.length / 2 };
  const percentOf = (x: number) => `${(x / box.width) * 100}%`;
  const labelled = [0, Math.floor((series.length - 1) / 2), series.length - 1].filter((index, at, all) => all.indexOf(index) === at);
  return (
    <Box pos="relative">
      <svg viewBox={`0 0 ${box.width} ${box.height}`} width="100%" role="group" aria-label={`Calls and latency by ${bucket} (UTC)`}>
        {[0, 0.5, 1].map((share) => {
          const y = baseline - share * (baseline - box.top);
          return (
            <g key={share} fontSize={10} fill="var(--mantine-color-dimmed)">
              <line x1={box.left} x2={right} y1={y} y2={y} stroke={COLORS.grid} strokeWidth={share === 0 ? 1 : 0.5} />
              <text x={box.left - 6} y={y + 3} textAnchor="end">
                {formatCount(share * callsMax)}
              </text>
              <text x={right + 6} y={y + 3}>
                {formatMs(share * latencyMax)}
              </text>
            </g>
          );
        })}
        {labelled.map((index) => (
          <text
            key={index}
            x={bars[index]!.x + bars[index]!.width / 2}
            y={box.height - 8}
            fontSize={10}
            textAnchor="middle"
            fill="var(--mantine-color-dimmed)"
          >
            {formatBucket(series[index]!.at, bucket)}
          </text>
        ))}
        {bars.map((bar, index) => (
          <g key={series[index]!.at} opacity={active === null || active === index ? 1 : 0.6}>
            <rect x={bar.x} y={bar.success.y} width={bar.width} height={bar.success.height} fill={COLORS.success} />
            <rect x={bar.x} y={bar.failure.y} width={bar.width} height={bar.failure.height} fill={COLORS.failure} />
          </g>
        ))}
        <path d={p50Path} fill="none" stroke={COLORS.p50} strokeWidth={1.5} strokeDasharray="4 3" />
        <path d={p95Path} fill="none" stroke={COLORS.p95} strokeWidth={2} />
        {bars.map((bar, index) => (
          <rect
            key={series[index]!.at}
            x={bar.slot.x}
            y={box.top}
            width={bar.slot.width}
            height={baseline - box.top}
            fill="transparent"
            tabIndex={0}
            aria-label={describePoint(series[index]!, bucket)}
            onMouseEnter={() => setActive(index)}
            onFocus={() => setActive(index)}
            onMouseLeave={() => setActive(null)}
            onBlur={() => setActive(null)}
          />
        ))}
      </svg>
      {shown && (
        <Paper
          role="tooltip"
          withBorder
          shadow="sm"
          p={6}
          pos="absolute"
          top={0}
          // Beside the bucket, on the side with more room.
          style={{
            pointerEvents: "none",
            ...(shown.left ? { left: percentOf(shown.slot.x + shown.slot.width) } : { right: percentOf(box.width - shown.slot.x) }),
          }}
        >
          <Text size="xs" fw={600}>
            {formatBucket(shown.point.at, bucket)}
          </Text>
          <Text size="xs">
            {shown.point.calls} calls · {shown.point.failures} failed
          </Text>
          <Text size="xs">
            p50 {formatMs(shown.point.latency_p50_ms)} · p95 {formatMs(shown.point.latency_p95_ms)}
          </Text>
        </Paper>
      )}
      <Legend />
    </Box>
  );
}
