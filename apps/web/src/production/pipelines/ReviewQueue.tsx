import { Alert, Loader, Stack, Text } from "@mantine/core";
import { staffItemPath, usePipelineItems } from "./pipelines-api";
import { ReviewCard } from "./ReviewCard";

/** The drafts waiting for a decision, newest first. */
export function ReviewQueue({ pipelineId }: { pipelineId: string }) {
  const waiting = usePipelineItems(pipelineId, "awaiting_approval");
  if (waiting.error) return <Alert color="red">{waiting.error.message}</Alert>;
  if (!waiting.data) return <Loader aria-label="Loading the review queue" />;
  if (!waiting.data.length) return <Text c="dimmed">Nothing waits for review.</Text>;
  return (
    <Stack gap="sm">
      {waiting.data.map((item) => (
        <ReviewCard key={item.id} item={item} itemPath={staffItemPath(item.id)} />
      ))}
    </Stack>
  );
}
