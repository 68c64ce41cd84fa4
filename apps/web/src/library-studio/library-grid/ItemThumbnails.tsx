import { Box, Group, Text } from "@mantine/core";
import type { Layout, Template } from "@framewise/scene";
import { LayoutThumbnail } from "../studio/LayoutThumbnail";
import { LibraryThumbnail } from "../../video-studio/content/LibraryThumbnail";
import { thumbnailAspect, widthInSquare } from "../studio/thumbnail-size";

/** Thumbnails sit in a square of this side, whatever their ratio, so the grid lines up. */
const BOX = 168;
const SMALL = 44;

const Frame = ({ children }: { children: React.ReactNode }) => (
  <Box h={BOX} style={{ display: "flex", alignItems: "center", justifyContent: "center" }}>
    {children}
  </Box>
);

/** A layout as users would first meet it, fitted in the card's square. */
export function LayoutCardThumbnail({ layout, templates, fontsReady }: { layout: Layout; templates: Template[]; fontsReady: boolean }) {
  return (
    <Frame>
      <LayoutThumbnail layout={layout} templates={templates} fontsReady={fontsReady} size={BOX} fitSquare />
    </Frame>
  );
}

/** A template wearing its first layout, its other layouts small beneath. */
export function TemplateCardThumbnail({
  template,
  layouts,
  fontsReady,
}: {
  template: Template;
  layouts: Record<string, Layout>;
  fontsReady: boolean;
}) {
  const offered = template.layouts.flatMap((id) => (layouts[id] ? [layouts[id]] : []));
  const [first, ...others] = offered;
  if (!first)
    return (
      <Frame>
        <Text size="sm" c="dimmed" ta="center">
          None of its layouts is published: nothing to draw it with.
        </Text>
      </Frame>
    );
  const aspect = thumbnailAspect(first);
  return (
    <Box>
      <Frame>
        <LibraryThumbnail
          layout={first}
          template={template}
          aspectRatio={aspect}
          fontsReady={fontsReady}
          width={widthInSquare(BOX, aspect)}
        />
      </Frame>
      {others.length > 0 && (
        <Group gap={4} mt={4} justify="center" aria-label={`Its other layouts: ${others.map((layout) => layout.name).join(", ")}`}>
          {others.slice(0, 4).map((layout) => (
            <LibraryThumbnail key={layout.id} layout={layout} template={template} aspectRatio="1:1" fontsReady={fontsReady} width={SMALL} />
          ))}
          {others.length > 4 && (
            <Text size="xs" c="dimmed">
              +{others.length - 4}
            </Text>
          )}
        </Group>
      )}
    </Box>
  );
}
