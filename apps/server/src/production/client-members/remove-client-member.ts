import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { ClientRow } from "../clients/client-queries.ts";
import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../kernel/errors.ts";
import { deleteClientMember, findClientMember } from "./client-member-queries.ts";

/** Removes a member (404 when the user is not one); they stop seeing the client's videos at once. */
export async function removeClientMember(db: Db, actor: AuditActor, target: ClientRow, userId: string): Promise<void> {
  if (!(await findClientMember(db, target.id, userId))) throw notFound("That member");
  await asActor(db, actor, (tx) => deleteClientMember(tx, target.id, userId));
}
