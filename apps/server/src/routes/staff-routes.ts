import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import { data, errors } from "../http/api-schemas.ts";
import { notFound } from "../http/errors.ts";
import type { ViewerResolver } from "../http/viewer.ts";
import type { VibeDeps } from "../image-gen/vibes/create-vibe.ts";
import { countRowsPerTable } from "../staff/staff-queries.ts";
import { imageStaffRoutes } from "./image-staff-routes.ts";
import type { PromptTestDeps, PromptTestWorker } from "../prompt-tests/prompt-test-deps.ts";
import { promptTestRoutes } from "./prompt-test-routes.ts";
import { llmChatHistoryRoutes } from "./llm-chat-history-routes.ts";
import { llmReportRoutes } from "./llm-report-routes.ts";
import type { ChatDeps } from "../llm-chat/chat-deps.ts";
import { llmChatRoutes } from "./llm-chat-routes.ts";
import { llmModelRoutes } from "./llm-model-routes.ts";

export const STAFF_API_PREFIX = "/api/v1/staff";

const tags = ["staff"];

/**
 * Staff APIs. Every route in this plugin is behind one hook that answers 401 to signed-out
 * callers and 403 to non-staff, whatever the browser's router does.
 */
export const staffRoutes: FastifyPluginAsyncZod<{
  db: Db;
  viewers: ViewerResolver;
  imageGen: VibeDeps;
  promptTests: PromptTestDeps & { worker: PromptTestWorker };
  chat: ChatDeps;
}> = async (app, deps) => {
  app.addHook("onRequest", async (request) => {
    await deps.viewers.requireStaff(request);
  });

  // The database browser's first view: the product's tables and how many rows each holds.
  app.get(
    "/collections",
    {
      schema: {
        tags,
        summary: "The database's tables and their row counts",
        response: { 200: data(z.array(z.strictObject({ name: z.string(), documents: z.number() }))), ...errors(401, 403) },
      },
    },
    async () => ({ data: await countRowsPerTable(deps.db) }),
  );

  // The image studio's vibes, inspiration wall and reports, behind the same hook.
  await app.register(imageStaffRoutes, { ...deps.imageGen, viewers: deps.viewers });
  await app.register(llmChatHistoryRoutes, { db: deps.db, viewers: deps.viewers });
  await app.register(llmModelRoutes, { models: deps.chat.models });
  await app.register(llmChatRoutes, { ...deps.chat, viewers: deps.viewers });
  await app.register(llmReportRoutes, { db: deps.db, staffPrefix: STAFF_API_PREFIX });

  await app.register(promptTestRoutes, { ...deps.promptTests, viewers: deps.viewers });

  // Unknown staff paths are checked like the others: a signed-out caller learns nothing.
  app.all(
    "/*",
    // Not an operation (every method of every other path), so left out of the document.
    { schema: { hide: true, response: errors(401, 403, 404) } },
    async (request) => {
      throw notFound(`The staff API ${request.method} ${request.url.split("?")[0]}`);
    },
  );
};
