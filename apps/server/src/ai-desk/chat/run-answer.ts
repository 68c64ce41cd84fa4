import type { ChatMessageMetadata } from "@framewise/contracts";
import { isStepCount, streamText, toUIMessageStream, type ModelMessage, type UIMessage, type UIMessageStreamOnEndCallback } from "ai";
import type { LlmModelConfig } from "../../platform/config/llm-config.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import { answerChannel, type AnswerNote } from "./answer-channel.ts";
import type { ChatDeps } from "./chat-deps.ts";
import { CHAT_INSTRUCTIONS } from "./chat-instructions.ts";
import { finishAnswer, touchAnswer } from "./chat-turn-queries.ts";
import { chunkWriter } from "./chunk-writer.ts";
import { liveAnswer, type LiveAnswer, type LiveAnswers } from "./live-answers.ts";
import { messageText } from "./history/message-text.ts";
import { chatCallRecorder, errorText } from "./record-chat-calls.ts";
import { ANSWER_HEARTBEAT_MS } from "./recover-answers.ts";
import type { NumberedChunk } from "./stream-chunk-queries.ts";
import { waitsForApproval } from "./waits-for-approval.ts";
import { CHAT_TOOL_APPROVALS, type ChatTools } from "./tools/chat-tools.ts";

/** Model calls one answer may make (each tool round is one more). */
const MAX_STEPS = 8;

/** One answer to write: where it goes, from which model, after which messages. */
export interface AnswerTurn {
  chatId: string;
  viewer: Viewer;
  model: LlmModelConfig;
  answerId: string;
  /** The shown branch up to the question; for a continuation, up to and with the answer it continues. */
  history: UIMessage[];
  modelMessages: ModelMessage[];
  tools: ChatTools;
  /** The answer's metadata as it starts (its place among its versions). */
  metadata: ChatMessageMetadata;
  /** The stream kept from before, when a tool approval continues an answer. */
  earlier: NumberedChunk[];
  /** Tokens the answer used before a tool approval continued it. */
  tokensBefore: { input: number | null; output: number | null };
}

type AnswerEnding = Parameters<UIMessageStreamOnEndCallback<UIMessage>>[0];

/**
 * Writes one answer with the AI SDK (`streamText`, UI message chunks), independent of any reader:
 * every chunk goes to this process's followers at once and is stored in batches for the others
 * and for a reload; the final parts are saved when it ends (done, stopped or failed). A stop
 * asked on another process arrives on the answer's channel.
 */
export function runAnswer(deps: ChatDeps & { live: LiveAnswers }, turn: AnswerTurn): LiveAnswer {
  const { db, events, log } = deps;
  const abort = new AbortController();
  const live = liveAnswer(turn.answerId, turn.earlier, abort);
  deps.live.set(turn.answerId, live);
  const unsubscribe = events.subscribe(answerChannel(turn.answerId), (payload) => {
    if ((payload as AnswerNote).type === "stop") abort.abort();
  });
  const writer = chunkWriter(deps, turn.answerId);
  const heartbeat = setInterval(() => void touchAnswer(db, turn.answerId).catch(() => undefined), ANSWER_HEARTBEAT_MS);
  const recorder = chatCallRecorder(deps, {
    userId: turn.viewer.id,
    model: turn.model,
    runId: turn.answerId,
    messages: turn.modelMessages,
  });
  let failure: string | null = null;
  let ending: AnswerEnding | undefined;

  const result = streamText({
    model: deps.models.languageModel(turn.model),
    instructions: CHAT_INSTRUCTIONS,
    messages: turn.modelMessages,
    tools: turn.tools,
    toolApproval: CHAT_TOOL_APPROVALS,
    stopWhen: isStepCount(MAX_STEPS),
    // The reader regenerates rather than wait through retries.
    maxRetries: 0,
    abortSignal: abort.signal,
    onStepStart: () => recorder.stepStarted(),
    onError: ({ error }) => {
      failure = errorText(error);
      recorder.streamFailed(error);
    },
    onStepEnd: (step) => recorder.stepEnded(step),
    onStepError: ({ error }) => recorder.callFailed(errorText(error)),
    onAbort: () => recorder.callFailed("Stopped by the reader before the answer ended."),
  });
  const stream = toUIMessageStream({
    stream: result.stream,
    tools: turn.tools,
    originalMessages: turn.history,
    generateMessageId: () => turn.answerId,
    messageMetadata: ({ part }) => (part.type === "start" ? turn.metadata : undefined),
    onError: (error) => failure ?? errorText(error),
    onEnd: (event) => {
      ending = event;
    },
  });

  const write = async () => {
    try {
      for await (const chunk of stream) writer.add(live.push(chunk));
    } catch (error) {
      failure ??= errorText(error);
      log.error({ err: error, messageId: turn.answerId }, "A chat answer's stream broke");
    }
    await writer.close();
    await recorder.settled();
    const message = ending?.responseMessage;
    const parts = message?.parts ?? [];
    const status = ending?.isAborted ? "stopped" : failure ? "failed" : "done";
    await finishAnswer(
      db,
      turn.chatId,
      turn.answerId,
      {
        parts,
        text: messageText(parts),
        status,
        error: status === "failed" ? failure : null,
        inputTokens: recorder.usage.known ? recorder.usage.input + (turn.tokensBefore.input ?? 0) : turn.tokensBefore.input,
        outputTokens: recorder.usage.known ? recorder.usage.output + (turn.tokensBefore.output ?? 0) : turn.tokensBefore.output,
      },
      // An answer waiting for the reader's approval keeps its stream: the continuation's replay starts with it.
      status === "done" && waitsForApproval(parts),
    );
  };
  void write()
    .catch((error: unknown) => log.error({ err: error, messageId: turn.answerId }, "Could not save a chat answer"))
    .finally(async () => {
      clearInterval(heartbeat);
      unsubscribe();
      deps.live.delete(turn.answerId);
      live.end();
      const note: AnswerNote = { type: "end" };
      await events.publish(answerChannel(turn.answerId), note).catch(() => undefined);
    });
  return live;
}
