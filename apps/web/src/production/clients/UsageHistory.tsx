import { Card, Loader, Stack, Table, Text, Title } from "@mantine/core";
import type { QuotaMetric } from "@framewise/contracts";
import { formatQuota } from "../../workspace/plans/quota-units";
import { useClientUsage } from "../shared/clients-api";

const METRICS: { metric: QuotaMetric; label: string }[] = [
  { metric: "renders", label: "Renders" },
  { metric: "render_seconds", label: "Render time" },
];

/** The client's renders and render time month by month over the last year (from the quota ledger), newest first. */
export function UsageHistory({ clientId }: { clientId: string }) {
  const usage = useClientUsage(clientId);
  const months = [...new Set(usage.data?.map((row) => row.period))].reverse();
  const used = (period: string, metric: QuotaMetric) =>
    usage.data?.find((row) => row.period === period && row.metric === metric)?.used ?? 0;
  return (
    <Card withBorder component="section" aria-label="Usage over time">
      <Stack>
        <Title order={3}>Usage over time</Title>
        {usage.isPending && <Loader size="sm" aria-label="Loading the usage" />}
        {usage.error && <Text c="red">{usage.error.message}</Text>}
        {usage.data && (
          <Table aria-label="Monthly usage" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Month</Table.Th>
                {METRICS.map(({ metric, label }) => (
                  <Table.Th key={metric}>{label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {months.map((period) => (
                <Table.Tr key={period}>
                  <Table.Td>{period}</Table.Td>
                  {METRICS.map(({ metric }) => (
                    <Table.Td key={metric}>{formatQuota(metric, used(period, metric))}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
