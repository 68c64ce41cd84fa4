import { ActionIcon, Button, Card, Group, Menu, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { ANIMATION_PRESETS, DIRECTIONS, type Preset } from "@framewise/scene";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { PresetEdit } from "./animation-edits";
import { EasingEditor } from "./EasingEditor";
import { BoundedNumberInput } from "./BoundedNumberInput";

interface Props {
  /** Whose presets: an element's id, or a template's slot kind. */
  owner: string;
  presets: readonly Preset[];
  onEdit: (edit: PresetEdit, mergeKey?: string) => void;
  /** Said when there are none, e.g. that the template's entrance applies instead. */
  emptyText: string;
  /** How many the schema allows (a layout element 8, a template's slot kind 4). */
  max: number;
}

const PRESET_LABELS: Record<Preset["preset"], string> = {
  fade: "Fade",
  slide: "Slide",
  pop: "Pop",
  typewriter: "Typewriter",
  "word-highlight": "Word highlight",
  "count-up": "Count up",
  "word-rise": "Words rise in",
  "line-rise": "Lines rise in",
};

/** Named presets applied to one owner: add one, adjust its timing, direction and easing, remove it. */
export function PresetList({ owner, presets, onEdit, emptyText, max }: Props) {
  const set = (index: number, patch: Partial<Preset>, field: string) =>
    onEdit({ type: "set-preset", owner, index, patch }, `preset-${owner}-${index}-${field}`);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          Presets
        </Text>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button size="compact-xs" variant="light" leftSection={<IconPlus size={14} />} disabled={presets.length >= max}>
              Add preset
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {ANIMATION_PRESETS.map((preset) => (
              <Menu.Item key={preset} onClick={() => onEdit({ type: "add-preset", owner, preset })}>
                {PRESET_LABELS[preset]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {presets.length === 0 && (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      )}
      {presets.map((preset, index) => (
        <Card key={index} withBorder padding="xs" data-testid={`preset-${index}`}>
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600} size="sm">
                {PRESET_LABELS[preset.preset]}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${PRESET_LABELS[preset.preset]}`}
                onClick={() => onEdit({ type: "remove-preset", owner, index })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <SegmentedControl
              size="xs"
              aria-label="Phase"
              value={preset.phase}
              onChange={(phase) => set(index, { phase: phase }, "phase")}
              data={[
                { value: "in", label: "Entrance" },
                { value: "out", label: "Exit" },
              ]}
            />
            <Group gap="xs" grow>
              <BoundedNumberInput
                size="xs"
                label="Duration (s)"
                min={0.05}
                max={10}
                step={0.1}
                decimalScale={2}
                value={preset.duration}
                onValue={(duration) => set(index, { duration }, "duration")}
              />
              <BoundedNumberInput
                size="xs"
                label="Delay (s)"
                min={0}
                max={120}
                step={0.1}
                decimalScale={2}
                value={preset.delay}
                onValue={(delay) => set(index, { delay }, "delay")}
              />
            </Group>
            {preset.preset === "slide" && (
              <Select
                size="xs"
                label="Direction"
                value={preset.direction}
                allowDeselect={false}
                data={[...DIRECTIONS]}
                onChange={(direction) => direction && set(index, { direction: direction }, "direction")}
              />
            )}
            <EasingEditor
              label="Preset easing"
              value={preset.easing}
              onChange={(easing, key) =>
                onEdit({ type: "set-preset", owner, index, patch: { easing } }, key && `preset-${owner}-${index}-${key}`)
              }
            />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
