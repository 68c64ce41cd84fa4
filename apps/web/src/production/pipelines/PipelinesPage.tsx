import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { CreatePipelineWizard } from "./CreatePipelineWizard";
import { usePipelines } from "./pipelines-api";
import { PipelinesTable } from "./PipelinesTable";

/** `prod/pipelines`: every client's pipelines with their source, schedule, last run and drafts waiting; a wizard makes a new one. */
export default function PipelinesPage() {
  const pipelines = usePipelines();
  const [creating, creator] = useDisclosure(false);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Pipelines
          </Title>
          <Text c="dimmed" size="sm">
            Feeds, catalogues, CSVs and pushed items turned into a client&apos;s videos: drafted, reviewed, rendered and delivered.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={creator.open}>
          New pipeline
        </Button>
      </Group>
      {pipelines.error && (
        <Alert color="red" title="The pipelines could not be loaded">
          {pipelines.error.message}
        </Alert>
      )}
      {pipelines.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading the pipelines" />
        </Center>
      ) : pipelines.data?.length === 0 ? (
        <Alert color="gray" title="No pipelines yet">
          Point a pipeline at a client&apos;s feed, catalogue or CSV, map its fields onto one of the client&apos;s templates, and its items
          become drafts.
        </Alert>
      ) : (
        pipelines.data && <PipelinesTable pipelines={pipelines.data} />
      )}
      {creating && <CreatePipelineWizard onClose={creator.close} />}
    </Stack>
  );
}
