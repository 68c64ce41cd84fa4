import { Group, ScrollArea, Skeleton, Stack, Text } from "@mantine/core";
import type { RenderAssets } from "@framewise/renderer";
import { CANVAS_SIZES, mediaSources, timeline, type Content, type MediaLengths } from "@framewise/scene";
import { useMemo } from "react";
import { useLayouts, useTemplates } from "./content-api";
import { usePreviewImages } from "./preview/use-preview-images";
import { SceneThumbnail } from "./SceneThumbnail";
import { seconds } from "./scene-length";
import { useRendererFonts } from "./use-renderer-fonts";

const TILE_HEIGHT = 64;
/** Read-only: scenes that follow their voiceover or clip keep their planned minimum rather than look up each recording. */
const PLANNED_LENGTHS: MediaLengths = {};

/**
 * A storyboard at a glance: every scene small, in order, drawn by the shared renderer with the
 * template and layouts from the library. Nothing to click; for places that show a planned or
 * drafted video beside other information (prompt test results, chat tool cards).
 */
export function StoryboardStrip({ document }: { document: Content }) {
  const templates = useTemplates();
  const layouts = useLayouts();
  const fontsReady = useRendererFonts();
  const sources = useMemo(() => mediaSources(document, layouts.data ?? {}), [document, layouts.data]);
  const { images, posters } = usePreviewImages(sources);
  const template = templates.data?.find((candidate) => candidate.id === document.templateId);
  const assets = useMemo<RenderAssets | undefined>(
    () => template && layouts.data && { template, layouts: layouts.data, images, videos: posters },
    [template, layouts.data, images, posters],
  );
  const size = CANVAS_SIZES[document.aspectRatio];
  const width = Math.round((TILE_HEIGHT * size.width) / size.height);
  const durations = useMemo(() => timeline(document, PLANNED_LENGTHS).scenes.map((entry) => entry.duration), [document]);

  if (templates.isError || layouts.isError)
    return (
      <Text size="xs" c="red">
        The template library could not be loaded.
      </Text>
    );
  if (templates.data && !template)
    return (
      <Text size="xs" c="dimmed">
        Template {document.templateId} is not in the library.
      </Text>
    );

  return (
    <ScrollArea type="auto" offsetScrollbars aria-label={`Storyboard: ${document.title}`}>
      <Group gap={6} wrap="nowrap" py={2} data-testid="storyboard-strip">
        {document.scenes.map((scene, index) => (
          <Stack key={scene.id} gap={0} align="center" data-testid="storyboard-strip-tile">
            {assets ? (
              <SceneThumbnail
                content={document}
                index={index}
                assets={assets}
                media={PLANNED_LENGTHS}
                fontsReady={fontsReady}
                width={width}
              />
            ) : (
              <Skeleton width={width} height={TILE_HEIGHT} radius={6} />
            )}
            <Text size="xs" c="dimmed">
              {index + 1} · {seconds(durations[index] ?? 0)}
            </Text>
          </Stack>
        ))}
      </Group>
    </ScrollArea>
  );
}
