import { Button, Group, Stack, Text, Title } from "@mantine/core";

/** Questions that show what the chat can do in the product. */
export const EXAMPLE_PROMPTS = [
  "Draft a 20-second vertical video announcing our spring sale",
  "Which templates suit a bold product launch?",
  "List my latest videos and how their renders went",
  "Generate a picture of a lighthouse at dawn, watercolour",
  "How do I share a video with download allowed?",
];

/** A chat with nothing in it yet: what to ask, one click away. */
export function EmptyState({ onPick }: { onPick: (prompt: string) => void }) {
  return (
    <Stack align="center" gap="md" py="xl">
      <Title order={2} size="h3">
        What shall we make?
      </Title>
      <Text c="dimmed" size="sm" ta="center" maw={520}>
        The assistant can find templates and layouts, look through your videos and assets, draft a video, render one (after you approve),
        generate pictures and answer from the documentation.
      </Text>
      <Group justify="center" gap="xs" maw={720}>
        {EXAMPLE_PROMPTS.map((prompt) => (
          <Button key={prompt} variant="default" size="xs" radius="xl" onClick={() => onPick(prompt)}>
            {prompt}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
