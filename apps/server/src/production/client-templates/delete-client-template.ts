import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { ClientRow } from "../clients/client-queries.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError, notFound } from "../../kernel/errors.ts";
import { deleteClientTemplateRow, findClientTemplate, isClientTemplateInUse } from "./client-template-queries.ts";

/** Deletes the client's template `id` (404 for another client's); 409 `template_in_use` while a pipeline or campaign renders with it. */
export async function deleteClientTemplate(db: Db, actor: AuditActor, target: ClientRow, id: string): Promise<void> {
  const row = await findClientTemplate(db, target.id, id);
  if (!row) throw notFound("That template");
  if (await isClientTemplateInUse(db, row.id))
    throw new DomainError("conflict", "template_in_use", "A pipeline or campaign uses this template; change or delete it first.");
  await asActor(db, actor, (tx) => deleteClientTemplateRow(tx, row.id));
}
