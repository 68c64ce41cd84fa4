import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../../platform/db/database.ts";
import { data, errors, fileAnswer, idParams, noContent, page } from "../../../kernel/api-schemas.ts";
import { ownedChat, ownedChatFolder } from "../../../ai-desk/chat/history/chat-access.ts";
import { chatFolderBody } from "../../../ai-desk/chat/history/chat-fields.ts";
import {
  deleteChatFolder,
  insertChatFolder,
  listChatFolders,
  renameChatFolder,
} from "../../../ai-desk/chat/history/chat-folder-queries.ts";
import { findChatListRow } from "../../../ai-desk/chat/history/chat-list-queries.ts";
import { deleteChatRow } from "../../../ai-desk/chat/history/chat-queries.ts";
import { chatFolderSchema, chatFolderView, chatSummarySchema, chatSummaryView } from "../../../ai-desk/chat/history/chat-view.ts";
import { exportChat } from "../../../ai-desk/chat/history/export-chat.ts";
import { chatImportBody, importChat } from "../../../ai-desk/chat/history/import-chat.ts";
import { listChats, listChatsQuery } from "../../../ai-desk/chat/history/list-chats.ts";
import { updateChat, updateChatBody } from "../../../ai-desk/chat/history/update-chat.ts";
import { staffMember } from "../../signed-in.ts";

const tags = ["llm-chat"];
/** An imported chat may hold thousands of messages (and inline pictures); other bodies stay small. */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * The staff chat's history: the list with search, renaming, pinning, folders, deleting, export
 * and import. Registered inside the staff plugin (its hook answers 401/403 first); every id is
 * the caller's own or a 404.
 */
export const llmChatHistoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const summary = async (id: string) => chatSummaryView((await findChatListRow(db, id))!);

  app.get(
    "/chats",
    {
      schema: {
        tags,
        summary: "The caller's chats: pinned first, then the most recently active",
        description: "With `q`, only chats whose title or messages hold the words (full-text), each with a `snippet` of the match.",
        querystring: listChatsQuery,
        response: { 200: page(chatSummarySchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const staff = staffMember(request);
      const { rows, nextCursor } = await listChats(db, staff.id, request.query);
      return { data: rows.map(chatSummaryView), next_cursor: nextCursor };
    },
  );

  app.patch(
    "/chats/:id",
    {
      schema: {
        tags,
        summary: "Rename, pin or file a chat",
        params: idParams,
        body: updateChatBody,
        response: { 200: data(chatSummarySchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const staff = staffMember(request);
      const chat = await updateChat(db, staff, await ownedChat(db, staff, request.params.id), request.body);
      return { data: await summary(chat.id) };
    },
  );

  app.delete(
    "/chats/:id",
    {
      schema: {
        tags,
        summary: "Delete a chat and all its messages",
        params: idParams,
        response: { 204: noContent, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const chat = await ownedChat(db, staffMember(request), request.params.id);
      await deleteChatRow(db, chat.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/chats/:id/export",
    {
      schema: {
        tags,
        summary: "Download a chat",
        description:
          "`markdown`: the shown branch as a transcript, tool calls summarised. `json`: a `ChatExport` with every message of the tree, for import.",
        params: idParams,
        querystring: z.object({ format: z.enum(["markdown", "json"]) }),
        response: {
          200: fileAnswer("The chat as a file (an attachment).", "text/markdown", "application/json"),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const chat = await ownedChat(db, staffMember(request), request.params.id);
      const file = await exportChat(db, chat, request.query.format);
      return reply
        .type(file.contentType)
        .header("Content-Disposition", file.disposition)
        .header("Cache-Control", "no-store")
        .send(file.body);
    },
  );

  app.post(
    "/chats/import",
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: "Import a chat from its JSON export",
        description: "Every message gets a new id and keeps its place in the tree, so branches survive. Answers the new chat.",
        body: chatImportBody,
        response: { 201: data(chatSummarySchema), ...errors(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      const chat = await importChat(db, staff.id, request.body);
      return reply.status(201).send({ data: await summary(chat.id) });
    },
  );

  app.get(
    "/chat-folders",
    {
      schema: {
        tags,
        summary: "The caller's chat folders, by name",
        response: { 200: data(z.array(chatFolderSchema)), ...errors(401, 403) },
      },
    },
    async (request) => ({ data: (await listChatFolders(db, staffMember(request).id)).map(chatFolderView) }),
  );

  app.post(
    "/chat-folders",
    {
      schema: {
        tags,
        summary: "Create a chat folder",
        body: chatFolderBody,
        response: { 201: data(chatFolderSchema), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      const folder = await insertChatFolder(db, staff.id, request.body.name);
      return reply.status(201).send({ data: chatFolderView(folder) });
    },
  );

  app.patch(
    "/chat-folders/:id",
    {
      schema: {
        tags,
        summary: "Rename a chat folder",
        params: idParams,
        body: chatFolderBody,
        response: { 200: data(chatFolderSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const folder = await ownedChatFolder(db, staffMember(request), request.params.id);
      return { data: chatFolderView(await renameChatFolder(db, folder.id, request.body.name)) };
    },
  );

  app.delete(
    "/chat-folders/:id",
    {
      schema: {
        tags,
        summary: "Delete a chat folder (its chats stay, unfiled)",
        params: idParams,
        response: { 204: noContent, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const folder = await ownedChatFolder(db, staffMember(request), request.params.id);
      await deleteChatFolder(db, folder.id);
      return reply.status(204).send();
    },
  );
};
