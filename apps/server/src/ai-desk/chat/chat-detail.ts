import type { ChatDetail, ChatMessageMetadata } from "@framewise/contracts";
import { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { timestamp } from "../../kernel/api-schemas.ts";
import { siblingsOf } from "./branch-tree.ts";
import { listChatMessages, type ChatMessageRow, type ChatRow } from "./history/chat-queries.ts";
import { parentsFirst, shownBranch } from "./history/chat-tree.ts";
import { chatSummarySchema, chatSummaryView } from "./history/chat-view.ts";
import { messageFromChunks } from "./message-from-chunks.ts";
import { listChunksAfter } from "./stream-chunk-queries.ts";

/** A message's metadata: its place in the tree and its versions, who wrote it, how it ended. */
export function messageMetadata(row: ChatMessageRow, messages: ChatMessageRow[]): ChatMessageMetadata {
  const siblings = siblingsOf(messages, row).map((each) => each.id);
  return {
    parent_id: row.parentId,
    model_id: row.modelId,
    status: row.status,
    error: row.error,
    input_tokens: row.inputTokens,
    output_tokens: row.outputTokens,
    created_at: row.createdAt.toISOString(),
    branch: { sibling_ids: siblings, index: siblings.indexOf(row.id) },
  };
}

/** A stored message as the AI SDK's UIMessage (parts as stored), with its metadata. */
const uiMessageOf = (row: ChatMessageRow, messages: ChatMessageRow[]) => ({
  id: row.id,
  role: row.role,
  parts: row.parts as Record<string, unknown>[],
  metadata: messageMetadata(row, messages),
});

/** An answer still arriving, as far as its stored stream goes (the saved row has only what it started with). */
async function partsSoFar(db: Db, row: ChatMessageRow): Promise<unknown[]> {
  return (await messageFromChunks(await listChunksAfter(db, row.id, -1)))?.parts ?? row.parts;
}

/** The chat with the messages of its shown branch, oldest first; an answer still arriving as far as it got. */
export async function chatDetail(db: Db, chat: ChatRow): Promise<ChatDetail & z.infer<typeof chatDetailSchema>> {
  const messages = parentsFirst(await listChatMessages(db, chat.id));
  const branch = shownBranch(messages, chat.currentLeafId);
  const views = await Promise.all(
    branch.map(async (row) => uiMessageOf(row.status === "streaming" ? { ...row, parts: await partsSoFar(db, row) } : row, messages)),
  );
  return { ...chatSummaryView({ ...chat, streaming: messages.some((row) => row.status === "streaming") }), messages: views };
}

export const messageMetadataSchema = z.strictObject({
  parent_id: z.string().nullable(),
  model_id: z.string().nullable().describe("The model that wrote an answer."),
  status: z.enum(["streaming", "done", "stopped", "failed"]),
  error: z.string().nullable().describe("Why an answer failed."),
  input_tokens: z.number().nullable(),
  output_tokens: z.number().nullable(),
  created_at: timestamp,
  branch: z
    .strictObject({ sibling_ids: z.array(z.string()), index: z.number() })
    .describe("The message's versions (an edited question's, a regenerated answer's) in the order written, and which this is."),
}) satisfies z.ZodType<ChatMessageMetadata>;

export const chatDetailSchema = chatSummarySchema
  .extend({
    messages: z
      .array(
        z.strictObject({
          id: z.string(),
          role: z.enum(["user", "assistant", "system"]),
          parts: z
            .array(z.record(z.string(), z.unknown()))
            .describe("The AI SDK's UIMessage parts: text, files, tool calls with their input and output."),
          metadata: messageMetadataSchema,
        }),
      )
      .describe("The shown branch, oldest first, as the AI SDK's UIMessages."),
  })
  .meta({ id: "ChatDetail" });
