import { Group, SegmentedControl, SimpleGrid, Stack, Text, Title, Tooltip } from "@mantine/core";
import { ASPECT_RATIOS, type AspectRatio, type Layout, type Template } from "@framewise/scene";
import { memo } from "react";
import { LibraryThumbnail } from "../../video-studio/content/LibraryThumbnail";
import { frameFigures, useFrameBatched } from "./use-frame-batched";

interface Props {
  template: Template;
  layouts: Record<string, Layout>;
  aspectRatio: AspectRatio;
  onAspectRatio: (aspectRatio: AspectRatio) => void;
  fontsReady: boolean;
}

/** Every offered layout under the edited template; memoised so a re-render that changes neither redraws nothing. */
const Thumbnails = memo(function Thumbnails({ template, layouts, aspectRatio, fontsReady }: Omit<Props, "onAspectRatio">) {
  const width = aspectRatio === "16:9" ? 240 : 160;
  return (
    <SimpleGrid cols={{ base: 2, md: aspectRatio === "16:9" ? 2 : 3 }} spacing="sm">
      {template.layouts.map((id) => {
        const layout = layouts[id];
        return (
          <Stack key={id} gap={4} data-testid={`preview-${id}`}>
            {layout ? (
              <LibraryThumbnail layout={layout} template={template} aspectRatio={aspectRatio} fontsReady={fontsReady} width={width} />
            ) : (
              <Text size="xs" c="dimmed" w={width}>
                Not published: no preview.
              </Text>
            )}
            <Text size="xs" c="dimmed" truncate>
              {layout?.name ?? id}
            </Text>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
});

/**
 * The live preview: each layout the template offers, drawn with the unsaved template in one
 * aspect ratio, redrawn once a frame while edits arrive. How long the last redraw took is shown
 * (and, for benchmarks, kept in `data-frame-times`).
 */
export function PreviewGrid({ template, layouts, aspectRatio, onAspectRatio, fontsReady }: Props) {
  const { shown, times } = useFrameBatched(template);
  const figures = frameFigures(times);
  const last = times.at(-1);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={4}>Preview</Title>
        <SegmentedControl
          size="xs"
          aria-label="Aspect ratio"
          data={[...ASPECT_RATIOS]}
          value={aspectRatio}
          onChange={(value) => onAspectRatio(value)}
        />
      </Group>
      <div data-testid="preview-grid" data-redraws={times.length} data-frame-times={times.map((ms) => ms.toFixed(2)).join(",")}>
        <Thumbnails template={shown} layouts={layouts} aspectRatio={aspectRatio} fontsReady={fontsReady} />
      </div>
      {last !== undefined && figures && (
        <Tooltip
          label={`Redrawing all ${template.layouts.length} previews after an edit: median ${figures.p50.toFixed(1)} ms, 95th percentile ${figures.p95.toFixed(1)} ms over ${times.length} redraws`}
        >
          <Text size="xs" c="dimmed" w="fit-content">
            Preview {Math.round(last)} ms
          </Text>
        </Tooltip>
      )}
    </Stack>
  );
}
