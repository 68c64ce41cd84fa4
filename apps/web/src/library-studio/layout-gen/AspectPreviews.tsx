import { Group, Skeleton, Stack, Text } from "@mantine/core";
import { CHECKLIST_ASPECTS } from "@framewise/contracts";
import type { AspectRatio, Layout } from "@framewise/scene";
import { useTemplates } from "../../video-studio/content/content-api";
import { useRendererFonts } from "../../video-studio/content/use-renderer-fonts";
import { LibraryThumbnail } from "../../video-studio/content/LibraryThumbnail";

/** Every preview fits a square of this side, so the four line up. */
const BOX = 180;
const widthIn = (aspect: AspectRatio) => {
  const [w, h] = aspect.split(":").map(Number) as [number, number];
  return Math.round(BOX * Math.min(1, w / h));
};

/**
 * A layout drawn live in all four aspect ratios under the first published template, the ones it
 * does not declare marked so (they show how it would fall back, not a design).
 */
export function AspectPreviews({ layout }: { layout: Layout }) {
  const templates = useTemplates();
  const fontsReady = useRendererFonts();
  const template = templates.data?.[0];
  if (templates.data && !template)
    return (
      <Text size="sm" c="dimmed">
        No template is published, so there is nothing to draw the layout with.
      </Text>
    );
  return (
    <Group gap="lg" align="flex-end" aria-label="Previews in the four aspect ratios">
      {CHECKLIST_ASPECTS.map((aspect) => {
        const declared = layout.aspectRatios.includes(aspect);
        return (
          <Stack key={aspect} gap={4} align="center" data-testid={`preview-${aspect}`} style={{ opacity: declared ? 1 : 0.45 }}>
            {template ? (
              <LibraryThumbnail layout={layout} template={template} aspectRatio={aspect} fontsReady={fontsReady} width={widthIn(aspect)} />
            ) : (
              <Skeleton w={widthIn(aspect)} h={BOX} aria-label={`Loading the ${aspect} preview`} />
            )}
            <Text size="xs" c={declared ? undefined : "dimmed"}>
              {aspect}
              {declared ? "" : " · not declared"}
            </Text>
          </Stack>
        );
      })}
    </Group>
  );
}
