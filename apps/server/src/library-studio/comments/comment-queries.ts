import type { StaffMember } from "@framewise/contracts";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { libraryComment } from "../../platform/db/library-studio-schema.ts";
import { user } from "../../platform/db/schema.ts";

export type CommentRow = typeof libraryComment.$inferSelect & { author: StaffMember | null };

const commentColumns = {
  comment: libraryComment,
  authorId: user.id,
  authorEmail: user.email,
  authorName: user.name,
};

type Selected = {
  comment: typeof libraryComment.$inferSelect;
  authorId: string | null;
  authorEmail: string | null;
  authorName: string | null;
};
const toRow = ({ comment, authorId, authorEmail, authorName }: Selected): CommentRow => ({
  ...comment,
  author: authorId ? { id: authorId, email: authorEmail!, name: authorName! } : null,
});

/** A version's comments, oldest first, with their authors. */
export async function listComments(db: Db, libraryVersionId: string): Promise<CommentRow[]> {
  const rows = await db
    .select(commentColumns)
    .from(libraryComment)
    .leftJoin(user, eq(user.id, libraryComment.authorId))
    .where(eq(libraryComment.libraryVersionId, libraryVersionId))
    .orderBy(asc(libraryComment.createdAt), asc(libraryComment.id));
  return rows.map(toRow);
}

/** One comment of the version, or undefined (a comment of another version is not found either). */
export async function findComment(db: Db, libraryVersionId: string, id: string): Promise<CommentRow | undefined> {
  const [row] = await db
    .select(commentColumns)
    .from(libraryComment)
    .leftJoin(user, eq(user.id, libraryComment.authorId))
    .where(and(eq(libraryComment.libraryVersionId, libraryVersionId), eq(libraryComment.id, id)));
  return row && toRow(row);
}

/** The accounts mentioned, by id (an account deleted since is left out). */
export async function findMembersByIds(db: Db, ids: string[]): Promise<StaffMember[]> {
  if (!ids.length) return [];
  return db.select({ id: user.id, email: user.email, name: user.name }).from(user).where(inArray(user.id, ids));
}

/** How many comments (answers included) a version has. */
export async function countComments(db: Db, libraryVersionId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(libraryComment).where(eq(libraryComment.libraryVersionId, libraryVersionId));
  return row!.count;
}

export async function insertComment(db: Db, values: typeof libraryComment.$inferInsert) {
  await db.insert(libraryComment).values(values);
}

export async function setResolved(db: Db, id: string, resolvedAt: Date | null) {
  await db.update(libraryComment).set({ resolvedAt, updatedAt: new Date() }).where(eq(libraryComment.id, id));
}

/** Deletes a comment (its answers go with it: the foreign key cascades). */
export async function deleteComment(db: Db, id: string) {
  await db.delete(libraryComment).where(eq(libraryComment.id, id));
}
