import type { ChatFolder, ChatSummary } from "@framewise/contracts";
import { z } from "zod";
import { timestamp } from "../../../kernel/api-schemas.ts";
import type { ChatFolderRow } from "./chat-folder-queries.ts";
import type { ChatRow } from "./chat-queries.ts";

export const chatSummaryView = (row: ChatRow & { streaming: boolean; snippet?: string | null }): ChatSummary => ({
  id: row.id,
  title: row.title,
  folder_id: row.folderId,
  pinned: row.pinned,
  model_id: row.modelId,
  streaming: row.streaming,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  snippet: row.snippet ?? null,
});

export const chatSummarySchema = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    folder_id: z.string().nullable(),
    pinned: z.boolean(),
    model_id: z.string().nullable().describe("The configured model new answers use (a registry id)."),
    streaming: z.boolean().describe("An answer is still arriving."),
    created_at: timestamp,
    updated_at: timestamp.describe("The last activity (a message); renaming, pinning and filing leave it."),
    snippet: z
      .string()
      .nullable()
      .describe(
        "With a search: the matching words in context, from a message or the title; each match between U+0002 and U+0003 (`CHAT_SNIPPET_MARKS`).",
      ),
  })
  .meta({ id: "ChatSummary" }) satisfies z.ZodType<ChatSummary>;

export const chatFolderView = (row: ChatFolderRow): ChatFolder => ({ id: row.id, name: row.name, created_at: row.createdAt.toISOString() });

export const chatFolderSchema = z
  .strictObject({ id: z.string(), name: z.string(), created_at: timestamp })
  .meta({ id: "ChatFolder" }) satisfies z.ZodType<ChatFolder>;
