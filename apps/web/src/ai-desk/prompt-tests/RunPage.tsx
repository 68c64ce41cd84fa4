import { Alert, Anchor, Badge, Button, Center, Group, Loader, Progress, Stack, Switch, Table, Text, Title } from "@mantine/core";
import type { PromptTestRunDetail } from "@framewise/contracts";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { comparisonRows, targetLabel } from "./comparison-rows";
import { isActiveRun, usePromptTestEvents, useCancelRun, useRun, useTrend } from "./prompt-tests-api";
import { ResultCell } from "./ResultCell";
import { RunStatusBadge } from "./RunStatusBadge";
import { percent } from "./score-chart";
import { TrendChart } from "./TrendChart";

const money = (usd: number | null) => (usd === null ? "–" : `$${usd.toFixed(4)}`);
const seconds = (ms: number | null) => (ms === null ? "–" : `${(ms / 1000).toFixed(1)} s`);

function TargetSummary({ run }: { run: PromptTestRunDetail }) {
  return (
    <Table withTableBorder striped aria-label="Targets">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Target</Table.Th>
          <Table.Th>Score</Table.Th>
          <Table.Th>Passed</Table.Th>
          <Table.Th>Failed</Table.Th>
          <Table.Th>Mean latency</Table.Th>
          <Table.Th>Cost</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {run.targets_summary.map((summary) => (
          <Table.Tr key={summary.target}>
            <Table.Td>{targetLabel(summary.target)}</Table.Td>
            <Table.Td>{percent(summary.score)}</Table.Td>
            <Table.Td>{summary.passed}</Table.Td>
            <Table.Td>{summary.failed}</Table.Td>
            <Table.Td>{seconds(summary.latency_ms)}</Table.Td>
            <Table.Td>{money(summary.cost_usd)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Since which run the changes are counted, and how many regressed and got fixed. */
function Changes({ run }: { run: PromptTestRunDetail }) {
  if (!run.previous_run_id)
    return (
      <Text size="sm" c="dimmed">
        The suite's first finished run: nothing to compare with yet.
      </Text>
    );
  return (
    <Group gap="xs" data-testid="changes">
      <Text size="sm">
        Compared with{" "}
        <Anchor component={Link} to={`/automated-prompts-testing/${run.previous_run_id}`}>
          the previous run
        </Anchor>
        :
      </Text>
      <Badge color="red" variant="light">
        {run.regressed} regressed
      </Badge>
      <Badge color="teal" variant="light">
        {run.fixed} fixed
      </Badge>
    </Group>
  );
}

function ComparisonGrid({ run, failuresOnly }: { run: PromptTestRunDetail; failuresOnly: boolean }) {
  const rows = comparisonRows(run.results, run.targets, failuresOnly);
  if (!rows.length) return <Text c="dimmed">{failuresOnly ? "No failures in this run." : "No results yet."}</Text>;
  return (
    <Table.ScrollContainer minWidth={320 + run.targets.length * 280}>
      <Table withTableBorder withColumnBorders verticalSpacing="sm" aria-label="Comparison" style={{ tableLayout: "fixed" }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={240}>Prompt</Table.Th>
            {run.targets.map((target) => (
              <Table.Th key={target}>{targetLabel(target)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.promptId} data-testid="comparison-row">
              <Table.Td style={{ verticalAlign: "top" }}>
                <Text size="sm" fw={600}>
                  {row.name}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={4} title={row.prompt}>
                  {row.prompt}
                </Text>
              </Table.Td>
              {row.cells.map((cell, column) => (
                <Table.Td key={run.targets[column]} style={{ verticalAlign: "top" }}>
                  <ResultCell result={cell} label={targetLabel(run.targets[column]!)} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RunDetail({ run }: { run: PromptTestRunDetail }) {
  const [failuresOnly, setFailuresOnly] = useState(false);
  const trend = useTrend(run.suite_id);
  const cancel = useCancelRun();
  const active = isActiveRun(run);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Anchor component={Link} to="/automated-prompts-testing" size="sm">
            ← Prompt testing
          </Anchor>
          <Title order={2}>{run.suite_name}</Title>
          <Group gap="xs">
            <RunStatusBadge status={run.status} />
            <Text size="sm" c="dimmed">
              Score {percent(run.score)}
              {run.judge_score !== null && ` · judged ${run.judge_score.toFixed(1)}/5`} · started{" "}
              {new Date(run.created_at).toLocaleString()}
              {run.started_by && ` by ${run.started_by.name}`}
            </Text>
          </Group>
        </Stack>
        {active && (
          <Button color="red" variant="light" loading={cancel.isPending} onClick={() => cancel.mutate(run.id)}>
            Cancel run
          </Button>
        )}
      </Group>
      {cancel.error && <Alert color="red">{cancel.error.message}</Alert>}
      {run.error && <Alert color={active ? "yellow" : "red"}>{run.error}</Alert>}
      <Stack gap={4}>
        <Progress value={run.total ? (run.done / run.total) * 100 : 0} animated={active} aria-label="Progress" />
        <Text size="xs" c="dimmed" data-testid="run-progress">
          {run.done} of {run.total} results
        </Text>
      </Stack>
      <TargetSummary run={run} />
      <Changes run={run} />
      <Stack gap={4}>
        <Text fw={600}>Suite score by run</Text>
        {trend.data && <TrendChart trend={trend.data} current={run.id} />}
      </Stack>
      <Switch
        label="Only prompts with a failure"
        checked={failuresOnly}
        onChange={(event) => setFailuresOnly(event.currentTarget.checked)}
      />
      <ComparisonGrid run={run} failuresOnly={failuresOnly} />
    </Stack>
  );
}

/** One run of a suite: every prompt side by side across its targets, what changed since the last run, and the suite's trend. */
export default function RunPage() {
  const { runId = "" } = useParams();
  const live = usePromptTestEvents();
  const run = useRun(runId, live);
  if (run.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (run.isError) return <Alert color="red">{run.error.message}</Alert>;
  return <RunDetail run={run.data} />;
}
