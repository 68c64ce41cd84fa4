import { Anchor, Button, Group, Image, Loader, Text } from "@mantine/core";
import type { GenerateImageOutput } from "@framewise/contracts";
import { Link } from "react-router";
import { useGeneration } from "../../../image-studio/image-gen/image-gen-api";

const THUMB = 96;

/** Pictures the model asks to make, waiting for the reader: they count against the image quota. */
export function ImageApproval({ input, onAnswer }: { input: { prompt?: string; count?: number }; onAnswer: (approved: boolean) => void }) {
  const count = input.count ?? 1;
  return (
    <Group gap="xs">
      <Text size="sm">
        Make {count} {count === 1 ? "picture" : "pictures"} of “{input.prompt ?? ""}”? {count === 1 ? "It counts" : "They count"} against
        your images.
      </Text>
      <Button size="xs" onClick={() => onAnswer(true)}>
        Make {count === 1 ? "it" : "them"}
      </Button>
      <Button size="xs" variant="default" onClick={() => onAnswer(false)}>
        Don’t make {count === 1 ? "it" : "them"}
      </Button>
    </Group>
  );
}

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
