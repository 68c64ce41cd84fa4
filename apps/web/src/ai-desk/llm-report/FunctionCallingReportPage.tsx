import { ActionIcon, Alert, Card, Center, Group, Loader, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { CallDrawer } from "./CallDrawer";
import { CallsChart } from "./CallsChart";
import { EmptyReport } from "./EmptyReport";
import { FailingCalls } from "./FailingCalls";
import { KpiCards } from "./KpiCards";
import { RangePicker } from "./RangePicker";
import { useReportFilterOptions, useReportSummary } from "./report-api";
import { isFiltered, readParams, reportQuery, resolveRange, writeParams, type ReportParams } from "./report-params";
import { ReportFilters } from "./ReportFilters";
import { ToolModelTable } from "./ToolModelTable";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * The function-calling report (staff): the language model's recorded calls over a range, by the
 * filters in the address (so a view can be shared), with the failing calls to drill into.
 */
export default function FunctionCallingReportPage() {
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  // "The last 7 days" ends when the range was chosen (or refreshed), so the answers stay put.
  const [now, setNow] = useState(() => Date.now());
  const range = resolveRange(params, now);
  const query = reportQuery(range, params);
  const summary = useReportSummary(query);
  const options = useReportFilterOptions(range);

  const change = (changes: Partial<ReportParams>) => {
    if (changes.range) setNow(Date.now());
    setSearch(writeParams({ ...params, ...changes }));
  };
  const openCall = (call: string) => change({ call });
  const totals = summary.data?.totals;

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Function-calling report
        </Title>
        <Text c="dimmed" size="sm">
          The language model's tool calls: how many, how many were valid, repaired or handed to the fallback, how fast and at what cost.
          Times in UTC.
        </Text>
      </div>
      <Group justify="space-between" align="flex-end">
        <Group gap="md" align="flex-end">
          <RangePicker params={params} now={now} onChange={change} />
          <ReportFilters params={params} options={options.data} onChange={change} />
        </Group>
        <Tooltip label="Refresh">
          <ActionIcon variant="default" size="lg" aria-label="Refresh" onClick={() => setNow(Date.now())}>
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {summary.error && <Alert color="red">{summary.error.message}</Alert>}
      {!summary.data || !totals ? (
        !summary.error && (
          <Center py="xl">
            <Loader aria-label="Loading the report" />
          </Center>
        )
      ) : totals.calls === 0 ? (
        <EmptyReport filtered={isFiltered(params)} onClear={() => change({ tool: "", model: "", provider: "", source: "" })} />
      ) : (
        <>
          <KpiCards totals={totals} />
          <Section title="Calls over time">
            <CallsChart series={summary.data.series} bucket={summary.data.bucket} />
          </Section>
          <Section title="By tool and model">
            <ToolModelTable rows={summary.data.by_tool_model} />
          </Section>
          <Section title="Failing calls">
            <FailingCalls query={query} onOpen={openCall} />
          </Section>
        </>
      )}
      <CallDrawer id={params.call} onOpen={openCall} onClose={() => change({ call: "" })} />
    </Stack>
  );
}
