import { Skeleton } from "@mantine/core";
import type { Layout, Template } from "@framewise/scene";
import { LibraryThumbnail } from "../../video-studio/content/LibraryThumbnail";
import { thumbnailAspect, widthInSquare } from "./thumbnail-size";

interface Props {
  /** Any version of the layout (a draft too). */
  layout: Layout;
  /** The published templates; undefined while they load. */
  templates: Template[] | undefined;
  fontsReady: boolean;
  /** The picture's width, or with `fitSquare` the side of the square it fits in (so a grid of them lines up). */
  size: number;
  fitSquare?: boolean;
}

/** A layout worn by the first published template that offers it (else the first one): as users would first meet it. */
export function LayoutThumbnail({ layout, templates, fontsReady, size, fitSquare = false }: Props) {
  const template = templates?.find((item) => item.layouts.includes(layout.id)) ?? templates?.[0];
  if (!template) return <Skeleton w={size} h={size} aria-label="Loading the thumbnail" />;
  const aspect = thumbnailAspect(layout);
  const width = fitSquare ? widthInSquare(size, aspect) : size;
  return <LibraryThumbnail layout={layout} template={template} aspectRatio={aspect} fontsReady={fontsReady} width={width} />;
}
