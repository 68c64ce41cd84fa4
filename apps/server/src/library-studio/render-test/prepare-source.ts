import { mediaLengths, timeline } from "@framewise/scene";
import type { Db } from "../../platform/db/database.ts";
import { frameSize } from "./frame-size.ts";
import { layoutsById, locateMedia } from "./locate-media.ts";
import type { RenderTestSource } from "./render-test-schemas.ts";
import { resolveSource } from "./resolve-source.ts";

/**
 * A source made drawable, the same way for the browser's plan and for each server frame: the
 * document, the frame size, its media located, and the timeline over the media's lengths.
 */
export async function prepareSource(db: Db, source: RenderTestSource, width: number) {
  const { document, title } = await resolveSource(db, source);
  const size = frameSize(document.content.aspectRatio, width);
  const located = await locateMedia(db, document);
  const layouts = layoutsById(document);
  const media = mediaLengths(document.content, layouts, located.durations);
  return { document, title, layouts, size, located, media, line: timeline(document.content, media) };
}
