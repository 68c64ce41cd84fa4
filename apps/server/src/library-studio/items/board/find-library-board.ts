import type { LibraryBoardItem, LibraryKind } from "@framewise/contracts";
import type { Db } from "../../../platform/db/database.ts";
import { findLibraryItems } from "../find-library-items.ts";
import type { StoredDefinition } from "../library-studio-view.ts";
import { blockedReasons } from "./blocked-reasons.ts";
import { listLastChanges, listLatestChecks } from "./board-queries.ts";

const key = (kind: LibraryKind, itemId: string) => `${kind}/${itemId}`;

/** Every item (of a kind, or both) as the board shows it: its summary and latest definition, what blocks it, and its last change. */
export async function findLibraryBoard(db: Db, kind: LibraryKind | undefined): Promise<LibraryBoardItem<StoredDefinition>[]> {
  const [items, latest, changes] = await Promise.all([findLibraryItems(db, kind), listLatestChecks(db, kind), listLastChanges(db, kind)]);
  const latestByItem = new Map(latest.map((row) => [key(row.kind, row.itemId), row]));
  const changeByItem = new Map(changes.map((row) => [key(row.kind, row.itemId), row]));
  // An item created between the reads is left for the next one.
  return items.flatMap((item) => {
    const version = latestByItem.get(key(item.kind, item.id));
    if (!version) return [];
    const change = changeByItem.get(key(item.kind, item.id));
    return [
      {
        ...item,
        definition: version.definition as StoredDefinition,
        blocked: blockedReasons(item.kind, version),
        last_change: change ? { at: change.at.toISOString(), by: change.by } : null,
      },
    ];
  });
}
