import {
  CHECKLIST_ASPECTS,
  type LibraryComment,
  type LibraryCommentPin,
  type LibraryCommentThread,
  type StaffMember,
} from "@framewise/contracts";
import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";
import type { CommentRow } from "./comment-queries.ts";

export const staffMemberSchema = z.strictObject({ id: z.string(), email: z.string(), name: z.string() }) satisfies z.ZodType<StaffMember>;

export const pinSchema = z.strictObject({
  aspect: z.enum(CHECKLIST_ASPECTS),
  time: z.number().describe("Seconds into the preview."),
  x: z.number().describe("From the frame's left edge, as a fraction of its width (0–1)."),
  y: z.number().describe("From the frame's top edge, as a fraction of its height (0–1)."),
}) satisfies z.ZodType<LibraryCommentPin>;

export const commentSchema = z.strictObject({
  id: z.string(),
  parent_id: z.string().nullable(),
  author: staffMemberSchema.nullable().describe("Null once the author's account is gone."),
  body: z.string(),
  pin: pinSchema.nullable(),
  mentions: z.array(staffMemberSchema),
  created_at: timestamp,
}) satisfies z.ZodType<LibraryComment>;

export const threadSchema = commentSchema.extend({
  resolved_at: timestamp.nullable(),
  answers: z.array(commentSchema).describe("Oldest first."),
}) satisfies z.ZodType<LibraryCommentThread>;

function pinOf(row: CommentRow): LibraryCommentPin | null {
  if (row.pinAspect === null || row.pinTime === null || row.pinX === null || row.pinY === null) return null;
  return { aspect: row.pinAspect as LibraryCommentPin["aspect"], time: row.pinTime, x: row.pinX, y: row.pinY };
}

/** A comment as answered, its mentions resolved from ids to the accounts still there. */
export function commentView(row: CommentRow, members: Map<string, StaffMember>): LibraryComment {
  return {
    id: row.id,
    parent_id: row.parentId,
    author: row.author,
    body: row.body,
    pin: pinOf(row),
    mentions: row.mentions.flatMap((id) => members.get(id) ?? []),
    created_at: row.createdAt.toISOString(),
  };
}

/** Comments (oldest first) as threads: each top-level comment with its answers. */
export function threadsOf(rows: CommentRow[], members: Map<string, StaffMember>): LibraryCommentThread[] {
  const threads = new Map<string, LibraryCommentThread>();
  for (const row of rows)
    if (!row.parentId)
      threads.set(row.id, { ...commentView(row, members), resolved_at: row.resolvedAt?.toISOString() ?? null, answers: [] });
  for (const row of rows) if (row.parentId) threads.get(row.parentId)?.answers.push(commentView(row, members));
  return [...threads.values()];
}
