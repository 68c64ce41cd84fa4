import { randomUUID } from "node:crypto";
import { CHAT_LIMITS } from "@framewise/contracts";
import { safeValidateUIMessages, type UIMessage } from "ai";
import { z } from "zod";
import type { Db } from "../../../platform/db/database.ts";
import { DomainError } from "../../../kernel/errors.ts";
import { chatTitle } from "./chat-fields.ts";
import { insertChatWithMessages, type ChatRow, type NewChatMessage } from "./chat-queries.ts";
import { messageText } from "./message-text.ts";

const fileId = z.string().min(1).max(100);
const modelId = z.string().max(200).nullable();

const importedMessage = z
  .object({
    id: fileId,
    parent_id: fileId.nullable(),
    role: z.enum(["user", "assistant", "system"]),
    parts: z
      .array(z.looseObject({ type: z.string().max(100) }))
      .max(500)
      .describe("The AI SDK's UIMessage parts."),
    model_id: modelId,
    created_at: z.iso.datetime({ offset: true }),
  })
  .strict();

/** A `ChatExport` file: its shape here, its tree in the refinement (every parent an earlier message, so no loops). */
export const chatImportBody = z
  .object({
    format: z.literal("framewise-chat"),
    version: z.literal(1),
    title: chatTitle,
    model_id: modelId,
    exported_at: z.iso.datetime({ offset: true }),
    messages: z.array(importedMessage).max(CHAT_LIMITS.importMessages),
    current_leaf_id: fileId.nullable(),
  })
  .strict()
  .superRefine((file, context) => {
    const seen = new Set<string>();
    file.messages.forEach((message, index) => {
      if (seen.has(message.id))
        context.addIssue({ code: "custom", path: ["messages", index, "id"], message: "Another message has this id." });
      if (message.parent_id !== null && !seen.has(message.parent_id))
        context.addIssue({ code: "custom", path: ["messages", index, "parent_id"], message: "Must be the id of an earlier message." });
      seen.add(message.id);
    });
    if (file.current_leaf_id !== null && !seen.has(file.current_leaf_id))
      context.addIssue({ code: "custom", path: ["current_leaf_id"], message: "Must be the id of one of the messages." });
  });
export type ChatImportBody = z.infer<typeof chatImportBody>;

const invalidFile = (fields: Record<string, string>) =>
  new DomainError("invalid", "invalid_request", "The chat file is not valid.", fields);

/** Only addresses a browser may load as an attachment: the web, inline data, or this product's own paths. */
const SAFE_URL = /^(https?:|data:|\/(?!\/))/i;

/** The parts must be real UIMessage parts (the AI SDK's own check), within the chat's limits. */
async function checkParts(messages: ChatImportBody["messages"]): Promise<UIMessage[]> {
  const result = await safeValidateUIMessages({ messages: messages.map(({ id, role, parts }) => ({ id, role, parts })) });
  if (!result.success) {
    const issue = (result.error.cause as z.ZodError | undefined)?.issues?.[0];
    throw invalidFile({ [["messages", ...(issue?.path ?? [])].join(".")]: issue?.message ?? result.error.message });
  }
  result.data.forEach((message, index) => {
    if (messageText(message.parts).length > CHAT_LIMITS.messageLength)
      throw invalidFile({ [`messages.${index}.parts`]: `A message's text may be at most ${CHAT_LIMITS.messageLength} characters.` });
    const files = message.parts.filter((part) => part.type === "file");
    if (files.length > CHAT_LIMITS.attachments)
      throw invalidFile({ [`messages.${index}.parts`]: `A message may have at most ${CHAT_LIMITS.attachments} attachments.` });
    if (files.some((part) => !SAFE_URL.test(part.url)))
      throw invalidFile({ [`messages.${index}.parts`]: "An attachment's url must be http(s), data, or a path of this site." });
  });
  return result.data;
}

/**
 * A new chat of the staff member's from an exported file: every message under a new id, the
 * parent links and the shown branch mapped to them, so branches survive the round trip.
 */
export async function importChat(db: Db, userId: string, file: ChatImportBody): Promise<ChatRow> {
  const checked = await checkParts(file.messages);
  const newIds = new Map(file.messages.map((message) => [message.id, randomUUID()]));
  const chatId = randomUUID();
  const messages: NewChatMessage[] = file.messages.map((message, index) => ({
    id: newIds.get(message.id)!,
    chatId,
    parentId: message.parent_id === null ? null : newIds.get(message.parent_id)!,
    role: message.role,
    parts: checked[index]!.parts,
    text: messageText(checked[index]!.parts),
    modelId: message.model_id,
    createdAt: new Date(message.created_at),
  }));
  const leaf = file.current_leaf_id ?? file.messages.at(-1)?.id;
  return insertChatWithMessages(
    db,
    { id: chatId, userId, title: file.title, modelId: file.model_id, currentLeafId: leaf ? newIds.get(leaf)! : null },
    messages,
  );
}
