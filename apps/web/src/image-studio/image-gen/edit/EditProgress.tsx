import { Alert, Anchor, Group, Progress, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useGeneration } from "../image-gen-api";

/** The edit's generation as it goes (live), then the new image, linked. Read again on mount: it may have moved before this listened. */
export function EditProgress({ generationId }: { generationId: string }) {
  const { data: generation, error } = useGeneration(generationId);
  if (error) return <Alert color="red">{error.message}</Alert>;
  if (!generation) return null;
  if (generation.status === "failed")
    return (
      <Alert color="red" title="The edit failed">
        {generation.error ?? "The image service could not make it."}
      </Alert>
    );
  if (generation.status === "canceled") return <Alert color="gray">The edit was canceled.</Alert>;
  if (generation.status === "succeeded")
    return (
      <Alert color="green" title="Edited">
        <Group gap="sm">
          {generation.images.map((image) => (
            <Anchor key={image.id} component={Link} to={`/image-gen/${image.id}`}>
              Open the new image ({image.width} × {image.height})
            </Anchor>
          ))}
        </Group>
      </Alert>
    );
  return (
    <Stack gap={4} aria-live="polite">
      <Text size="sm">{generation.step ?? (generation.status === "queued" ? "Waiting to start…" : "Working…")}</Text>
      <Progress value={(generation.progress ?? 0) * 100} animated aria-label="Edit progress" />
    </Stack>
  );
}
