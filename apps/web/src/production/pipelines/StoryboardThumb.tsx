import { Box } from "@mantine/core";
import type { Content } from "@framewise/scene";
import { useMemo } from "react";
import { useLayouts, useTemplates } from "../../video-studio/content/content-api";
import { SceneThumbnail } from "../../video-studio/content/SceneThumbnail";
import { useRendererFonts } from "../../video-studio/content/use-renderer-fonts";

const NO_MEDIA = {};

/** A draft's first scenes drawn by the shared renderer, as the editor's storyboard draws them. */
export function StoryboardThumb({ document, scenes = 2, width = 96 }: { document: Content; scenes?: number; width?: number }) {
  const library = useTemplates();
  const layouts = useLayouts();
  const fontsReady = useRendererFonts();
  const look = library.data?.find((item) => item.id === document.templateId);
  const assets = useMemo(() => look && layouts.data && { template: look, layouts: layouts.data, images: {} }, [look, layouts.data]);
  if (!assets) return <Box w={width} h={width} bg="gray.1" style={{ borderRadius: 6 }} aria-hidden />;
  return (
    <Box style={{ display: "flex", gap: 4 }}>
      {document.scenes.slice(0, scenes).map((scene, index) => (
        <SceneThumbnail
          key={scene.id}
          content={document}
          index={index}
          assets={assets}
          media={NO_MEDIA}
          fontsReady={fontsReady}
          width={width}
        />
      ))}
    </Box>
  );
}
