import type { LibraryCommentThread } from "@framewise/contracts";
import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../kernel/errors.ts";
import { findMembersByIds, listComments } from "./comment-queries.ts";
import { threadsOf } from "./comment-view.ts";

/** A version's threads, oldest first, with authors and mentioned staff. */
export async function listVersionComments(db: Db, libraryVersionId: string): Promise<LibraryCommentThread[]> {
  const rows = await listComments(db, libraryVersionId);
  const members = await findMembersByIds(db, [...new Set(rows.flatMap((row) => row.mentions))]);
  return threadsOf(rows, new Map(members.map((member) => [member.id, member])));
}

/** One thread of the version as answered, or 404. */
export async function findThread(db: Db, libraryVersionId: string, threadId: string): Promise<LibraryCommentThread> {
  const thread = (await listVersionComments(db, libraryVersionId)).find((candidate) => candidate.id === threadId);
  if (!thread) throw notFound("That comment");
  return thread;
}
