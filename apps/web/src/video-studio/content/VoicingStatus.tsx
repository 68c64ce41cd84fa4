import { Button, Group, Loader, Text } from "@mantine/core";
import { IconWaveSine } from "@tabler/icons-react";
import type { Content } from "@framewise/scene";
import type { SaveState, SaveSync } from "./use-autosave";
import type { Edit } from "./use-document-history";
import { useVoiceEveryScene } from "./voicing-api";
import { useVoicedScenes } from "./use-voiced-scenes";
import { useVoices } from "./voice-api";

interface Props {
  contentId: string;
  document: Content;
  editor: { rewrite: (change: Edit) => void };
  saveState: Pick<SaveState, "kind"> & { sync: SaveSync };
}

/** Scenes with a script but no recording of it. */
const unvoiced = (document: Content) => document.scenes.filter((scene) => scene.voiceover?.text.trim() && !scene.voiceover.src).length;

/**
 * The video's voices: while they are recorded, how far they are, each brought into the editor as
 * it lands; otherwise one action that voices every scene still without one (once its words are
 * saved, since the server speaks the saved video).
 */
export function VoicingStatus({ contentId, document, editor, saveState }: Props) {
  const progress = useVoicedScenes(contentId, editor.rewrite, saveState.sync);
  const voices = useVoices();
  const voiceAll = useVoiceEveryScene(contentId);
  const waiting = unvoiced(document);
  if (progress && progress.done < progress.total)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Recording voiceovers… {progress.done} of {progress.total}
        </Text>
      </Group>
    );
  if (!voices.data?.provider || !waiting) return null;
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconWaveSine size={14} />}
        disabled={saveState.kind !== "saved"}
        loading={voiceAll.isPending}
        onClick={() => voiceAll.mutate()}
      >
        Voice every scene
      </Button>
      <Text size="xs" c={voiceAll.isError ? "red" : "dimmed"}>
        {voiceAll.isError
          ? voiceAll.error.message
          : `${waiting} ${waiting === 1 ? "scene has" : "scenes have"} no voice yet · ${voices.data.provider.label}`}
      </Text>
    </Group>
  );
}
