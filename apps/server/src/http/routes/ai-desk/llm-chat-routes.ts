import type { ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pipeUIMessageStreamToResponse, type UIMessageChunk } from "ai";
import { data, errors, eventStream, idParams, noContent } from "../../../kernel/api-schemas.ts";
import type { ChatDeps } from "../../../ai-desk/chat/chat-deps.ts";
import { chatDetail, chatDetailSchema } from "../../../ai-desk/chat/chat-detail.ts";
import { createChat, createChatBody } from "../../../ai-desk/chat/create-chat.ts";
import { followAnswer } from "../../../ai-desk/chat/follow-answer.ts";
import { ownedChat } from "../../../ai-desk/chat/history/chat-access.ts";
import { findChatRow } from "../../../ai-desk/chat/history/chat-queries.ts";
import type { LiveAnswers } from "../../../ai-desk/chat/live-answers.ts";
import { arrivingAnswer, recoverInterruptedAnswers } from "../../../ai-desk/chat/recover-answers.ts";
import { stopAnswer } from "../../../ai-desk/chat/stop-answer.ts";
import { switchBranch, switchBranchBody } from "../../../ai-desk/chat/switch-branch.ts";
import { chatTurnBody, takeTurn } from "../../../ai-desk/chat/take-turn.ts";
import { loadHelpCorpus } from "../../../ai-desk/chat/tools/help-corpus.ts";
import { staffMember } from "../../signed-in.ts";

const tags = ["staff", "llm-chat"];
/** Proxies close a stream that says nothing for a minute or so; a tool can take that long. */
const KEEP_ALIVE_MS = 25_000;

const uiMessageStream = (description: string) =>
  eventStream(`${description} The AI SDK's UI message stream protocol: \`data: <chunk JSON>\` lines, then \`data: [DONE]\`.`);

/**
 * The staff LLM chat (inside the staff plugin, whose hook answers 401/403 first): start a chat,
 * read it, take a turn (the answer streams back in the AI SDK's UI message protocol and goes on
 * without its reader), follow an answer again after a reload, stop it, and show another version
 * of a message. Only the chat's owner reaches it: anyone else's is a 404.
 */
export const llmChatRoutes: FastifyPluginAsyncZod<ChatDeps> = async (app, deps) => {
  const { db } = deps;
  const live: LiveAnswers = new Map();
  const help = await loadHelpCorpus(deps.helpDir);
  if (deps.exclusive) {
    const recovered = await recoverInterruptedAnswers(db);
    if (recovered) app.log.info({ recovered }, "Closed chat answers a stopped server left arriving");
  }
  const open = new Set<ServerResponse>();
  // A stop ends every answer here as stopped (saved), then the readers' streams.
  app.addHook("preClose", async () => {
    const answers = [...live.values()];
    for (const answer of answers) answer.stop();
    await Promise.all(answers.map((answer) => answer.ended));
    for (const response of open) response.destroy();
  });

  const ownChat = async (request: FastifyRequest<{ Params: { id: string } }>) => ownedChat(db, staffMember(request), request.params.id);
  const stream = (reply: FastifyReply, chunks: ReadableStream<UIMessageChunk>) => {
    reply.hijack();
    const response = reply.raw;
    open.add(response);
    response.on("close", () => open.delete(response));
    void pipeUIMessageStreamToResponse({ response, stream: chunks, keepAliveMs: KEEP_ALIVE_MS });
  };

  app.post(
    "/chats",
    {
      schema: {
        tags,
        summary: "Start a chat",
        body: createChatBody.meta({ examples: [{ model_id: "llama" }] }),
        response: { 201: data(chatDetailSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const row = await createChat(db, deps.models, staffMember(request), request.body);
      return reply.status(201).send({ data: await chatDetail(db, row) });
    },
  );

  app.get(
    "/chats/:id",
    {
      schema: {
        tags,
        summary: "A chat with the messages of its shown branch",
        description: "An answer still arriving is shown as far as it got; follow the rest at `/chats/{id}/stream`.",
        params: idParams,
        response: { 200: data(chatDetailSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await chatDetail(db, await ownChat(request)) }),
  );

  app.post(
    "/chats/:id/messages",
    {
      bodyLimit: 256 * 1024,
      schema: {
        tags,
        summary: "Ask, answer again, or approve a tool call",
        description:
          "The AI SDK chat transport's request: a new question (or a new version of one, under the same `parent_id`), another answer to a question, or the reader's decisions on tool calls waiting for approval (the answer then continues). The answer streams back; it goes on if the reader leaves, and `/chats/{id}/stream` follows it again.",
        params: idParams,
        body: chatTurnBody.meta({
          examples: [
            {
              trigger: "submit-message",
              message: {
                id: "3f0c2a9e-5b7d-4c1e-8a2f-6d4b9e1c7a30",
                parts: [{ type: "text", text: "Draft a 20-second video about our spring sale" }],
              },
              parent_id: null,
            },
          ],
        }),
        response: { 200: uiMessageStream("The answer, as it is written."), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const viewer = staffMember(request);
      const chat = await ownedChat(db, viewer, request.params.id);
      const answer = await takeTurn({ ...deps, live, help }, viewer, chat, request.body);
      stream(reply, followAnswer({ ...deps, live }, chat.id, answer.messageId, answer.firstSeq, answer));
    },
  );

  app.get(
    "/chats/:id/stream",
    {
      schema: {
        tags,
        summary: "Follow the answer that is arriving",
        description:
          "Replays everything the answer said so far, then follows it live to its end, from whichever process writes it. 204 when no answer is arriving.",
        params: idParams,
        response: { 200: uiMessageStream("The whole answer so far, then the rest."), 204: noContent, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const chat = await ownChat(request);
      const streaming = await arrivingAnswer({ ...deps, live }, chat.id);
      if (!streaming) return reply.status(204).send();
      stream(reply, followAnswer({ ...deps, live }, chat.id, streaming.id, 0));
    },
  );

  app.post(
    "/chats/:id/stop",
    {
      schema: {
        tags,
        summary: "Stop the answer that is arriving",
        description: "Aborts the model call; what the answer said so far is kept, as stopped. Answers the chat.",
        params: idParams,
        response: { 200: data(chatDetailSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const chat = await ownChat(request);
      await stopAnswer({ ...deps, live }, chat.id);
      return { data: await chatDetail(db, (await findChatRow(db, chat.id))!) };
    },
  );

  app.post(
    "/chats/:id/branch",
    {
      schema: {
        tags,
        summary: "Show another version of a message",
        description: "The chat then shows the branch through that version, to where it went last. Answers the chat.",
        params: idParams,
        body: switchBranchBody,
        response: { 200: data(chatDetailSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const chat = await ownChat(request);
      await switchBranch({ ...deps, live }, chat, request.body.message_id);
      return { data: await chatDetail(db, (await findChatRow(db, chat.id))!) };
    },
  );
};
