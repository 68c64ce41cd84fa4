import { drawFrame, type RenderAssets } from "@framewise/renderer";
import { offscreenLayers } from "@framewise/renderer/browser";
import { CANVAS_SIZES, type Content, type MediaLengths } from "@framewise/scene";
import { useEffect, useMemo, useRef } from "react";
import { thumbnailFrame } from "./thumbnail-frame";

interface Props {
  content: Content;
  index: number;
  assets: RenderAssets;
  /** The lengths of the media the scenes follow, as the preview times them. */
  media: MediaLengths;
  fontsReady: boolean;
  width?: number;
  /** The video's frame to draw (a scrubbed preview); without it, the scene once its entrance has settled. */
  frame?: number;
}

/** Scene `index` drawn by the shared renderer, small, once its entrance has settled (or at `frame`). */
export function SceneThumbnail({ content, index, assets, media, fontsReady, width = 240, frame }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const size = CANVAS_SIZES[content.aspectRatio];
  const scale = width / size.width;
  const layers = useMemo(() => offscreenLayers(), []);

  useEffect(() => {
    const ctx = canvas.current?.getContext("2d");
    if (!ctx || !fontsReady) return;
    ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    drawFrame(ctx, content, assets, frame ?? thumbnailFrame(content, index, media), { scale, layer: layers, media });
  }, [content, index, assets, media, fontsReady, scale, layers, frame]);

  return (
    <canvas
      ref={canvas}
      data-testid="scene-thumbnail"
      width={width}
      height={Math.round(size.height * scale)}
      aria-label={`Scene ${index + 1} preview`}
      role="img"
      style={{ width: width, maxWidth: "100%", borderRadius: 6, background: "var(--mantine-color-gray-1)" }}
    />
  );
}
