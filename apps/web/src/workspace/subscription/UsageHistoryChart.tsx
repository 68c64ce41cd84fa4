import { SegmentedControl, Stack, Text } from "@mantine/core";
import { QUOTA_METRICS, type QuotaMetric, type SubscriptionSummary } from "@framewise/contracts";
import { useState } from "react";
import { formatQuota, QUOTA_UNITS } from "../plans/quota-units";
import { monthlySeries } from "./usage-history";

const BOX = { width: 720, height: 200, top: 18, bottom: 24, side: 8 };

/**
 * Usage by month for one quota at a time: twelve bars, each named for assistive technology with
 * its month and amount, the amount also written above the bar.
 */
export function UsageHistoryChart({ history, now = new Date() }: { history: SubscriptionSummary["history"]; now?: Date }) {
  const [metric, setMetric] = useState<QuotaMetric>("renders");
  const series = monthlySeries(history, metric, now);
  const max = Math.max(...series.map((month) => month.used), 1);
  const slot = (BOX.width - 2 * BOX.side) / series.length;
  const plot = BOX.height - BOX.top - BOX.bottom;
  const label = QUOTA_UNITS[metric].label;
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Quota shown"
        value={metric}
        onChange={setMetric}
        data={QUOTA_METRICS.map((value) => ({ value, label: QUOTA_UNITS[value].label }))}
      />
      {series.every((month) => month.used === 0) && (
        <Text size="sm" c="dimmed">
          No {label.toLowerCase()} used in the last twelve months.
        </Text>
      )}
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} width="100%" role="group" aria-label={`${label} by month`}>
        <line
          x1={BOX.side}
          x2={BOX.width - BOX.side}
          y1={BOX.height - BOX.bottom}
          y2={BOX.height - BOX.bottom}
          stroke="var(--mantine-color-gray-4)"
        />
        {series.map((month, index) => {
          const height = (month.used / max) * plot;
          const x = BOX.side + index * slot;
          const y = BOX.height - BOX.bottom - height;
          const amount = formatQuota(metric, month.used);
          return (
            <g key={month.period} role="img" aria-label={`${month.label}: ${amount}`}>
              <rect x={x + slot * 0.2} y={y} width={slot * 0.6} height={height} rx={3} fill="var(--mantine-color-blue-5)" />
              {month.used > 0 && (
                <text x={x + slot / 2} y={y - 4} fontSize={10} textAnchor="middle" fill="var(--mantine-color-dimmed)">
                  {amount.split(" ")[0]}
                </text>
              )}
              <text x={x + slot / 2} y={BOX.height - 8} fontSize={10} textAnchor="middle" fill="var(--mantine-color-dimmed)">
                {month.label}
              </text>
            </g>
          );
        })}
      </svg>
    </Stack>
  );
}
