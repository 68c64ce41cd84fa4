import type { LibraryActivity, LibraryKind } from "@framewise/contracts";
import type { Db } from "../../../platform/db/database.ts";
import { listVersionActivity } from "./board-queries.ts";

/** The most entries one answer lists; a busier window shows its newest. */
export const ACTIVITY_LIMIT = 500;

/** Versions created and stage changes since `since`, newest first, from the audit trail (who, what, when). */
export async function findLibraryActivity(db: Db, kind: LibraryKind | undefined, since: Date): Promise<LibraryActivity[]> {
  const rows = await listVersionActivity(db, kind, since, ACTIVITY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    type: row.action === "insert" ? "version_created" : "stage_changed",
    at: row.at.toISOString(),
    by: row.by,
    kind: row.kind,
    item_id: row.itemId,
    item_name: row.name ?? row.itemId,
    version: row.version,
    from_stage: row.fromStage,
    // An insert's stage is in its row; a recorded stage change always names the new one.
    to_stage: row.toStage!,
    reason: row.reason,
  }));
}
