import type { Content, Layout, LayoutSlots } from "@framewise/scene";
import type { Db } from "../../platform/db/database.ts";
import { findLayoutDefinitions } from "../../workspace/library/library-queries.ts";

/** The slots each of these layouts offers, so a modification can fill a slot a document leaves empty. */
export function slotsOfLayouts(layouts: readonly Pick<Layout, "id" | "slots">[]): LayoutSlots {
  const slotsOf = new Map(layouts.map((layout) => [layout.id, layout.slots]));
  return (id) => slotsOf.get(id) ?? [];
}

/** The slots offered by the library layouts a document's scenes use (a layout no longer in the library offers none). */
export async function documentLayoutSlots(db: Db, document: Content): Promise<LayoutSlots> {
  return slotsOfLayouts(await findLayoutDefinitions(db, [...new Set(document.scenes.map((scene) => scene.layoutId))]));
}
