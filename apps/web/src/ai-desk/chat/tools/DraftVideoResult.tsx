import { Anchor, Group, Stack, Text } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import type { DraftVideoOutput } from "@framewise/contracts";
import type { Content } from "@framewise/scene";
import { Link } from "react-router";
import { StoryboardStrip } from "../../../video-studio/content/StoryboardStrip";

/** A drafted video: its title, the way into the editor, and its storyboard as thumbnails. */
export function DraftVideoResult({ output }: { output: DraftVideoOutput }) {
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {output.title}
        </Text>
        <Text size="xs" c="dimmed">
          {output.scene_count} scenes · planned by {output.planner === "llm" ? "the language model" : "the text planner"}
        </Text>
      </Group>
      <StoryboardStrip document={output.document as Content} />
      <Anchor component={Link} to={output.edit_path} size="sm">
        <Group gap={4} component="span">
          Open in the editor <IconExternalLink size={14} />
        </Group>
      </Anchor>
    </Stack>
  );
}
