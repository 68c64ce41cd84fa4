import { asActor, viewerActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../kernel/errors.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import { deleteComment, findComment } from "./comment-queries.ts";

/**
 * Deletes the caller's own comment (a thread's first comment takes its answers with it). Someone
 * else's comment is answered 404 like a missing one, as the access layer answers what is not yours.
 */
export async function deleteLibraryComment(db: Db, staff: Viewer, libraryVersionId: string, commentId: string) {
  const comment = await findComment(db, libraryVersionId, commentId);
  if (!comment || comment.authorId !== staff.id) throw notFound("That comment");
  await asActor(db, viewerActor(staff, "editor"), (tx) => deleteComment(tx, comment.id));
}
