import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { session, user } from "../db/schema.ts";

/** The account operations of the operator command (`npm run admin`), for when mail cannot be set up. */
export interface AccountRow {
  email: string;
  name: string;
  emailVerified: boolean;
  disabled: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export async function listUsers(db: Db): Promise<AccountRow[]> {
  const rows = await db.select().from(user).orderBy(desc(user.createdAt));
  return rows.map((row) => ({
    email: row.email,
    name: row.name,
    emailVerified: row.emailVerified,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt,
    lastLoginAt: row.lastLoginAt,
  }));
}

/** Answers false when no account uses the address. */
export async function verifyEmail(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(user.email, email.toLowerCase()))
    .returning({ id: user.id });
  return rows.length > 0;
}

/** Disabling also ends every session of the account, so it is signed out everywhere at once. */
export async function setDisabled(db: Db, email: string, disabled: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(user)
      .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
      .where(eq(user.email, email.toLowerCase()))
      .returning({ id: user.id });
    const [found] = rows;
    if (found && disabled) await tx.delete(session).where(eq(session.userId, found.id));
    return rows.length > 0;
  });
}
