import { Card, SimpleGrid, Text } from "@mantine/core";
import type { LlmReportFigures } from "@framewise/contracts";
import { formatCount, formatMs, formatPercent, formatUsd } from "./format";

function Kpi({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Card withBorder padding="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </Card>
  );
}

/** The range's figures at a glance. */
export function KpiCards({ totals }: { totals: LlmReportFigures }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      <Kpi
        label="Calls"
        value={formatCount(totals.calls)}
        detail={`${formatCount(totals.runs)} runs, ${formatCount(totals.failures)} failed calls`}
      />
      <Kpi
        label="Success rate"
        value={formatPercent(totals.success_rate)}
        detail={`${totals.successes} of ${totals.calls} calls gave a valid tool call`}
      />
      <Kpi
        label="Repair rate"
        value={formatPercent(totals.repair_rate)}
        detail={`${totals.repaired_runs} of ${totals.runs} runs succeeded after a repair round`}
      />
      <Kpi
        label="Fallbacks"
        value={formatCount(totals.fallbacks)}
        detail={`${formatPercent(totals.fallback_rate)} of runs fell back to the text planner`}
      />
      <Kpi label="Latency" value={`${formatMs(totals.latency_p50_ms)} p50`} detail={`${formatMs(totals.latency_p95_ms)} p95`} />
      <Kpi
        label="Cost"
        value={totals.cost_usd === null ? (totals.calls > 0 ? "unknown" : "–") : formatUsd(totals.cost_usd)}
        detail={`${formatCount(totals.input_tokens)} tokens in, ${formatCount(totals.output_tokens)} out${
          totals.cost_unknown_calls > 0 ? `; ${formatCount(totals.cost_unknown_calls)} calls without a price` : ""
        }`}
      />
    </SimpleGrid>
  );
}
