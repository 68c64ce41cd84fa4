import { ActionIcon, Group, TextInput, Tooltip } from "@mantine/core";
import { IconArrowBackUp, IconArrowForwardUp } from "@tabler/icons-react";
import { LIMITS } from "@framewise/scene";
import { setTitle } from "./document-edits";
import { SaveStateIndicator } from "./SaveStateIndicator";
import type { SaveState } from "./use-autosave";
import type { useDocumentHistory } from "./use-document-history";

interface Props {
  editor: ReturnType<typeof useDocumentHistory>;
  saveState: SaveState;
}

/** The video's title (edited like any other text, so it autosaves and undoes), save state, undo and redo. */
export function EditorHeader({ editor, saveState }: Props) {
  const title = editor.document.title;
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <TextInput
        aria-label="Video title"
        size="lg"
        variant="unstyled"
        fw={700}
        style={{ flex: 1 }}
        maxLength={LIMITS.nameLength}
        value={title}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          editor.apply((doc) => setTitle(doc, typed), "title");
        }}
        error={title.trim() ? undefined : "Give the video a title."}
      />
      <Group gap="sm" wrap="nowrap" pt={8}>
        <SaveStateIndicator state={saveState} />
        <Tooltip label="Undo (Ctrl+Z)">
          <ActionIcon variant="default" aria-label="Undo" disabled={!editor.canUndo} onClick={editor.undo}>
            <IconArrowBackUp size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Redo (Ctrl+Shift+Z or Ctrl+Y)">
          <ActionIcon variant="default" aria-label="Redo" disabled={!editor.canRedo} onClick={editor.redo}>
            <IconArrowForwardUp size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
