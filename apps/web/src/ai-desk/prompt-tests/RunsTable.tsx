import { Anchor, Group, Progress, Table, Text } from "@mantine/core";
import type { PromptTestRun } from "@framewise/contracts";
import { Link } from "react-router";
import { targetLabel } from "./comparison-rows";
import { isActiveRun } from "./prompt-tests-api";
import { RunStatusBadge } from "./RunStatusBadge";
import { percent } from "./score-chart";

/** The latest runs of every suite, newest first, with live progress. */
export function RunsTable({ runs }: { runs: PromptTestRun[] }) {
  if (!runs.length) return <Text c="dimmed">No runs yet: run a suite to see how the planner does.</Text>;
  return (
    <Table striped aria-label="Runs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Run</Table.Th>
          <Table.Th>Targets</Table.Th>
          <Table.Th>Progress</Table.Th>
          <Table.Th>Score</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {runs.map((run) => (
          <Table.Tr key={run.id} data-testid="run-row">
            <Table.Td>
              <Anchor component={Link} to={`/automated-prompts-testing/${run.id}`} fw={500}>
                {run.suite_name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {new Date(run.created_at).toLocaleString()}
                {run.started_by && ` · ${run.started_by.name}`}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="xs">{run.targets.map(targetLabel).join(", ")}</Text>
            </Table.Td>
            <Table.Td miw={160}>
              <Group gap={6} wrap="nowrap">
                <RunStatusBadge status={run.status} />
                <Text size="xs">
                  {run.done}/{run.total}
                </Text>
              </Group>
              <Progress value={run.total ? (run.done / run.total) * 100 : 0} size="sm" mt={4} animated={isActiveRun(run)} />
            </Table.Td>
            <Table.Td>{percent(run.score)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
