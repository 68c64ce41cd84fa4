import type { AspectRatio, Layout, Template } from "@framewise/scene";
import { useMemo } from "react";
import { SceneThumbnail } from "./SceneThumbnail";
import { layoutSample } from "./layout-sample";

const NO_MEDIA = {};

interface Props {
  /** The layout to show, as any version defines it (a draft too). */
  layout: Layout;
  /** The template it is worn under. */
  template: Template;
  aspectRatio: AspectRatio;
  fontsReady: boolean;
  width?: number;
  /** The frame to draw (a scrubbed or playing preview); without it, the layout once its entrance settled. */
  frame?: number;
}

/**
 * A live picture of one layout under one template in one aspect ratio, drawn by the shared
 * renderer with each slot's label as its words: the studio's grids, boards and pages all use it,
 * so a draft looks exactly as it will in users' pickers.
 */
export function LibraryThumbnail({ layout, template, aspectRatio, fontsReady, width = 160, frame }: Props) {
  // The draft's own definition wins over the published one of the same id.
  const assets = useMemo(() => ({ template, layouts: { [layout.id]: layout }, images: {} }), [template, layout]);
  const sample = useMemo(() => layoutSample(layout, template.id, aspectRatio), [layout, template.id, aspectRatio]);
  return <SceneThumbnail content={sample} index={0} assets={assets} media={NO_MEDIA} fontsReady={fontsReady} width={width} frame={frame} />;
}
