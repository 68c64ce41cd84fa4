import type { Db } from "../db/database.ts";
import { deleteEntriesBefore } from "./audit-queries.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes audit entries older than `retentionDays` (0 keeps every entry); answers how many went. */
export async function pruneAuditLog(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  if (retentionDays === 0) return 0;
  return deleteEntriesBefore(db, new Date(now.getTime() - retentionDays * DAY_MS));
}
