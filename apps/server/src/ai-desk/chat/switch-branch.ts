import { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { uuid } from "../../kernel/api-schemas.ts";
import { DomainError } from "../../kernel/errors.ts";
import { newestLeafUnder } from "./branch-tree.ts";
import { setCurrentLeaf } from "./chat-turn-queries.ts";
import { listChatMessages, type ChatRow } from "./history/chat-queries.ts";
import type { LiveAnswers } from "./live-answers.ts";
import { arrivingAnswer } from "./recover-answers.ts";
import { answerInProgress } from "./take-turn.ts";

export const switchBranchBody = z.strictObject({
  message_id: uuid.describe("The version to show (a sibling of a shown message); the chat shows where it went last."),
});

/** Shows another version of a message: the chat's branch then ends at the newest leaf under it. */
export async function switchBranch(
  deps: { db: Db; live: LiveAnswers; exclusive: boolean },
  chat: ChatRow,
  messageId: string,
): Promise<void> {
  if (await arrivingAnswer(deps, chat.id)) throw answerInProgress();
  const messages = await listChatMessages(deps.db, chat.id);
  if (!messages.some((message) => message.id === messageId))
    throw new DomainError("invalid", "invalid_request", "Some fields are not valid.", { message_id: "Not a message of this chat." });
  await setCurrentLeaf(deps.db, chat.id, newestLeafUnder(messages, messageId));
}
