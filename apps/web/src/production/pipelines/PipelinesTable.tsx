import { Anchor, Badge, Table, Text } from "@mantine/core";
import type { PipelineInfo } from "@framewise/contracts";
import { Link } from "react-router";
import { SOURCE_LABELS } from "./pipeline-labels";

const when = (iso: string) => new Date(iso).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });

function LastRun({ run }: { run: PipelineInfo["last_run"] }) {
  if (!run) return <Text c="dimmed">Never run</Text>;
  return (
    <Text size="sm">
      <Badge size="sm" variant="light" color={run.status === "failed" ? "red" : run.status === "running" ? "blue" : "green"} mr={6}>
        {run.status}
      </Badge>
      {when(run.started_at)} · {run.found} found, {run.added} new, {run.duplicates} duplicates, {run.drafted} drafted
      {run.failed ? `, ${run.failed} failed` : ""}
    </Text>
  );
}

/** Pipelines as rows: name (linking to the pipeline), client, source, schedule, last run, drafts waiting. */
export function PipelinesTable({ pipelines, showClient = true }: { pipelines: PipelineInfo[]; showClient?: boolean }) {
  return (
    <Table highlightOnHover verticalSpacing="sm" aria-label="Pipelines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Status</Table.Th>
          {showClient && <Table.Th>Client</Table.Th>}
          <Table.Th>Source</Table.Th>
          <Table.Th>Schedule</Table.Th>
          <Table.Th>Last run</Table.Th>
          <Table.Th>Waiting</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {pipelines.map((pipeline) => (
          <Table.Tr key={pipeline.id}>
            <Table.Td>
              <Anchor component={Link} to={`/prod/pipelines/${pipeline.id}`} fw={500}>
                {pipeline.name}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={pipeline.status === "active" ? "green" : "orange"}>
                {pipeline.status}
              </Badge>
            </Table.Td>
            {showClient && (
              <Table.Td>
                <Anchor component={Link} to={`/prod/clients/${pipeline.client_id}`}>
                  {pipeline.client_name}
                </Anchor>
              </Table.Td>
            )}
            <Table.Td>{SOURCE_LABELS[pipeline.source_kind]}</Table.Td>
            <Table.Td>{pipeline.schedule ? <code>{pipeline.schedule}</code> : <Text c="dimmed">On demand</Text>}</Table.Td>
            <Table.Td>
              <LastRun run={pipeline.last_run} />
            </Table.Td>
            <Table.Td>{pipeline.awaiting_approval ? <Badge color="yellow">{pipeline.awaiting_approval} to review</Badge> : "—"}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
