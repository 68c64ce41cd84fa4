import type { ChatExport } from "@framewise/contracts";
import type { UIMessage } from "ai";
import type { Db } from "../../../platform/db/database.ts";
import { attachmentDisposition } from "../../../kernel/attachment.ts";
import { chatMarkdown } from "./chat-markdown.ts";
import { listChatMessages, type ChatRow } from "./chat-queries.ts";
import { parentsFirst, shownBranch } from "./chat-tree.ts";

export type ExportFormat = "markdown" | "json";

/** A download's name from the chat's title, without what file systems refuse. */
export function exportFileName(title: string, format: ExportFormat): string {
  const base = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  return `${base || "chat"}.${format === "markdown" ? "md" : "json"}`;
}

/** The chat as a file: the shown branch as a Markdown transcript, or every message as JSON so branches survive. */
export async function exportChat(db: Db, chat: ChatRow, format: ExportFormat, now = new Date()) {
  const messages = parentsFirst(await listChatMessages(db, chat.id));
  const disposition = attachmentDisposition(exportFileName(chat.title, format));
  if (format === "markdown") {
    const branch = shownBranch(messages, chat.currentLeafId).map((message) => ({ ...message, parts: message.parts as UIMessage["parts"] }));
    return { contentType: "text/markdown; charset=utf-8", disposition, body: chatMarkdown(chat.title, branch, now) };
  }
  const file: ChatExport = {
    format: "framewise-chat",
    version: 1,
    title: chat.title,
    model_id: chat.modelId,
    exported_at: now.toISOString(),
    messages: messages.map((message) => ({
      id: message.id,
      parent_id: message.parentId,
      role: message.role,
      parts: message.parts,
      model_id: message.modelId,
      created_at: message.createdAt.toISOString(),
    })),
    current_leaf_id: chat.currentLeafId,
  };
  return { contentType: "application/json; charset=utf-8", disposition, body: JSON.stringify(file, null, 2) };
}
