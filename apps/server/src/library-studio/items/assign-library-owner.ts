import { z } from "zod";
import { findStaffByEmails } from "../../platform/auth/staff-member-queries.ts";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import { findUserIdByEmail, setOwner, type LibraryItemRow } from "./library-item-queries.ts";

export const ownerBody = z.strictObject({
  owner_email: z.email().max(320).nullable().describe("Who owns the item (a staff member's account), by email; null for nobody."),
});

/** Gives the item a staff owner by email (422 `unknown_account` when no account has it, `not_staff` when it is a user's) or none. */
export async function assignLibraryOwner(
  db: Db,
  actor: AuditActor,
  item: LibraryItemRow,
  body: z.infer<typeof ownerBody>,
  staffDomains: string[],
) {
  const email = body.owner_email;
  const ownerId = email ? await findUserIdByEmail(db, email) : null;
  if (email && !ownerId)
    throw new DomainError("unprocessable", "unknown_account", "No account has that email.", { owner_email: "No account has this email." });
  if (email && !(await findStaffByEmails(db, staffDomains, [email])).length)
    throw new DomainError("unprocessable", "not_staff", "Only a staff member can own a library item.", {
      owner_email: "This account is not staff.",
    });
  await asActor(db, actor, (tx) => setOwner(tx, item.id, ownerId ?? null));
}
