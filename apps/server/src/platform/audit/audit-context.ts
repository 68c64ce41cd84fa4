import type { AuditActorKind, AuditSource } from "@framewise/contracts";
import type { Db } from "../db/database.ts";
import type { Viewer } from "../auth/viewer.ts";
import { transactionAs } from "./audit-queries.ts";

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
 * A request's caller: the web app authenticates with the session cookie (its editor), the public
 * API with the identity token (`Authorization: Bearer`).
 */
export const requestActor = (viewer: Viewer): AuditActor => viewerActor(viewer, viewer.viaCookie ? "editor" : "api");

/**
 * Runs `change` in one transaction whose audited writes are recorded as `actor`'s: the
 * `framewise_audit` trigger (migration 0020) reads the transaction-local `framewise.actor`
 * setting, so the record and the change commit or roll back together. Writes made outside this
 * are still recorded, as the system's.
 */
export async function asActor<T>(db: Db, actor: AuditActor, change: (tx: Db) => Promise<T>): Promise<T> {
  return transactionAs(db, JSON.stringify(actor), change);
}

/** `asActor` when someone is named; a change without an actor (a background copy) is recorded as the system's. */
export const asActorIfNamed = <T>(db: Db, actor: AuditActor | undefined, change: (tx: Db) => Promise<T>): Promise<T> =>
  actor ? asActor(db, actor, change) : change(db);
