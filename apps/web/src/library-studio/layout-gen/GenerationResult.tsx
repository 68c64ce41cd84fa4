import { Alert, Anchor, Group, Loader, Stack, Text, Title } from "@mantine/core";
import type { GeneratedLayoutDetail } from "@framewise/contracts";
import type { Layout } from "@framewise/scene";
import { Link } from "react-router";
import { AspectPreviews } from "./AspectPreviews";
import { AttemptsList, ChecksTable } from "./GenerationFindings";
import { ChecksBadge, StatusBadge } from "./GenerationStatus";

/** A generated layout as it stands: the model at work, why it failed, or the layout in four aspects with its checks and attempts. */
export function GenerationResult({ layout, queueLink = false }: { layout: GeneratedLayoutDetail; queueLink?: boolean }) {
  return (
    <Stack gap="md" aria-label="Generated layout">
      <Group gap="xs">
        <StatusBadge status={layout.status} />
        <ChecksBadge layout={layout} />
        {layout.model && (
          <Text size="xs" c="dimmed">
            by {layout.model}
          </Text>
        )}
        {queueLink && (
          <Anchor component={Link} to={`/generated-layouts/${layout.id}`} size="sm">
            Review it in the queue
          </Anchor>
        )}
      </Group>
      {layout.status === "generating" && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">The model is designing the layout; invalid answers go back to it for repair…</Text>
        </Group>
      )}
      {layout.status === "failed" && (
        <Alert color="red" title="The model could not make a valid layout">
          {layout.error}
        </Alert>
      )}
      {layout.status === "rejected" && layout.reject_reason && (
        <Alert color="gray" title="Rejected">
          {layout.reject_reason}
        </Alert>
      )}
      {layout.definition && (
        <>
          <AspectPreviews layout={layout.definition as unknown as Layout} />
          <Title order={3} size="h5">
            Automatic checks
          </Title>
          <ChecksTable layout={layout} />
        </>
      )}
      <AttemptsList attempts={layout.attempts} />
    </Stack>
  );
}
