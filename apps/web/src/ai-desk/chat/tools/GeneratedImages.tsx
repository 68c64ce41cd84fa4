import { Anchor, Group, Image, Loader, Text } from "@mantine/core";
import type { GenerateImageOutput } from "@framewise/contracts";
import { Link } from "react-router";
import { useGeneration } from "../../../image-studio/image-gen/image-gen-api";

const THUMB = 96;

/** A generation the chat queued: followed live, its pictures shown when they are made. */
export function GeneratedImages({ output }: { output: GenerateImageOutput }) {
  const generation = useGeneration(output.generation_id);
  const data = generation.data;
  if (!data || data.status === "queued" || data.status === "running")
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Making {output.count} {output.count === 1 ? "picture" : "pictures"}…
        </Text>
      </Group>
    );
  if (data.status !== "succeeded")
    return (
      <Text size="sm" c="red">
        The generation {data.status}
        {data.error ? `: ${data.error}` : "."}
      </Text>
    );
  return (
    <Group gap="xs">
      {data.images.map((image) => (
        <Anchor key={image.id} component={Link} to={`/image-gen/${image.id}`} aria-label="Open the picture">
          <Image src={image.thumbnails.small} w={THUMB} h={THUMB} fit="cover" radius="sm" alt={output.prompt} />
        </Anchor>
      ))}
    </Group>
  );
}
