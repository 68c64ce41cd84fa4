import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Storage } from "../../../platform/storage/storage.ts";
import type { Db } from "../../../platform/db/database.ts";
import { errors } from "../../../kernel/api-schemas.ts";
import { notFound } from "../../../kernel/errors.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import type { VibeDeps } from "../../../image-studio/image-gen/vibes/create-vibe.ts";
import { dbBrowserRoutes } from "./db-browser-routes.ts";
import { imageStaffRoutes } from "../image-studio/image-staff-routes.ts";
import type { PromptTestDeps, PromptTestWorker } from "../../../ai-desk/prompt-tests/prompt-test-deps.ts";
import { promptTestRoutes } from "../ai-desk/prompt-test-routes.ts";
import { auditRoutes } from "./audit-routes.ts";
import type { ClientRouteDeps } from "../production/client-route-deps.ts";
import { clientStaffRoutes } from "../production/client-staff-routes.ts";
import { llmChatHistoryRoutes } from "../ai-desk/llm-chat-history-routes.ts";
import { llmReportRoutes } from "../ai-desk/llm-report-routes.ts";
import type { ChatDeps } from "../../../ai-desk/chat/chat-deps.ts";
import { llmChatRoutes } from "../ai-desk/llm-chat-routes.ts";
import { llmModelRoutes } from "../ai-desk/llm-model-routes.ts";
import type { PlanCatalog } from "../../../platform/config/plans-config.ts";
import { planStaffRoutes } from "./plan-staff-routes.ts";
import { renderTestRoutes, type RenderTestDeps } from "../library-studio/render-test-routes.ts";
import { templatesDashboardRoutes } from "../library-studio/templates-dashboard-routes.ts";
import type { WebhookDeps } from "../../../production/webhooks/webhook-deps.ts";
import { webhookStaffRoutes } from "../production/webhook-staff-routes.ts";
import { campaignStaffRoutes } from "../production/campaign-staff-routes.ts";
import type { PipelineDeps } from "../../../production/pipelines/pipeline-deps.ts";
import { pipelineRoutes } from "../production/pipeline-routes.ts";
import type { ChecklistJobDeps } from "../../../library-studio/items/checklist-jobs.ts";
import { libraryStudioRoutes } from "../library-studio/library-studio-routes.ts";
import { layoutGenRoutes } from "../library-studio/layout-gen-routes.ts";
import type { Mailer } from "../../../platform/mail/mailer.ts";
import { libraryCommentRoutes } from "../library-studio/library-comment-routes.ts";
import { staffMemberRoutes } from "./staff-member-routes.ts";
import { libraryFontStaffRoutes } from "../workspace/library-font-routes.ts";
import { libraryBoardRoutes } from "../library-studio/library-board-routes.ts";
import { requireStaffGate } from "../../signed-in.ts";

export const STAFF_API_PREFIX = "/api/v1/staff";

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
  plans: PlanCatalog;
  renderTest: Omit<RenderTestDeps, "staffPrefix">;
  clients: Omit<ClientRouteDeps, "db" | "plans" | "viewers" | "storage">;
  webhooks: WebhookDeps;
  pipelines: PipelineDeps;
  /** The platform's mail (library comments' mentions) and where its links start. */
  mail: { mailer: Mailer; publicUrl: string | undefined };
  libraryChecklists: ChecklistJobDeps;
  storage: Storage;
}> = async (app, deps) => {
  requireStaffGate(app, deps.viewers);

  await app.register(dbBrowserRoutes, { db: deps.db });

  // The image studio's vibes, inspiration wall and reports, behind the same hook.
  await app.register(imageStaffRoutes, { ...deps.imageGen, viewers: deps.viewers });
  await app.register(llmChatHistoryRoutes, { db: deps.db });
  await app.register(llmModelRoutes, { models: deps.chat.models });
  await app.register(llmChatRoutes, { ...deps.chat });
  await app.register(llmReportRoutes, { db: deps.db, staffPrefix: STAFF_API_PREFIX });

  await app.register(promptTestRoutes, { ...deps.promptTests, viewers: deps.viewers });
  await app.register(auditRoutes, { db: deps.db });
  await app.register(planStaffRoutes, { db: deps.db, plans: deps.plans, viewers: deps.viewers });
  await app.register(renderTestRoutes, { ...deps.renderTest, staffPrefix: STAFF_API_PREFIX });
  await app.register(templatesDashboardRoutes, { db: deps.db });
  await app.register(webhookStaffRoutes, deps.webhooks);
  await app.register(campaignStaffRoutes, { db: deps.db });
  await app.register(clientStaffRoutes, { db: deps.db, plans: deps.plans, storage: deps.storage, ...deps.clients });
  await app.register(pipelineRoutes, { ...deps.pipelines, viewers: deps.viewers });
  await app.register(libraryStudioRoutes, { db: deps.db, viewers: deps.viewers, checklists: deps.libraryChecklists });
  await app.register(layoutGenRoutes, { ...deps.promptTests });
  await app.register(libraryBoardRoutes, { db: deps.db });
  await app.register(libraryCommentRoutes, { db: deps.db, viewers: deps.viewers, ...deps.mail });
  await app.register(staffMemberRoutes, { db: deps.db, viewers: deps.viewers });
  await app.register(libraryFontStaffRoutes, { db: deps.db, storage: deps.storage });

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
