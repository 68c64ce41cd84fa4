import { ActionIcon, Anchor, Group, NumberInput, Select, Stack, Table, Text } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import {
  ANIMATION_PRESETS,
  DIRECTIONS,
  MUSIC_MOODS,
  SLOT_KINDS,
  STANDARD_EASINGS,
  TRANSITION_TYPES,
  type Preset,
  type Template,
} from "@framewise/scene";
import { Link } from "react-router";
import type { FieldErrors } from "./field-errors";
import { Section } from "./Section";
import type { StyleEdit } from "./style-history";
import { setAnimations, setMusicMood, setTransition, type AnimationKind } from "./template-edits";

const ANIMATION_KINDS: AnimationKind[] = ["default", ...SLOT_KINDS];
const MAX_PRESETS = 4;
const NEW_PRESET: Preset = { preset: "fade", phase: "in", duration: 0.6, delay: 0, direction: "up", easing: "ease-out-cubic" };

interface Props {
  template: Template;
  fields: FieldErrors;
  onEdit: StyleEdit;
}

/** How one scene replaces the one before it. */
export function TransitionSection({ template, fields, onEdit }: Props) {
  const { transition } = template;
  const directed = transition.type === "slide" || transition.type === "wipe";
  return (
    <Section title="Scene transition" path="transition" fields={fields}>
      <Group grow align="flex-start">
        <Select
          label="Transition"
          data={[...TRANSITION_TYPES]}
          value={transition.type}
          allowDeselect={false}
          onChange={(type) => type && onEdit((t) => setTransition(t, { type: type }))}
        />
        <NumberInput
          label="Duration (s)"
          min={0}
          max={3}
          step={0.05}
          decimalScale={2}
          disabled={transition.type === "cut"}
          value={transition.duration}
          onChange={(duration) => typeof duration === "number" && onEdit((t) => setTransition(t, { duration }), "transition.duration")}
        />
        {directed && (
          <Select
            label="Direction"
            data={[...DIRECTIONS]}
            value={transition.direction}
            allowDeselect={false}
            onChange={(direction) => direction && onEdit((t) => setTransition(t, { direction: direction }))}
          />
        )}
        {typeof transition.easing === "string" && transition.type !== "cut" && (
          <Select
            label="Easing"
            data={[...STANDARD_EASINGS]}
            value={transition.easing}
            allowDeselect={false}
            searchable
            onChange={(easing) => easing && onEdit((t) => setTransition(t, { easing: easing }))}
          />
        )}
      </Group>
    </Section>
  );
}

/** Entrance presets per slot kind (`default` for the rest), up to four each; the timeline editor does the rest. */
export function AnimationsSection({ template, fields, onEdit }: Props) {
  return (
    <Section title="Entrance animations" path="animations" fields={fields}>
      <Text size="sm" c="dimmed">
        Presets per kind of slot. The previews show each layout once its entrance has settled; for keyframes, easing curves and playback,
        open the{" "}
        <Anchor component={Link} to={`/templates-pipeline/${encodeURIComponent(template.id)}/animation`}>
          animation editor
        </Anchor>
        .
      </Text>
      <Table verticalSpacing={4} aria-label="Entrance animations">
        <Table.Tbody>
          {ANIMATION_KINDS.map((kind) => {
            const presets = template.animations[kind] ?? [];
            const set = (next: Preset[], key?: string) => onEdit((t) => setAnimations(t, kind, next), key);
            return (
              <Table.Tr key={kind}>
                <Table.Td w={90}>
                  <Text size="sm" fw={500}>
                    {kind}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    {presets.map((preset, index) => (
                      <Group key={index} gap={6} wrap="nowrap">
                        <Select
                          size="xs"
                          w={140}
                          aria-label={`${kind} preset ${index + 1}`}
                          data={[...ANIMATION_PRESETS]}
                          value={preset.preset}
                          allowDeselect={false}
                          onChange={(name) => name && set(presets.map((each, at) => (at === index ? { ...each, preset: name } : each)))}
                        />
                        <NumberInput
                          size="xs"
                          w={90}
                          aria-label={`${kind} preset ${index + 1} duration (s)`}
                          suffix=" s"
                          min={0.05}
                          max={10}
                          step={0.05}
                          decimalScale={2}
                          value={preset.duration}
                          onChange={(duration) =>
                            typeof duration === "number" &&
                            set(
                              presets.map((each, at) => (at === index ? { ...each, duration } : each)),
                              `animations.${kind}.${index}.duration`,
                            )
                          }
                        />
                        <Text size="xs" c="dimmed">
                          {preset.phase}, {preset.direction}
                          {preset.delay ? `, after ${preset.delay} s` : ""}
                        </Text>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${kind} preset ${index + 1}`}
                          onClick={() => set(presets.filter((_, at) => at !== index))}
                        >
                          <IconTrash size={14} />
                        </ActionIcon>
                      </Group>
                    ))}
                    {presets.length === 0 && (
                      <Text size="xs" c="dimmed">
                        {kind === "default" ? "No entrance: elements appear at once." : "The default's entrance."}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td w={40}>
                  <ActionIcon
                    variant="default"
                    aria-label={`Add a ${kind} preset`}
                    disabled={presets.length >= MAX_PRESETS}
                    onClick={() => set([...presets, NEW_PRESET])}
                  >
                    <IconPlus size={14} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

/** The mood of the music a video in this template gets. */
export function MusicSection({ template, fields, onEdit }: Props) {
  return (
    <Section title="Music" path="musicMood" fields={fields}>
      <Select
        label="Music mood"
        w={220}
        data={[...MUSIC_MOODS]}
        value={template.musicMood}
        allowDeselect={false}
        onChange={(mood) => mood && onEdit((t) => setMusicMood(t, mood))}
      />
    </Section>
  );
}
