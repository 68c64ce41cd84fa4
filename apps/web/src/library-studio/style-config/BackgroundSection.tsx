import { ActionIcon, Button, Group, NumberInput, SegmentedControl, Stack, Text } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { Fill, Palette } from "@framewise/scene";
import { ColorField } from "../../video-studio/content/ColorField";
import { addStop, convertFill, fillKind, removeStop, setStop, type FillKind } from "./background-fill";
import type { FieldErrors } from "./field-errors";
import { Section } from "./Section";
import type { StyleEdit } from "./style-history";
import { setBackground } from "./template-edits";

const KINDS = [
  { value: "solid", label: "Solid" },
  { value: "linear-gradient", label: "Linear gradient" },
  { value: "radial-gradient", label: "Radial gradient" },
];

interface Props {
  background: Fill;
  palette: Palette;
  fields: FieldErrors;
  onEdit: StyleEdit;
}

/** What every scene's background wears: one colour (a palette role or any), or a gradient of 2–8 stops. */
export function BackgroundSection({ background, palette, fields, onEdit }: Props) {
  const kind = fillKind(background);
  const set = (fill: Fill, key?: string) => onEdit((template) => setBackground(template, fill), key);
  return (
    <Section title="Background" path="background" fields={fields}>
      <SegmentedControl
        aria-label="Background kind"
        data={KINDS}
        value={kind === "keyframed" ? "" : kind}
        onChange={(value) => set(convertFill(background, value as Exclude<FillKind, "keyframed">))}
      />
      {typeof background === "string" && (
        <ColorField
          label="Background colour"
          value={background}
          palette={palette}
          onChange={(color, picking) => set(color, picking ? "background" : undefined)}
        />
      )}
      {kind === "keyframed" && (
        <Text size="sm" c="dimmed">
          This background moves through keyframes; the animation editor changes those. Choose a kind above to make it still.
        </Text>
      )}
      {typeof background === "object" && "stops" in background && (
        <Stack gap="xs">
          {background.type === "linear-gradient" && (
            <NumberInput
              label="Angle (degrees)"
              w={160}
              min={-360}
              max={360}
              value={background.angle}
              onChange={(angle) => typeof angle === "number" && set({ ...background, angle }, "background.angle")}
            />
          )}
          {background.stops.map((stop, index) => (
            <Group key={index} gap="xs" wrap="nowrap" aria-label={`Stop ${index + 1}`} role="group">
              <NumberInput
                size="xs"
                w={90}
                aria-label={`Stop ${index + 1} position (%)`}
                suffix="%"
                min={0}
                max={100}
                value={Math.round(stop.offset * 100)}
                onChange={(at) =>
                  typeof at === "number" && set(setStop(background, index, { offset: at / 100 }), `background.stops.${index}.offset`)
                }
              />
              {typeof stop.color === "string" ? (
                <ColorField
                  label={`Stop ${index + 1} colour`}
                  value={stop.color}
                  palette={palette}
                  onChange={(color, picking) =>
                    set(setStop(background, index, { color }), picking ? `background.stops.${index}.color` : undefined)
                  }
                />
              ) : (
                <Text size="sm" c="dimmed">
                  Keyframed colour (the animation editor changes it)
                </Text>
              )}
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove stop ${index + 1}`}
                disabled={background.stops.length <= 2}
                onClick={() => set(removeStop(background, index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            size="compact-sm"
            variant="default"
            w="fit-content"
            leftSection={<IconPlus size={14} />}
            disabled={background.stops.length >= 8}
            onClick={() => set(addStop(background))}
          >
            Add stop
          </Button>
        </Stack>
      )}
    </Section>
  );
}
