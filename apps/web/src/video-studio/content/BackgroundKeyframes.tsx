import { ActionIcon, Box, Button, Group, NumberInput, Paper, Select, Stack, Text } from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";
import { LIMITS, STANDARD_EASINGS, type ColorKeyframe, type Palette, type Scene } from "@framewise/scene";
import {
  addKeyframe,
  canAddKeyframe,
  keyframeTimeRange,
  newKeyframeTime,
  removeKeyframe,
  setKeyframeColor,
  setKeyframeEasing,
  setKeyframeTime,
} from "./background-edits";
import { backgroundStrip, stripPosition } from "./background-strip";
import { ColorField } from "./ColorField";
import type { Edit } from "./use-document-history";
import type { PlayheadReader } from "./use-playhead-reader";

/** "ease-in-out-cubic" as "Ease in-out, cubic", "linear" as "Linear". */
function easingLabel(name: string): string {
  const [, kind, curve] = /^ease-(in-out|in|out)(?:-(\w+))?$/.exec(name) ?? [];
  if (!kind) return name.charAt(0).toUpperCase() + name.slice(1);
  return curve ? `Ease ${kind}, ${curve}` : `Ease ${kind}`;
}
const EASINGS = STANDARD_EASINGS.map((name) => ({ value: name, label: easingLabel(name) }));

interface Props {
  scene: Scene;
  keyframes: ColorKeyframe[];
  index: number;
  palette: Palette;
  length: number;
  current: boolean;
  playhead: PlayheadReader;
  onEdit: (edit: Edit, field: string | null) => void;
}

/** A moving background: a strip of how it changes over the scene, and its keyframes to time, colour and ease. */
export function BackgroundKeyframes({ scene, keyframes, index, palette, length, current, playhead, onEdit }: Props) {
  const field = (at: number, part: string) => `${scene.id}/background/${at}/${part}`;
  const add = () => {
    const where = playhead();
    const time = newKeyframeTime(keyframes, length, where.index === index ? where.localTime : undefined);
    onEdit((doc) => addKeyframe(doc, scene.id, time, palette), null);
  };
  return (
    <Stack gap={6}>
      <Box
        data-testid="background-strip"
        aria-hidden
        h={16}
        pos="relative"
        style={{
          background: backgroundStrip({ keyframes }, length, palette),
          borderRadius: 4,
          border: "1px solid var(--mantine-color-gray-4)",
        }}
      >
        {keyframes.map((keyframe, at) => (
          <Box
            key={at}
            data-testid="background-keyframe-mark"
            pos="absolute"
            top={-3}
            bottom={-3}
            w={3}
            bg="white"
            style={{ left: `${stripPosition(keyframe.time, length)}%`, transform: "translateX(-50%)", boxShadow: "0 0 0 1px black" }}
          />
        ))}
      </Box>
      {keyframes.map((keyframe, at) => {
        const { min, max } = keyframeTimeRange(keyframes, at, length);
        const last = at === keyframes.length - 1;
        return (
          <Paper key={at} withBorder radius="sm" p={6} role="group" aria-label={`Keyframe ${at + 1}`}>
            <Stack gap={6}>
              <Group gap="xs" wrap="nowrap">
                <NumberInput
                  aria-label="Time (seconds)"
                  size="xs"
                  w={88}
                  min={min}
                  max={max}
                  step={0.1}
                  decimalScale={2}
                  suffix=" s"
                  clampBehavior="blur"
                  value={keyframe.time}
                  // Only a time between the neighbours applies, so the keyframes stay in order; the field clamps the rest on blur.
                  onChange={(value) =>
                    typeof value === "number" && onEdit((doc) => setKeyframeTime(doc, scene.id, at, value, length), field(at, "time"))
                  }
                />
                <Select
                  aria-label="Easing to the next keyframe"
                  size="xs"
                  style={{ flex: 1 }}
                  data={EASINGS}
                  // A curve of its own (cubic Bézier, spring) is kept until another is picked.
                  value={typeof keyframe.easing === "string" ? keyframe.easing : null}
                  placeholder="Custom curve"
                  allowDeselect={false}
                  disabled={last}
                  title={last ? "The last keyframe's colour holds to the end." : undefined}
                  onChange={(easing) => easing && onEdit((doc) => setKeyframeEasing(doc, scene.id, at, easing), null)}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove keyframe ${at + 1}`}
                  disabled={keyframes.length === 1}
                  onClick={() => onEdit((doc) => removeKeyframe(doc, scene.id, at), null)}
                >
                  <IconX size={14} />
                </ActionIcon>
              </Group>
              <ColorField
                label="Colour"
                value={keyframe.color}
                palette={palette}
                onChange={(color, picking) =>
                  onEdit((doc) => setKeyframeColor(doc, scene.id, at, color), picking ? field(at, "color") : null)
                }
              />
            </Stack>
          </Paper>
        );
      })}
      <Group gap="xs">
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          disabled={!canAddKeyframe({ keyframes })}
          onClick={add}
        >
          Add keyframe
        </Button>
        <Text size="xs" c="dimmed">
          {!canAddKeyframe({ keyframes })
            ? `At most ${LIMITS.keyframes} keyframes.`
            : current
              ? "Adds one at the playhead."
              : "Adds one at the end: show this scene in the preview to add one at the playhead."}
        </Text>
      </Group>
    </Stack>
  );
}
