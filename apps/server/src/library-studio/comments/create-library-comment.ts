import { CHECKLIST_ASPECTS, LIBRARY_COMMENT_LIMITS, type LibraryComment, type StaffMember } from "@framewise/contracts";
import { LIMITS } from "@framewise/scene";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { findStaffByEmails } from "../../platform/auth/staff-member-queries.ts";
import { asActor, viewerActor } from "../../platform/audit/audit-context.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import { DomainError, notFound } from "../../kernel/errors.ts";
import { checklistAspects } from "../items/checklist-aspects.ts";
import type { LibraryItemRow, LibraryVersionRow } from "../items/library-item-queries.ts";
import type { CommentDeps } from "./comment-deps.ts";
import { countComments, findComment, insertComment } from "./comment-queries.ts";
import { commentView } from "./comment-view.ts";
import { mentionMail } from "./mention-mail.ts";

export const commentBody = z.strictObject({
  body: z.string().trim().min(1).max(LIBRARY_COMMENT_LIMITS.bodyChars),
  parent_id: z.string().min(1).max(64).optional().describe("The comment it answers; answering an answer joins that thread."),
  pin: z
    .strictObject({
      aspect: z.enum(CHECKLIST_ASPECTS).describe("One of the version's aspect ratios."),
      time: z.number().min(0).max(LIMITS.sceneSeconds).describe("Seconds into the preview."),
      x: z.number().min(0).max(1).describe("From the frame's left edge, as a fraction of its width."),
      y: z.number().min(0).max(1).describe("From the frame's top edge, as a fraction of its height."),
    })
    .optional(),
  mentions: z
    .array(z.email().max(320))
    .max(LIBRARY_COMMENT_LIMITS.mentions)
    .optional()
    .describe("Staff mentioned, by email; each is told by mail."),
});

/** The staff accounts of these emails, or 422 `not_staff` naming each email that is not a staff member's. */
async function mentionedStaff(deps: CommentDeps, emails: string[]): Promise<StaffMember[]> {
  const found = await findStaffByEmails(deps.db, deps.staffDomains, emails);
  const known = new Set(found.map((member) => member.email.toLowerCase()));
  const fields = Object.fromEntries(
    emails.flatMap((email, index) => (known.has(email.toLowerCase()) ? [] : [[`mentions.${index}`, "No staff member has this email."]])),
  );
  if (Object.keys(fields).length) throw new DomainError("unprocessable", "not_staff", "Only staff can be mentioned.", fields);
  return found;
}

export interface CommentTarget {
  item: LibraryItemRow;
  version: LibraryVersionRow;
  /** Where the mailed link to the item's page starts (the public URL, or the request's origin). */
  origin: string;
}

/** Adds a comment (or an answer) to a version as the caller, then mails each mentioned staff member but the author. */
export async function createLibraryComment(
  deps: CommentDeps,
  author: Viewer,
  target: CommentTarget,
  body: z.infer<typeof commentBody>,
): Promise<LibraryComment> {
  const { item, version } = target;
  if ((await countComments(deps.db, version.id)) >= LIBRARY_COMMENT_LIMITS.perVersion)
    throw new DomainError(
      "conflict",
      "too_many_comments",
      `Version ${version.version} has ${LIBRARY_COMMENT_LIMITS.perVersion.toLocaleString("en")} comments, the most a version keeps. Delete resolved threads, or comment on a newer version.`,
    );
  const parent = body.parent_id === undefined ? undefined : await findComment(deps.db, version.id, body.parent_id);
  if (body.parent_id !== undefined && !parent) throw notFound("The comment it answers");
  if (body.pin && !checklistAspects(item.kind, version.definition).includes(body.pin.aspect))
    throw new DomainError("unprocessable", "aspect_not_covered", `Version ${version.version} does not cover ${body.pin.aspect}.`, {
      "pin.aspect": "Not one of its aspect ratios.",
    });
  const mentions = await mentionedStaff(deps, [...new Set(body.mentions?.map((email) => email.toLowerCase()))]);

  const id = randomUUID();
  await asActor(deps.db, viewerActor(author, "editor"), (tx) =>
    insertComment(tx, {
      id,
      libraryVersionId: version.id,
      parentId: parent ? (parent.parentId ?? parent.id) : null,
      authorId: author.id,
      body: body.body,
      pinAspect: body.pin?.aspect,
      pinTime: body.pin?.time,
      pinX: body.pin?.x,
      pinY: body.pin?.y,
      mentions: mentions.map((member) => member.id),
    }),
  );
  tellMentioned(deps, author, target, body.body, mentions);
  const saved = (await findComment(deps.db, version.id, id))!;
  return commentView(saved, new Map(mentions.map((member) => [member.id, member])));
}

/** Mails go out after the answer: the comment stands whether or not a mail could be sent (a failure is logged). */
function tellMentioned(deps: CommentDeps, author: Viewer, target: CommentTarget, body: string, mentions: StaffMember[]) {
  const itemName = (target.version.definition as { name?: string }).name ?? target.item.itemId;
  for (const member of mentions.filter((candidate) => candidate.id !== author.id)) {
    const message = mentionMail(member, {
      author,
      kind: target.item.kind,
      itemId: target.item.itemId,
      itemName,
      version: target.version.version,
      body,
      origin: target.origin,
    });
    deps.mailer.send(message).catch((error: unknown) => deps.log.error({ err: error, to: member.email }, "A mention could not be mailed"));
  }
}
