import { Group, Loader, Text } from "@mantine/core";
import { IconAlertTriangle, IconCheck } from "@tabler/icons-react";
import type { SaveState } from "./use-autosave";

const LABELS = { saved: "Saved", saving: "Saving…", unsaved: "Unsaved changes" } as const;

/** Where the person's edits are: saved, on their way, waiting, or stopped by a conflict or refusal. */
export function SaveStateIndicator({ state }: { state: SaveState }) {
  const problem = state.kind === "conflict" || state.kind === "failed";
  return (
    <Group gap={6} wrap="nowrap" aria-live="polite">
      {state.kind === "saving" && <Loader size={14} />}
      {state.kind === "saved" && <IconCheck size={16} color="var(--mantine-color-green-7)" />}
      {problem && <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" />}
      <Text size="sm" c={problem ? "red" : "dimmed"} data-testid="save-state">
        {"message" in state ? state.message : LABELS[state.kind]}
      </Text>
    </Group>
  );
}
