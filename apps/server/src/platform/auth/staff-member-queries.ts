import type { StaffMember } from "@framewise/contracts";
import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { user } from "../db/schema.ts";

/** Staff as `isStaffEmail` decides it, in SQL: a verified address on one of the staff domains (a disabled account is left out). */
const isStaff = (staffDomains: string[]): SQL =>
  staffDomains.length
    ? and(
        eq(user.emailVerified, true),
        isNull(user.disabledAt),
        inArray(
          sql`lower(split_part(${user.email}, '@', 2))`,
          staffDomains.map((domain) => domain.toLowerCase()),
        ),
      )!
    : sql`false`;

const memberColumns = { id: user.id, email: user.email, name: user.name };

/** Every staff account, by name. */
export async function listStaffMembers(db: Db, staffDomains: string[]): Promise<StaffMember[]> {
  return db.select(memberColumns).from(user).where(isStaff(staffDomains)).orderBy(asc(user.name), asc(user.email));
}

/** The staff accounts among these emails (compared without case); an email missing from the answer is no staff member's. */
export async function findStaffByEmails(db: Db, staffDomains: string[], emails: string[]): Promise<StaffMember[]> {
  if (!emails.length) return [];
  const lowered = emails.map((email) => email.toLowerCase());
  return db
    .select(memberColumns)
    .from(user)
    .where(and(isStaff(staffDomains), inArray(sql`lower(${user.email})`, lowered)));
}
