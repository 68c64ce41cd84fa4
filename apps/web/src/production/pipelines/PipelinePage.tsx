import { Alert, Anchor, Badge, Button, Center, Group, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconPlayerPause, IconPlayerPlay, IconRefresh } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { ItemsPanel } from "./ItemsPanel";
import { deliveryLabel, SOURCE_LABELS } from "./pipeline-labels";
import { usePipeline, usePipelineAction } from "./pipelines-api";
import { ReviewQueue } from "./ReviewQueue";
import { RunsPanel } from "./RunsPanel";

/** `prod/pipelines/:pipeId`: one pipeline's settings, run now, pause and resume, its review queue, items and runs with logs. */
export default function PipelinePage() {
  const { pipeId = "" } = useParams();
  const pipeline = usePipeline(pipeId);
  const act = usePipelineAction(pipeId);
  if (pipeline.error)
    return (
      <Alert color="red" title="The pipeline could not be loaded">
        {pipeline.error.message}
      </Alert>
    );
  if (!pipeline.data)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the pipeline" />
      </Center>
    );
  const row = pipeline.data;
  const paused = row.status === "paused";
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {row.name}{" "}
            <Badge variant="light" color={paused ? "orange" : "green"}>
              {row.status}
            </Badge>
          </Title>
          <Text size="sm" c="dimmed">
            For{" "}
            <Anchor component={Link} to={`/prod/clients/${row.client_id}`}>
              {row.client_name}
            </Anchor>{" "}
            · {SOURCE_LABELS[row.source_kind]}
            {typeof row.source.url === "string" ? ` (${row.source.url})` : ""} · {row.schedule ? `cron ${row.schedule} UTC` : "on demand"} ·{" "}
            {row.approval ? "drafts wait for approval" : "drafts render at once"} · {deliveryLabel(row.delivery)}
          </Text>
          <Text size="sm" aria-label="Last run">
            {row.last_run
              ? `Last run ${row.last_run.status}: ${row.last_run.found} found, ${row.last_run.added} new, ${row.last_run.drafted} drafted`
              : "Not run yet"}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            leftSection={<IconRefresh size={16} />}
            onClick={() => act.mutate("runs")}
            loading={act.isPending && act.variables === "runs"}
          >
            Run now
          </Button>
          <Button
            variant="default"
            leftSection={paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
            onClick={() => act.mutate(paused ? "resume" : "pause")}
          >
            {paused ? "Resume" : "Pause"}
          </Button>
        </Group>
      </Group>
      {act.error && <Alert color="red">{act.error.message}</Alert>}
      <Tabs defaultValue="review" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="review">Review queue{row.awaiting_approval ? ` (${row.awaiting_approval})` : ""}</Tabs.Tab>
          <Tabs.Tab value="items">Items</Tabs.Tab>
          <Tabs.Tab value="runs">Runs</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="review" pt="md">
          <ReviewQueue pipelineId={row.id} />
        </Tabs.Panel>
        <Tabs.Panel value="items" pt="md">
          <ItemsPanel pipelineId={row.id} clientId={row.client_id} />
        </Tabs.Panel>
        <Tabs.Panel value="runs" pt="md">
          <RunsPanel pipelineId={row.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
