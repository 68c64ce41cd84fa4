import { Box, Group, ScrollArea, Stack, Text } from "@mantine/core";
import type { RenderAssets } from "@framewise/renderer";
import { CANVAS_SIZES, timeline, type Content, type MediaLengths } from "@framewise/scene";
import { memo } from "react";
import { useDragReorder } from "../../ui/use-drag-reorder";
import { sceneLength, seconds } from "./scene-length";
import { moveScene } from "./scene-edits";
import { SceneThumbnail } from "./SceneThumbnail";
import type { Edit } from "./use-document-history";

interface Props {
  content: Content;
  assets: RenderAssets;
  /** The lengths of the media the scenes follow, as the preview times them. */
  media: MediaLengths;
  fontsReady: boolean;
  current: number;
  onEdit: (edit: Edit, field: string | null) => void;
  onSelect: (index: number) => void;
}

const TILE_HEIGHT = 80;
const DRAG_TYPE = "application/x-framewise-scene";

/**
 * Every scene small, in order, with its length: the video at a glance. A click shows the scene
 * (playhead and card); dragging a scene onto another moves it there.
 */
export const SceneStrip = memo(function SceneStrip({ content, assets, media, fontsReady, current, onEdit, onSelect }: Props) {
  const { dropIndex, itemProps } = useDragReorder(DRAG_TYPE, (from, to) => onEdit((doc) => moveScene(doc, from, to), null));
  const size = CANVAS_SIZES[content.aspectRatio];
  const width = Math.round((TILE_HEIGHT * size.width) / size.height);
  const durations = timeline(content, media).scenes.map((entry) => entry.duration);

  return (
    <ScrollArea type="auto" offsetScrollbars aria-label="Scenes">
      <Group gap="xs" wrap="nowrap" py={4} data-testid="scene-strip">
        {content.scenes.map((scene, index) => (
          // A div, not a button: browsers do not start a drag from a button.
          <Box
            key={scene.id}
            {...itemProps(index)}
            role="button"
            tabIndex={0}
            data-testid="scene-strip-tile"
            aria-label={`Scene ${index + 1}, ${sceneLength(scene, durations[index] ?? 0)}: show it, or drag it to reorder`}
            aria-current={index === current ? "true" : undefined}
            onClick={() => onSelect(index)}
            onKeyDown={(event) => {
              if (event.key !== "Enter" && event.key !== " ") return;
              event.preventDefault();
              onSelect(index);
            }}
            style={{
              borderRadius: 8,
              padding: 3,
              cursor: "grab",
              outline:
                dropIndex === index
                  ? "2px dashed var(--mantine-color-blue-5)"
                  : index === current
                    ? "2px solid var(--mantine-color-blue-5)"
                    : "1px solid var(--mantine-color-gray-3)",
            }}
          >
            <Stack gap={2} align="center">
              <SceneThumbnail content={content} index={index} assets={assets} media={media} fontsReady={fontsReady} width={width} />
              <Text size="xs" c="dimmed" title={sceneLength(scene, durations[index] ?? 0)}>
                {index + 1} · {seconds(durations[index] ?? 0)}
              </Text>
            </Stack>
          </Box>
        ))}
      </Group>
    </ScrollArea>
  );
});
