import { randomUUID } from "node:crypto";
import { z } from "zod";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { ClientRow } from "../clients/client-queries.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import { findClientMember, findUserIdByEmail, insertClientMember, type ClientMemberRow } from "./client-member-queries.ts";

export const addClientMemberBody = z.strictObject({
  email: z.email("Enter an email address.").max(320).describe("An existing user's address."),
});

/** Makes an existing user a member (404 when nobody has the address; adding a member twice keeps one). */
export async function addClientMember(db: Db, actor: AuditActor, target: ClientRow, email: string): Promise<ClientMemberRow> {
  const userId = await findUserIdByEmail(db, email);
  if (!userId || email.toLowerCase().endsWith("@clients.invalid"))
    throw new DomainError("not_found", "not_found", "No user has this address; they need to sign up first.", {
      email: "No user has this address.",
    });
  await asActor(db, actor, (tx) => insertClientMember(tx, { id: randomUUID(), clientId: target.id, userId }));
  return (await findClientMember(db, target.id, userId))!;
}
