import { z } from "zod";
import type { Db } from "../../../platform/db/database.ts";
import { uuid } from "../../../kernel/api-schemas.ts";
import type { Viewer } from "../../../platform/auth/viewer.ts";
import { ownedChatFolder } from "./chat-access.ts";
import { chatTitle } from "./chat-fields.ts";
import type { ChatRow } from "./chat-queries.ts";
import { updateChatRow } from "./chat-queries.ts";

export const updateChatBody = z
  .object({
    title: chatTitle.optional(),
    pinned: z.boolean().optional(),
    folder_id: uuid.nullable().optional().describe("The folder to file it in; null takes it out of its folder."),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Say what to change: title, pinned or folder_id.");
export type UpdateChatBody = z.infer<typeof updateChatBody>;

/** Renames, pins or files the viewer's chat; a folder must be theirs too (another's answers 404). */
export async function updateChat(db: Db, viewer: Viewer, chat: ChatRow, body: UpdateChatBody): Promise<ChatRow> {
  if (body.folder_id) await ownedChatFolder(db, viewer, body.folder_id);
  return updateChatRow(db, chat.id, { title: body.title, pinned: body.pinned, folderId: body.folder_id });
}
