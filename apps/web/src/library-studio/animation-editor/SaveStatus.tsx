import { Group, List, Loader, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCheck } from "@tabler/icons-react";
import type { DraftSaveState } from "./use-draft-autosave";

const LABELS = { idle: "No changes yet", unsaved: "Unsaved changes", saving: "Saving…" } as const;

/** Where the edits are: waiting, saving, saved as which version, or refused (with the server's reasons at their JSON paths). */
export function SaveStatus({ state }: { state: DraftSaveState }) {
  if (state.kind === "failed")
    return (
      <Stack gap={2} aria-live="polite">
        <Group gap={6} wrap="nowrap">
          <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" />
          <Text size="sm" c="red" data-testid="save-state">
            Not saved: {state.message}
          </Text>
        </Group>
        {Object.keys(state.fields).length > 0 && (
          <List size="xs" c="red">
            {Object.entries(state.fields).map(([path, message]) => (
              <List.Item key={path}>
                <code>{path}</code>: {message}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    );
  return (
    <Group gap={6} wrap="nowrap" aria-live="polite">
      {state.kind === "saving" && <Loader size={14} />}
      {state.kind === "saved" && <IconCheck size={16} color="var(--mantine-color-green-7)" />}
      <Text size="sm" c="dimmed" data-testid="save-state">
        {state.kind === "saved" ? `Saved as version ${state.version}` : LABELS[state.kind]}
      </Text>
    </Group>
  );
}
