import type { ClientStatus } from "@framewise/contracts";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { updateClientRow, type ClientRow } from "./client-queries.ts";

/** Suspends or resumes the client: a suspended client's keys answer 403 and its pipelines stop; nothing is deleted. */
export const setClientStatus = (db: Db, actor: AuditActor, target: ClientRow, status: ClientStatus): Promise<ClientRow> =>
  asActor(db, actor, (tx) => updateClientRow(tx, target.id, { status }));
