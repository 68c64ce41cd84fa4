import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { deletePlanAssignment } from "../../workspace/quota/plan-queries.ts";
import { clientOwner } from "../../workspace/quota/quota-owner.ts";
import { deleteOwnerQuota } from "../../workspace/quota/quota-queries.ts";
import { deleteClientAndAccount, type ClientRow } from "./client-queries.ts";

/** Removes an account's videos, renders and files as deleting a person's account does (accounts/delete-account-data.ts). */
export type DeleteAccountData = (userId: string) => Promise<void>;

/**
 * Deletes the client and its account (decision 0013): first what the account made (renders
 * stopped, files removed), then in one transaction the client (its keys, templates, members,
 * pipelines and campaigns go with it), its quota counters and plan, and the account's user row.
 */
export async function deleteClient(db: Db, actor: AuditActor, target: ClientRow, deleteAccountData: DeleteAccountData): Promise<void> {
  await deleteAccountData(target.accountUserId);
  await asActor(db, actor, async (tx) => {
    await deleteClientAndAccount(tx, target);
    await deleteOwnerQuota(tx, clientOwner(target.id));
    await deletePlanAssignment(tx, clientOwner(target.id));
  });
}
