import { Box } from "@mantine/core";
import type { Layout, Template } from "@framewise/scene";
import { useMemo } from "react";
import { SceneThumbnail } from "../../video-studio/content/SceneThumbnail";
import type { ClientTemplate } from "../shared/clients-api";

const NO_MEDIA = {};
const WIDTH = 160;

interface Props {
  template: ClientTemplate;
  library: Template[];
  layouts: Record<string, Layout>;
  fontsReady: boolean;
}

/** The template's first scene, drawn by the shared renderer as the editor's storyboard draws it. */
export function TemplateThumbnail({ template, library, layouts, fontsReady }: Props) {
  const look = library.find((item) => item.id === template.template_id);
  const assets = useMemo(() => look && { template: look, layouts, images: {} }, [look, layouts]);
  if (!assets) return <Box w={WIDTH} h={WIDTH} bg="gray.1" style={{ borderRadius: 6 }} aria-hidden />;
  return <SceneThumbnail content={template.document} index={0} assets={assets} media={NO_MEDIA} fontsReady={fontsReady} width={WIDTH} />;
}
