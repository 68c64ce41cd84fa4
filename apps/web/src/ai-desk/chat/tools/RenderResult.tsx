import { Anchor, Button, Group, Progress, Text } from "@mantine/core";
import type { RenderToolOutput } from "@framewise/contracts";
import { Link } from "react-router";

/** The render tool's question before it runs: the reader starts the render, or not. */
export function RenderApproval({ input, onAnswer }: { input: { content_id: string }; onAnswer: (approved: boolean) => void }) {
  return (
    <Group gap="xs">
      <Text size="sm">
        Render{" "}
        <Anchor component={Link} to={`/content/${input.content_id}/edit`}>
          this video
        </Anchor>
        ? It counts against your renders.
      </Text>
      <Button size="xs" onClick={() => onAnswer(true)}>
        Render
      </Button>
      <Button size="xs" variant="default" onClick={() => onAnswer(false)}>
        Don’t render
      </Button>
    </Group>
  );
}

/** A render as the tool found it, with where to follow it. */
export function RenderResult({ output }: { output: RenderToolOutput }) {
  return (
    <Group gap="xs">
      <Text size="sm">Render {output.status}</Text>
      {output.status === "rendering" && <Progress value={output.progress * 100} w={120} size="sm" aria-label="Render progress" />}
      {output.error && (
        <Text size="sm" c="red">
          {output.error}
        </Text>
      )}
      {output.content_id && (
        <Anchor component={Link} to={`/videos/${output.content_id}`} size="sm">
          See its renders
        </Anchor>
      )}
    </Group>
  );
}
