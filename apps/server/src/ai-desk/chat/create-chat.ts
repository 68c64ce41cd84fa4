import { randomUUID } from "node:crypto";
import { CHAT_LIMITS } from "@framewise/contracts";
import { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { uuid } from "../../kernel/api-schemas.ts";
import { DomainError } from "../../kernel/errors.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import type { ModelRegistry } from "../../platform/llm/model-registry.ts";
import { NEW_CHAT_TITLE } from "./chat-title.ts";
import { insertChat } from "./chat-turn-queries.ts";
import { ownedChatFolder } from "./history/chat-access.ts";
import type { ChatRow } from "./history/chat-queries.ts";

export const createChatBody = z
  .strictObject({
    title: z.string().trim().min(1).max(CHAT_LIMITS.titleLength).optional().describe("Left out: the first question's first words."),
    model_id: z.string().min(1).max(64).optional().describe("The configured model its answers use; left out: the first."),
    folder_id: uuid.optional().describe("One of the caller's chat folders."),
  })
  .nullish();
export type CreateChatBody = z.infer<typeof createChatBody>;

/** Starts an empty chat for the staff member, in one of their folders if asked, with a configured model. */
export async function createChat(db: Db, models: ModelRegistry, viewer: Viewer, body: CreateChatBody): Promise<ChatRow> {
  if (body?.model_id && !models.find(body.model_id))
    throw new DomainError("invalid", "invalid_request", "Some fields are not valid.", { model_id: "No model of that id is configured." });
  if (body?.folder_id) await ownedChatFolder(db, viewer, body.folder_id);
  return insertChat(db, {
    id: randomUUID(),
    userId: viewer.id,
    title: body?.title ?? NEW_CHAT_TITLE,
    folderId: body?.folder_id ?? null,
    modelId: body?.model_id ?? models.models[0]?.id ?? null,
  });
}
