import { Alert, Anchor, Group, Progress, Stack, Text } from "@mantine/core";
import type { ImageGeneration } from "@framewise/contracts";
import { Link } from "react-router";
import { useGeneration } from "../image-gen-api";

/**
 * A generation just started (a creation or an edit), followed by the live events until its images
 * are there, each linked to its v1 page and to the new studio. It is read again on mount (the
 * accepted copy is only the first answer): it may have moved on before this listened.
 */
export function V1Generation({ started, working }: { started: ImageGeneration; working: string }) {
  const { data: generation = started } = useGeneration(started.id);
  if (generation.status === "failed" || generation.status === "canceled")
    return <Alert color="red">{generation.error ?? `The generation was ${generation.status}.`}</Alert>;
  if (generation.status !== "succeeded")
    return (
      <Stack gap={4}>
        <Text size="sm">{generation.status === "queued" ? "Waiting to start…" : working}</Text>
        <Progress value={(generation.progress ?? 0) * 100} animated aria-label="Progress" />
      </Stack>
    );
  return (
    <Group gap="md" align="flex-start">
      {generation.images.map((image, index) => (
        <Stack key={image.id} gap={4}>
          <Anchor component={Link} to={`/image-gen/v1/${image.id}`}>
            <img
              src={image.thumbnails.small}
              alt={`Image ${index + 1}: ${image.recipe.prompt}`}
              width={128}
              height={128}
              style={{ objectFit: "cover" }}
            />
          </Anchor>
          <Anchor component={Link} to={`/image-gen/${image.id}`} size="sm">
            Open image {index + 1} in the new studio
          </Anchor>
        </Stack>
      ))}
    </Group>
  );
}
