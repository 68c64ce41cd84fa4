import { Button, Group, Stack, Text } from "@mantine/core";
import { IconColorSwatch, IconSparkles } from "@tabler/icons-react";
import type { Palette, Scene } from "@framewise/scene";
import { animateBackground, setBackground, stillBackground } from "./background-edits";
import { BackgroundKeyframes } from "./BackgroundKeyframes";
import { ColorField } from "./ColorField";
import type { Edit } from "./use-document-history";
import type { PlayheadReader } from "./use-playhead-reader";

interface Props {
  scene: Scene;
  index: number;
  palette: Palette;
  /** The scene's length in seconds, as the preview times it. */
  length: number;
  /** The playhead is in this scene: a new keyframe goes there. */
  current: boolean;
  playhead: PlayheadReader;
  onEdit: (edit: Edit, field: string | null) => void;
}

/**
 * What fills the scene behind its layout: the template's own, a still colour (a palette role or
 * any other), or a colour that moves through keyframes over the scene.
 */
export function BackgroundField({ scene, index, palette, length, current, playhead, onEdit }: Props) {
  const background = scene.background;
  const animated = typeof background === "object";
  return (
    <Stack gap={6} role="group" aria-label={`Background of scene ${index + 1}`}>
      <Group gap="xs" justify="space-between">
        <Text size="sm" fw={500}>
          Background
        </Text>
        {animated ? (
          <Button
            size="compact-xs"
            variant="default"
            leftSection={<IconColorSwatch size={14} />}
            onClick={() => onEdit((doc) => stillBackground(doc, scene.id), null)}
          >
            Solid colour
          </Button>
        ) : (
          <Button
            size="compact-xs"
            variant="default"
            leftSection={<IconSparkles size={14} />}
            onClick={() => onEdit((doc) => animateBackground(doc, scene.id, length), null)}
          >
            Animate
          </Button>
        )}
      </Group>
      {animated ? (
        <BackgroundKeyframes
          scene={scene}
          keyframes={background.keyframes}
          index={index}
          palette={palette}
          length={length}
          current={current}
          playhead={playhead}
          onEdit={onEdit}
        />
      ) : (
        <Group gap="xs" wrap="wrap">
          <Button
            size="compact-xs"
            variant={background === undefined ? "light" : "subtle"}
            aria-pressed={background === undefined}
            onClick={() => onEdit((doc) => setBackground(doc, scene.id, undefined), null)}
          >
            Template's
          </Button>
          <ColorField
            label="Colour"
            value={background}
            palette={palette}
            onChange={(color, picking) => onEdit((doc) => setBackground(doc, scene.id, color), picking ? `${scene.id}/background` : null)}
          />
        </Group>
      )}
    </Stack>
  );
}
