import type { LibraryCommentThread } from "@framewise/contracts";
import { z } from "zod";
import { asActor, viewerActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../kernel/errors.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import { findComment, setResolved } from "./comment-queries.ts";
import { findThread } from "./version-comments.ts";

export const resolveBody = z.strictObject({ resolved: z.boolean().describe("true resolves the thread (now), false opens it again.") });

/** Resolves or reopens the thread a comment is in (any staff member may), recorded in the audit trail. */
export async function resolveLibraryThread(
  db: Db,
  staff: Viewer,
  libraryVersionId: string,
  commentId: string,
  body: z.infer<typeof resolveBody>,
): Promise<LibraryCommentThread> {
  const comment = await findComment(db, libraryVersionId, commentId);
  if (!comment) throw notFound("That comment");
  const threadId = comment.parentId ?? comment.id;
  await asActor(db, viewerActor(staff, "editor"), (tx) => setResolved(tx, threadId, body.resolved ? new Date() : null));
  return findThread(db, libraryVersionId, threadId);
}
