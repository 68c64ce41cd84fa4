import { Alert, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { CreatePipelineWizard } from "./CreatePipelineWizard";
import { usePipelines } from "./pipelines-api";
import { PipelinesTable } from "./PipelinesTable";

/** A client's pipelines, compact, for the client page; a new one starts the wizard with the client chosen. */
export function ClientPipelinesPanel({ clientId }: { clientId: string }) {
  const pipelines = usePipelines(clientId);
  const [creating, creator] = useDisclosure(false);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Pipelines
        </Title>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={creator.open}>
          New pipeline
        </Button>
      </Group>
      {pipelines.error && <Alert color="red">{pipelines.error.message}</Alert>}
      {pipelines.isPending ? (
        <Loader size="sm" aria-label="Loading the client's pipelines" />
      ) : pipelines.data?.length ? (
        <PipelinesTable pipelines={pipelines.data} showClient={false} />
      ) : (
        <Text c="dimmed" size="sm">
          No pipelines: point one at the client&apos;s feed, catalogue or CSV to make its videos from its data.
        </Text>
      )}
      {creating && <CreatePipelineWizard clientId={clientId} onClose={creator.close} />}
    </Stack>
  );
}
