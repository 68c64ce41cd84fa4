import { randomUUID } from "node:crypto";
import { CHAT_LIMITS, type ChatTurnRequest } from "@framewise/contracts";
import type { UIMessage } from "ai";
import { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { uuid } from "../../kernel/api-schemas.ts";
import { ownedAsset } from "../../platform/access/access.ts";
import { DomainError } from "../../kernel/errors.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import { attachedAssetId } from "../../workspace/assets/model-attachments.ts";
import type { ChatDeps } from "./chat-deps.ts";
import { messageMetadata } from "./chat-detail.ts";
import { NEW_CHAT_TITLE, titleFromQuestion } from "./chat-title.ts";
import { dropKeptStreams, startTurn } from "./chat-turn-queries.ts";
import { chooseModel } from "./choose-model.ts";
import { listChatMessages, type ChatMessageRow, type ChatRow } from "./history/chat-queries.ts";
import { parentsFirst, shownBranch } from "./history/chat-tree.ts";
import { messageText } from "./history/message-text.ts";
import type { LiveAnswer, LiveAnswers } from "./live-answers.ts";
import { modelMessagesFor } from "./model-messages.ts";
import { arrivingAnswer } from "./recover-answers.ts";
import { runAnswer } from "./run-answer.ts";
import { listChunksAfter, type NumberedChunk } from "./stream-chunk-queries.ts";
import { chatTools } from "./tools/chat-tools.ts";
import { waitsForApproval } from "./waits-for-approval.ts";
import type { HelpSection } from "./tools/help-search.ts";

const textPart = z.strictObject({ type: z.literal("text"), text: z.string().max(CHAT_LIMITS.messageLength) });
const filePart = z.strictObject({
  type: z.literal("file"),
  mediaType: z.string().regex(/^image\/[\w.+-]+$/, "Only pictures can be attached."),
  url: z.string().refine((url) => attachedAssetId({ url }) !== undefined, "An attachment is a picture of your asset library."),
  filename: z.string().max(200).optional(),
});

const modelId = z.string().min(1).max(64).optional().describe("The configured model for this answer; it becomes the chat's.");

export const chatTurnBody = z.discriminatedUnion("trigger", [
  z.strictObject({
    trigger: z.literal("submit-message"),
    message: z.strictObject({
      id: uuid.describe("The new question's id, made by the client."),
      parts: z
        .array(z.discriminatedUnion("type", [textPart, filePart]))
        .min(1)
        .max(CHAT_LIMITS.attachments + 1)
        .refine((parts) => parts.filter((part) => part.type === "file").length <= CHAT_LIMITS.attachments, {
          message: `At most ${CHAT_LIMITS.attachments} pictures.`,
        })
        .refine((parts) => parts.some((part) => part.type === "file" || part.text.trim()), { message: "Write a question first." }),
    }),
    parent_id: uuid.nullable().describe("The answer the question follows; null for a first question (or a new version of it)."),
    model_id: modelId,
  }),
  z.strictObject({
    trigger: z.literal("regenerate-message"),
    parent_id: uuid.describe("The question to answer again: the new answer is another version."),
    model_id: modelId,
  }),
  z.strictObject({
    trigger: z.literal("tool-approval"),
    message_id: uuid.describe("The answer whose tool calls wait for approval; it continues."),
    approvals: z
      .array(z.strictObject({ approval_id: z.string().min(1).max(100), approved: z.boolean(), reason: z.string().max(500).optional() }))
      .min(1)
      .max(10),
    model_id: modelId,
  }),
]) satisfies z.ZodType<ChatTurnRequest>;
export type ChatTurnBody = z.infer<typeof chatTurnBody>;

const invalid = (field: string, problem: string) =>
  new DomainError("invalid", "invalid_request", "Some fields are not valid.", { [field]: problem });
export const answerInProgress = () =>
  new DomainError("conflict", "answer_in_progress", "An answer is still arriving in this chat. Stop it or wait for it to end.");

/** What a turn writes and answers after: the question (if new), the answer, and the messages before it. */
interface TurnPlan {
  question?: ChatMessageRow;
  /** The answer to start, or the one a tool approval continues (with the reader's decisions in its parts). */
  answer: ChatMessageRow;
  continues: boolean;
  /** The branch the model reads: up to the question, or up to and with the continued answer. */
  history: ChatMessageRow[];
}

const newAnswer = (chatId: string, parentId: string, modelId: string): ChatMessageRow => {
  const now = new Date();
  return {
    id: randomUUID(),
    chatId,
    parentId,
    role: "assistant",
    parts: [],
    text: "",
    modelId,
    status: "streaming",
    error: null,
    inputTokens: null,
    outputTokens: null,
    createdAt: now,
    updatedAt: now,
  };
};

/** The reader's decisions applied to the answer's tool calls that wait for them (each must be one). */
function approve(answer: ChatMessageRow, approvals: Extract<ChatTurnBody, { trigger: "tool-approval" }>["approvals"]): unknown[] {
  const waiting = new Map(approvals.map((approval) => [approval.approval_id, approval]));
  const parts = (answer.parts as UIMessage["parts"]).map((part) => {
    const approval = "approval" in part && part.state === "approval-requested" ? waiting.get(part.approval.id) : undefined;
    if (!approval || !("approval" in part)) return part;
    waiting.delete(approval.approval_id);
    return { ...part, state: "approval-responded", approval: { ...part.approval, approved: approval.approved, reason: approval.reason } };
  });
  if (waiting.size) throw invalid("approvals", "A tool call of that answer does not wait for this approval.");
  return parts;
}

/** Where the turn goes in the chat's tree, checked against it. */
function planTurn(messages: ChatMessageRow[], chatId: string, body: ChatTurnBody, modelId: string): TurnPlan {
  const byId = new Map(messages.map((message) => [message.id, message]));
  const branchTo = (id: string | null) => (id ? shownBranch(messages, id) : []);
  if (body.trigger === "submit-message") {
    const parent = body.parent_id ? byId.get(body.parent_id) : undefined;
    if (body.parent_id && parent?.role !== "assistant") throw invalid("parent_id", "Not an answer of this chat.");
    if (byId.has(body.message.id)) throw invalid("message.id", "A message of this chat already has this id.");
    const now = new Date();
    const question: ChatMessageRow = {
      id: body.message.id,
      chatId,
      parentId: parent?.id ?? null,
      role: "user",
      parts: body.message.parts,
      text: messageText(body.message.parts),
      modelId: null,
      status: "done",
      error: null,
      inputTokens: null,
      outputTokens: null,
      createdAt: now,
      updatedAt: now,
    };
    return {
      question,
      answer: newAnswer(chatId, question.id, modelId),
      continues: false,
      history: [...branchTo(parent?.id ?? null), question],
    };
  }
  if (body.trigger === "regenerate-message") {
    if (byId.get(body.parent_id)?.role !== "user") throw invalid("parent_id", "Not a question of this chat.");
    return { answer: newAnswer(chatId, body.parent_id, modelId), continues: false, history: branchTo(body.parent_id) };
  }
  const answer = byId.get(body.message_id);
  if (answer?.role !== "assistant") throw invalid("message_id", "Not an answer of this chat.");
  const approved = { ...answer, parts: approve(answer, body.approvals), status: "streaming" as const, modelId };
  return { answer: approved, continues: true, history: [...branchTo(answer.parentId), approved] };
}

/** Attached pictures must be the staff member's own images, and go only to a model that takes pictures. */
async function checkAttachments(db: Db, viewer: Viewer, question: ChatMessageRow | undefined, vision: boolean, modelLabel: string) {
  const files = ((question?.parts ?? []) as UIMessage["parts"]).filter((part) => part.type === "file");
  if (files.length && !vision) throw invalid("message.parts", `${modelLabel} does not take pictures; choose a model that does.`);
  for (const file of files) {
    const asset = await ownedAsset(db, viewer, attachedAssetId(file)!);
    if (asset.kind !== "image") throw invalid("message.parts", `${asset.name} is not a picture.`);
  }
}

const asUIMessage = (row: ChatMessageRow): UIMessage => ({ id: row.id, role: row.role, parts: row.parts as UIMessage["parts"] });

export type TurnDeps = ChatDeps & { live: LiveAnswers; help: HelpSection[] };

/**
 * One turn of a chat: checks it against the chat's tree, writes the question and starts (or, after
 * an approval, continues) the answer, and answers the live answer to follow. The chat's title
 * becomes its first question's first words.
 */
export async function takeTurn(deps: TurnDeps, viewer: Viewer, chat: ChatRow, body: ChatTurnBody): Promise<LiveAnswer> {
  const model = chooseModel(deps.models, body.model_id, chat.modelId);
  if (await arrivingAnswer(deps, chat.id)) throw answerInProgress();
  const messages = parentsFirst(await listChatMessages(deps.db, chat.id));
  const plan = planTurn(messages, chat.id, body, model.id);
  await checkAttachments(deps.db, viewer, plan.question, model.vision, model.label);
  const tools = chatTools(deps.tools, viewer, deps.help, deps.log);
  const history = plan.history.map(asUIMessage);
  const modelMessages = await modelMessagesFor(deps, viewer, model, history, tools);
  const earlier: NumberedChunk[] = plan.continues ? await listChunksAfter(deps.db, plan.answer.id, -1) : [];
  // The chat moves on without the approvals some answer waited for: their kept streams go.
  if (!plan.continues && messages.some((message) => waitsForApproval(message.parts))) await dropKeptStreams(deps.db, chat.id);
  const firstQuestion = plan.question && !messages.length && chat.title === NEW_CHAT_TITLE;
  const started = await startTurn(deps.db, {
    chatId: chat.id,
    question: plan.question,
    answer: plan.continues ? { id: plan.answer.id, parts: plan.answer.parts } : plan.answer,
    modelId: model.id,
    title: firstQuestion ? titleFromQuestion(plan.question!.text) : undefined,
  });
  if (started === "busy") throw answerInProgress();
  if (started === "taken") throw invalid("message.id", "A message already has this id.");
  const tree = plan.continues
    ? messages.map((message) => (message.id === plan.answer.id ? plan.answer : message))
    : [...messages, ...(plan.question ? [plan.question] : []), plan.answer];
  return runAnswer(deps, {
    chatId: chat.id,
    viewer,
    model,
    answerId: plan.answer.id,
    history,
    modelMessages,
    tools,
    metadata: messageMetadata(plan.answer, tree),
    earlier,
    tokensBefore: { input: plan.answer.inputTokens, output: plan.answer.outputTokens },
  });
}
