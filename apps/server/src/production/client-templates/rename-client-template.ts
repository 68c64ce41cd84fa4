import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { ClientRow } from "../clients/client-queries.ts";
import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../kernel/errors.ts";
import { findClientTemplate, updateClientTemplate, type ClientTemplateRow } from "./client-template-queries.ts";

/** Renames the client's template `id` (404 for another client's). */
export async function renameClientTemplate(
  db: Db,
  actor: AuditActor,
  target: ClientRow,
  id: string,
  name: string,
): Promise<ClientTemplateRow> {
  const row = await findClientTemplate(db, target.id, id);
  if (!row) throw notFound("That template");
  return asActor(db, actor, (tx) => updateClientTemplate(tx, row.id, { name }));
}
