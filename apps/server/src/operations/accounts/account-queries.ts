import type { AccountSummary } from "@framewise/contracts";
import { count, desc, eq, inArray, sql, sum } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { asset, content, generatedImage, imageLike, landingPage, render, session, user } from "../../platform/db/schema.ts";
import { deletePlanAssignment } from "../../workspace/quota/plan-queries.ts";
import { userOwner } from "../../workspace/quota/quota-owner.ts";
import { deleteOwnerQuota } from "../../workspace/quota/quota-queries.ts";

/** How much the user has made: what deleting the account would remove. */
export async function findAccountSummary(db: Db, userId: string): Promise<AccountSummary> {
  const [[videos], [renders], [assets], [pages]] = await Promise.all([
    db.select({ n: count() }).from(content).where(eq(content.userId, userId)),
    db.select({ n: count() }).from(render).where(eq(render.userId, userId)),
    db
      .select({ n: count(), bytes: sum(asset.sizeBytes) })
      .from(asset)
      .where(eq(asset.userId, userId)),
    db.select({ n: count() }).from(landingPage).where(eq(landingPage.userId, userId)),
  ]);
  return {
    videos: videos?.n ?? 0,
    renders: renders?.n ?? 0,
    assets: assets?.n ?? 0,
    landingPages: pages?.n ?? 0,
    storageBytes: Number(assets?.bytes ?? 0),
  };
}

/** Deletes every row the user made, in one transaction, and answers the ids of the renders it removed. */
export async function deleteAccountRows(db: Db, userId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(render).where(eq(render.userId, userId)).returning({ id: render.id });
    await tx.delete(landingPage).where(eq(landingPage.userId, userId));
    await tx.delete(content).where(eq(content.userId, userId));
    await tx.delete(asset).where(eq(asset.userId, userId));
    // Their likes of others' images go with them, and so does what they added to those counts.
    const liked = tx.select({ id: imageLike.imageId }).from(imageLike).where(eq(imageLike.userId, userId));
    await tx
      .update(generatedImage)
      .set({ likes: sql`greatest(${generatedImage.likes} - 1, 0)` })
      .where(inArray(generatedImage.id, liked));
    await tx.delete(imageLike).where(eq(imageLike.userId, userId));
    // Their quota counters, ledger and plan: nothing of theirs is counted after they go.
    await deleteOwnerQuota(tx, userOwner(userId));
    await deletePlanAssignment(tx, userOwner(userId));
    return removed.map(({ id }) => id);
  });
}

/** Records that the user signed in now. */
export async function recordLastLogin(db: Db, userId: string): Promise<void> {
  await db.update(user).set({ lastLoginAt: new Date() }).where(eq(user.id, userId));
}

// The account operations of the operator command (`npm run admin`), for when mail cannot be set up.

export interface AccountRow {
  email: string;
  name: string;
  emailVerified: boolean;
  disabled: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
}

/** Every account, newest first. */
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

/** Marks the address verified; answers false when no account uses it. */
export async function verifyEmail(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(user.email, email.toLowerCase()))
    .returning({ id: user.id });
  return rows.length > 0;
}

/**
 * Disables or enables the account with this address; answers false when there is none.
 * Disabling also ends every session of the account, so it is signed out everywhere at once.
 */
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
