import type { ChatTurnRequest } from "@framewise/contracts";
import { DefaultChatTransport, type FileUIPart, type UIMessage } from "ai";
import { STAFF_API, type ChatMessage } from "./chat-api";

/** What the chat hook hands the transport for one request. */
interface TurnOptions {
  trigger: "submit-message" | "regenerate-message";
  messageId: string | undefined;
  messages: UIMessage[];
  body: { model_id?: string } | undefined;
}

/** The answer's tool calls the reader has decided on, as the server takes them. */
const approvalsOf = (message: UIMessage) =>
  message.parts.flatMap((part) =>
    "approval" in part && part.state === "approval-responded" && part.approval
      ? [
          {
            approval_id: part.approval.id,
            approved: Boolean(part.approval.approved),
            ...(part.approval.reason ? { reason: part.approval.reason } : {}),
          },
        ]
      : [],
  );

/** A question's parts as sent: its words, and pictures named by their asset file. */
const questionParts = (message: UIMessage): unknown[] =>
  message.parts.flatMap((part): unknown[] =>
    part.type === "text" ? [{ type: "text", text: part.text }] : part.type === "file" ? [pictureOf(part)] : [],
  );
const pictureOf = (part: FileUIPart) => ({
  type: "file",
  mediaType: part.mediaType,
  url: part.url,
  ...(part.filename ? { filename: part.filename } : {}),
});

/**
 * One turn as the server's route takes it: the question the hook just added (under the message
 * before it: an edit is sent after cutting the conversation back, so it lands beside the question
 * it replaces), another answer to the last question, or the decisions on an answer's tool calls.
 */
export function turnRequest({ trigger, messageId, messages, body }: TurnOptions): ChatTurnRequest {
  // Left out (a continuation after an approval), the answer uses the chat's model.
  const withModel = body?.model_id ? { model_id: body.model_id } : {};
  const last = messages.at(-1)!;
  if (trigger === "regenerate-message") return { trigger, parent_id: last.id, ...withModel };
  const continued = messageId ? messages.find((message) => message.id === messageId) : undefined;
  if (continued?.role === "assistant")
    return { trigger: "tool-approval", message_id: continued.id, approvals: approvalsOf(continued), ...withModel };
  return {
    trigger,
    message: { id: last.id, parts: questionParts(last) },
    parent_id: messages.at(-2)?.id ?? null,
    ...withModel,
  };
}

/** The chat hook's transport to the staff chat routes: one request per turn (the model in its body), and the resume of an answer arriving. */
export function chatTransport(chatId: string) {
  return new DefaultChatTransport<ChatMessage>({
    api: `${STAFF_API}/chats/${chatId}/messages`,
    credentials: "same-origin",
    prepareSendMessagesRequest: (options) => ({
      body: turnRequest({
        trigger: options.trigger,
        messageId: options.messageId,
        messages: options.messages,
        body: options.body as TurnOptions["body"],
      }),
    }),
    prepareReconnectToStreamRequest: () => ({ api: `${STAFF_API}/chats/${chatId}/stream`, credentials: "same-origin" }),
  });
}
