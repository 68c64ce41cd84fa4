import { Group, Loader, Text } from "@mantine/core";
import type { SaveSync } from "./use-autosave";
import type { Edit } from "./use-document-history";
import { useVoicedScenes } from "./use-voiced-scenes";

interface Props {
  contentId: string;
  editor: { rewrite: (change: Edit) => void };
  saveState: { sync: SaveSync };
}

/** While a new video's voices are recorded: how far they are, each brought into the editor as it lands. */
export function VoicingStatus({ contentId, editor, saveState }: Props) {
  const progress = useVoicedScenes(contentId, editor.rewrite, saveState.sync);
  if (!progress || progress.done >= progress.total) return null;
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        Recording voiceovers… {progress.done} of {progress.total}
      </Text>
    </Group>
  );
}
