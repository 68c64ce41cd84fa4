import type { AuditActorKind, AuditSource } from "@framewise/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import type { Viewer } from "../http/viewer.ts";

/** Who is changing audited rows, through what, and (for staff edits and reverts) why. */
export interface AuditActor {
  kind: AuditActorKind;
  id: string | null;
  /** The email or key name as it is now, so the trail stays readable after the account is gone. */
  label: string | null;
  source: AuditSource;
  reason?: string;
}

/** The signed-in caller as an actor: staff changes are marked as such. */
export const viewerActor = (viewer: Viewer, source: AuditSource, reason?: string): AuditActor => ({
  kind: viewer.isStaff ? "staff" : "user",
  id: viewer.id,
  label: viewer.email,
  source,
  reason,
});

/**
 * Runs `change` in one transaction whose audited writes are recorded as `actor`'s: the
 * `framewise_audit` trigger (migration 0020) reads the transaction-local `framewise.actor`
 * setting, so the record and the change commit or roll back together. Writes made outside this
 * are still recorded, as the system's.
 */
export async function asActor<T>(db: Db, actor: AuditActor, change: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('framewise.actor', ${JSON.stringify(actor)}, true)`);
    return change(tx as unknown as Db);
  });
}
