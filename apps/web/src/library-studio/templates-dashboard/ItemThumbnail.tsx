import { Box } from "@mantine/core";
import type { Layout, Template } from "@framewise/scene";
import { useMemo } from "react";
import { SceneThumbnail } from "../../video-studio/content/SceneThumbnail";
import { TemplatePreview } from "../../video-studio/create/TemplatePreview";
import { layoutSample } from "../../video-studio/content/layout-sample";

const SIZE = 56;
const NO_MEDIA = {};

interface Props {
  kind: "template" | "layout";
  id: string;
  templates: Template[];
  layouts: Record<string, Layout>;
  fontsReady: boolean;
}

/** A small live picture of a library item, drawn by the shared renderer as the pickers draw it; a blank square for one no longer in the library. */
export function ItemThumbnail({ kind, id, templates, layouts, fontsReady }: Props) {
  const template =
    kind === "template" ? templates.find((item) => item.id === id) : (templates.find((item) => item.layouts.includes(id)) ?? templates[0]);
  const layout = kind === "layout" ? layouts[id] : undefined;
  const assets = useMemo(() => template && { template, layouts, images: {} }, [template, layouts]);
  const sample = useMemo(() => layout && template && layoutSample(layout, template.id, "1:1"), [layout, template]);
  if (!assets || (kind === "layout" && !sample)) return <Box w={SIZE} h={SIZE} bg="gray.1" style={{ borderRadius: 6 }} aria-hidden />;
  return (
    <Box w={SIZE} style={{ flexShrink: 0 }}>
      {sample ? (
        <SceneThumbnail content={sample} index={0} assets={assets} media={NO_MEDIA} fontsReady={fontsReady} width={SIZE} />
      ) : (
        <TemplatePreview template={assets.template} assets={assets} aspectRatio="1:1" fontsReady={fontsReady} playing={false} />
      )}
    </Box>
  );
}
