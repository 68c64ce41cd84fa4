import { Button, Group, Stack, Text } from "@mantine/core";
import type { Keyframe } from "@framewise/scene";
import { IconTrash } from "@tabler/icons-react";
import type { KeyframeKey, LayoutEdit } from "./animation-edits";
import { EasingEditor } from "./EasingEditor";
import { BoundedNumberInput } from "./BoundedNumberInput";

const UNITS = {
  opacity: "0–1",
  x: "fraction of the width",
  y: "fraction of the height",
  scale: "×",
  rotation: "degrees",
  clip: "0–1 revealed",
} as const;

interface Props {
  selection: KeyframeKey;
  keyframe: Keyframe;
  isLast: boolean;
  elementStart: number;
  onEdit: (edit: LayoutEdit, mergeKey?: string) => void;
}

/** The selected keyframe: its value, how it eases to the next one, and removing it. */
export function KeyframeInspector({ selection, keyframe, isLast, elementStart, onEdit }: Props) {
  const stamp = `${selection.element}-${selection.property}-${selection.index}`;
  return (
    <Stack gap="xs" data-testid="keyframe-inspector">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {selection.property} keyframe at {(elementStart + keyframe.time).toFixed(2)} s
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => onEdit({ type: "remove-keyframe", key: selection })}
        >
          Remove
        </Button>
      </Group>
      <BoundedNumberInput
        size="xs"
        label={`Value (${UNITS[selection.property]})`}
        min={-10_000}
        max={10_000}
        step={selection.property === "rotation" ? 5 : 0.05}
        decimalScale={3}
        value={keyframe.value}
        onValue={(value) => onEdit({ type: "set-keyframe", key: selection, value }, `value-${stamp}`)}
      />
      <EasingEditor
        value={keyframe.easing}
        onChange={(easing, key) => onEdit({ type: "set-keyframe", key: selection, easing }, key && `${key}-${stamp}`)}
      />
      {isLast && (
        <Text size="xs" c="dimmed">
          The easing shapes the move to the next keyframe; this is the last one, so it holds its value.
        </Text>
      )}
    </Stack>
  );
}
