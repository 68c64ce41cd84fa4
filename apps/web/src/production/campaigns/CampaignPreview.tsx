import { applyRenderModifications, mediaSources, type Content } from "@framewise/scene";
import { useMemo } from "react";
import { useLayouts, useTemplates } from "../../video-studio/content/content-api";
import { usePreviewImages } from "../../video-studio/content/preview/use-preview-images";
import { SceneThumbnail } from "../../video-studio/content/SceneThumbnail";
import { useRendererFonts } from "../../video-studio/content/use-renderer-fonts";

const NO_MEDIA = {};

/** The campaign's first scene with the form's values (picked photos included), drawn by the shared renderer as the render will draw it. */
export function CampaignPreview({ document, values }: { document: Content; values: Record<string, string> }) {
  const library = useTemplates();
  const layouts = useLayouts();
  const fontsReady = useRendererFonts();
  // Values that do not fit yet (a half-typed number) leave the preview as it was: the server names them on making.
  const content = useMemo(() => applyRenderModifications(document, values).content, [document, values]);
  const sources = useMemo(() => mediaSources(content, layouts.data ?? {}), [content, layouts.data]);
  const { images, posters } = usePreviewImages(sources);
  const look = library.data?.find((item) => item.id === document.templateId);
  const assets = useMemo(
    () => look && layouts.data && { template: look, layouts: layouts.data, images, videos: posters },
    [look, layouts.data, images, posters],
  );
  if (!assets) return null;
  return <SceneThumbnail content={content} index={0} assets={assets} media={NO_MEDIA} fontsReady={fontsReady} width={270} />;
}
