import type { LibraryItemDetail } from "@framewise/contracts";
import type { Db } from "../../platform/db/database.ts";
import { findLibraryItems } from "./find-library-items.ts";
import { listVersions, type LibraryItemRow } from "./library-item-queries.ts";
import { versionView, type StoredDefinition } from "./library-studio-view.ts";

/** One item as its page shows it: the summary, the latest definition and every version, newest first. */
export async function findLibraryItem(db: Db, item: LibraryItemRow): Promise<LibraryItemDetail<StoredDefinition>> {
  const [[summary], versions] = await Promise.all([findLibraryItems(db, item.kind, item.itemId), listVersions(db, item.id)]);
  return { ...summary!, definition: versions[0]!.definition as StoredDefinition, versions: versions.map(versionView) };
}
