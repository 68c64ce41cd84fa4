import { Accordion, Alert, Badge, Code, Group, Loader, Text } from "@mantine/core";
import type { PipelineRunInfo } from "@framewise/contracts";
import { usePipelineRuns } from "./pipelines-api";

const COUNTS = ["found", "added", "duplicates", "drafted", "approved", "rendered", "failed"] as const;
const COUNT_LABELS: Record<(typeof COUNTS)[number], string> = {
  found: "found",
  added: "new",
  duplicates: "duplicates",
  drafted: "drafted",
  approved: "approved",
  rendered: "rendered",
  failed: "failed",
};

function RunHead({ run }: { run: PipelineRunInfo }) {
  return (
    <Group gap="xs">
      <Badge
        variant="light"
        color={run.status === "failed" ? "red" : run.status === "running" ? "blue" : "green"}
        leftSection={run.status === "running" ? <Loader size={10} /> : undefined}
      >
        {run.status}
      </Badge>
      <Text size="sm">{new Date(run.started_at).toLocaleString("en", { dateStyle: "medium", timeStyle: "medium" })}</Text>
      <Text size="xs" c="dimmed">
        {run.trigger}
      </Text>
      <Text size="sm">{COUNTS.map((count) => `${run[count]} ${COUNT_LABELS[count]}`).join(" · ")}</Text>
    </Group>
  );
}

/** The run history, newest first: counts at a glance, the log when opened. */
export function RunsPanel({ pipelineId }: { pipelineId: string }) {
  const runs = usePipelineRuns(pipelineId);
  if (runs.error) return <Alert color="red">{runs.error.message}</Alert>;
  if (!runs.data) return <Loader aria-label="Loading the runs" />;
  if (!runs.data.length) return <Text c="dimmed">No runs yet. Run the pipeline now, wait for its schedule, or push items to it.</Text>;
  return (
    <Accordion variant="separated" aria-label="Runs">
      {runs.data.map((run) => (
        <Accordion.Item key={run.id} value={run.id}>
          <Accordion.Control>
            <RunHead run={run} />
          </Accordion.Control>
          <Accordion.Panel>
            {run.error && (
              <Alert color="red" mb="xs">
                {run.error}
              </Alert>
            )}
            <Code block>
              {run.log.map((line) => `${line.at}  ${line.level.padEnd(5)}  ${line.message}`).join("\n") || "Nothing logged."}
            </Code>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
