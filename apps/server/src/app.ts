import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import type { PgBoss } from "pg-boss";
import { createAuth } from "./platform/auth/auth.ts";
import { identityTokens } from "./platform/auth/identity-token.ts";
import type { Config } from "./platform/config/config.ts";
import type { Database } from "./platform/db/database.ts";
import { useRouteSchemas } from "./http/route-schemas.ts";
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from "./http/error-handler.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { registerTextGuard } from "./http/text-guard.ts";
import { closeIdleConnectionsOnStop } from "./http/close-idle-connections.ts";
import { OneLinePerRequest } from "./http/request-log.ts";
import { logOutput } from "./platform/logging/log-output.ts";
import { contentSecurityPolicy, crossOriginOpenerPolicy } from "./http/security-headers.ts";
import { viewerResolver } from "./platform/auth/viewer.ts";
import { prepareViewerQueries } from "./platform/auth/viewer-queries.ts";
import { rememberedSessions } from "./platform/auth/remembered-sessions.ts";
import { startAssetJobs } from "./workspace/assets/asset-jobs.ts";
import { startBilling } from "./operations/billing/start-billing.ts";
import { billingRoutes } from "./http/routes/operations/billing-routes.ts";
import { startAuditPruning } from "./platform/audit/audit-jobs.ts";
import { authRoutes } from "./http/routes/identity/auth-routes.ts";
import { assetRoutes } from "./http/routes/workspace/asset-routes.ts";
import { createModelRegistry } from "./platform/llm/model-registry.ts";
import { startLayoutGenJobs } from "./library-studio/layout-gen/layout-gen-jobs.ts";
import { createPlanner } from "./video-studio/planner/planner.ts";
import { withIllustrations } from "./video-studio/illustrations/with-illustrations.ts";
import { withMusicBed } from "./video-studio/music/with-music-bed.ts";
import { contentRoutes } from "./http/routes/video-studio/content-routes.ts";
import { contentLibraryRoutes } from "./http/routes/video-studio/content-library-routes.ts";
import { landingPageRoutes } from "./http/routes/video-studio/landing-page-routes.ts";
import { publicVideoRoutes } from "./http/routes/video-studio/public-video-routes.ts";
import { urlImportRoutes } from "./http/routes/video-studio/url-import-routes.ts";
import { healthRoutes } from "./http/routes/operations/health-routes.ts";
import { metricsRoutes } from "./http/routes/operations/metrics-routes.ts";
import { libraryRoutes } from "./http/routes/workspace/library-routes.ts";
import { libraryFontRoutes } from "./http/routes/workspace/library-font-routes.ts";
import { renderRoutes } from "./http/routes/video-studio/render-routes.ts";
import { clientApiRoutes } from "./http/routes/production/client-api-routes.ts";
import { startIdempotencyPruning } from "./production/render-api/idempotency-jobs.ts";
import { subscriptionRoutes } from "./http/routes/operations/subscription-routes.ts";
import { openEvents } from "./platform/events/events.ts";
import { moveOldRenders } from "./video-studio/renders/move-old-renders.ts";
import { eventRoutes } from "./http/routes/identity/event-routes.ts";
import { startRenderWorker } from "./video-studio/renders/render-worker.ts";
import { startWebhookJobs } from "./production/webhooks/webhook-jobs.ts";
import { announceRenderFinished } from "./production/webhooks/announce-render-finished.ts";
import { campaignRoutes } from "./http/routes/production/campaign-routes.ts";
import { mediaLinks } from "./production/render-api/media-links.ts";
import { serverOrigin } from "./http/server-origin.ts";
import { createPipelineQueues, pipelineRenderFinished, startPipelineJobs } from "./production/pipelines/pipeline-jobs.ts";
import { startChecklistJobs } from "./library-studio/items/checklist-jobs.ts";
import { pipelineMemberRoutes } from "./http/routes/production/pipeline-item-routes.ts";
import { startLeftoverSweeps } from "./platform/jobs/sweep-leftovers.ts";
import { accountMail } from "./platform/auth/account-mail-sender.ts";
import { deleteAccountData } from "./operations/accounts/delete-account-data.ts";
import { createMailer } from "./platform/mail/mailer.ts";
import { requireSameOriginWrites } from "./http/same-origin.ts";
import { accountRoutes } from "./http/routes/identity/account-routes.ts";
import { identityRoutes } from "./http/routes/identity/identity-routes.ts";
import { STAFF_API_PREFIX, staffRoutes } from "./http/routes/operations/staff-routes.ts";
import { memberClientRoutes } from "./http/routes/production/member-client-routes.ts";
import { fontRoutes } from "./http/web/font-routes.ts";
import { createStorage } from "./platform/storage/create-storage.ts";
import { shareMetaTags } from "./http/web/share-meta.ts";
import { webRoutes } from "./http/web/web-routes.ts";
import { stockRoutes } from "./http/routes/video-studio/stock-routes.ts";
import { createStockMedia } from "./video-studio/stock/stock-media.ts";
import { voiceRoutes } from "./http/routes/video-studio/voice-routes.ts";
import { musicRoutes } from "./http/routes/video-studio/music-routes.ts";
import { createVoice } from "./video-studio/voice/create-voice.ts";
import { startVoicing } from "./video-studio/voice/voice-scenes-job.ts";
import { voicingRoutes } from "./http/routes/video-studio/voicing-routes.ts";
import { withPageImport } from "./video-studio/url-import/with-page-import.ts";
import type { ImageGenDeps } from "./image-studio/image-gen/image-gen-deps.ts";
import { startImageGenJobs } from "./image-studio/image-gen/image-gen-jobs.ts";
import { createImageProviders } from "./image-studio/image-gen/providers/create-image-providers.ts";
import { imageGenRoutes } from "./http/routes/image-studio/image-gen-routes.ts";
import { imageTrendingRoutes } from "./http/routes/image-studio/image-trending-routes.ts";
import { imageVibeRoutes } from "./http/routes/image-studio/image-vibe-routes.ts";
import { imageEditRoutes } from "./http/routes/image-studio/image-edit-routes.ts";
import { startPromptTestJobs } from "./ai-desk/prompt-tests/prompt-test-jobs.ts";
import { seedStarterSuite } from "./ai-desk/prompt-tests/seed-starter-suite.ts";

const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));
/** The installation's folder: its README and docs/ are the staff chat's help. */
const repositoryRoot = fileURLToPath(new URL("../../..", import.meta.url));

/** The HTTP application: API, auth, render workers and the built web app, over an open database and job queue. */
export async function buildApp(config: Config, database: Database, authSecret: string, jobs: PgBoss): Promise<FastifyInstance> {
  const log = logOutput(config.logLevel);
  const app = Fastify({
    logger: log.logger,
    // On a terminal, one line a request; elsewhere Fastify's own two, as log collectors expect.
    logController: log.readable ? new OneLinePerRequest() : undefined,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
  });
  const storage = await createStorage(config.storage);
  const rendersDir = path.resolve(config.dataDir, "renders");
  const scratchDir = path.resolve(config.dataDir, "tmp");
  await mkdir(scratchDir, { recursive: true });
  await mkdir(rendersDir, { recursive: true });
  // The embedded database means this process alone uses the data folder (it holds its lock).
  const exclusive = database.kind === "pglite";
  await moveOldRenders({ db: database.db, storage, rendersDir, log: app.log });
  await startLeftoverSweeps({ db: database.db, jobs, folders: { scratchDir, rendersDir }, exclusive, log: app.log });
  const events = await openEvents(database, config.databaseUrl, app.log);
  app.addHook("onClose", () => events.close());
  // ROLE=api sends jobs and runs none; ROLE=worker runs them and serves only its health checks and metrics.
  const work = config.role !== "api";
  await startAuditPruning({ db: database.db, jobs, retentionDays: config.auditRetentionDays, work, log: app.log });
  // Idempotency keys of the public render API last 24 hours; a daily job deletes older ones.
  await startIdempotencyPruning({ db: database.db, jobs, work, log: app.log });
  // Stripe, when configured: its webhook events and meter reports run as jobs.
  const billing = await startBilling({ config: config.billing, db: database.db, jobs, plans: config.plans, work, log: app.log });
  // Signed links to a client render's MP4 and poster, the same in the API's answers, webhooks and campaigns.
  const media = mediaLinks(authSecret, storage, config.publicApi.mediaLinkSeconds);
  // Signed webhook messages to production clients, tried with backoff for 24 hours.
  const webhooks = {
    db: database.db,
    jobs,
    config: config.webhooks,
    allowLoopbackForTests: config.mediaFetch.allowLoopbackForTests,
    log: app.log,
    renderLinks: (row: { id: string; userId: string }) => media.forRender(serverOrigin(config, app), row),
  };
  await startWebhookJobs({ ...webhooks, work });
  await createPipelineQueues(jobs);
  const worker = await startRenderWorker({
    db: database.db,
    jobs,
    events,
    work,
    rendersDir,
    limits: config.render,
    storage,
    mediaFetch: config.mediaFetch,
    log: app.log,
    exclusive,
    onFinished: async (renderId) => {
      await announceRenderFinished(webhooks, renderId);
      await pipelineRenderFinished(jobs, renderId);
    },
  });
  const assetJobs = await startAssetJobs({
    db: database.db,
    jobs,
    storage,
    events,
    work,
    limits: config.assets,
    workDir: scratchDir,
    log: app.log,
  });
  // What copying a file into a user's library needs: voices, stock picks and a page's pictures are kept like uploads.
  const libraryCopies = {
    db: database.db,
    storage,
    limits: config.assets,
    plans: config.plans,
    uploadsDir: scratchDir,
    enqueueProcessing: assetJobs.enqueueProcessing,
  };
  const voice = createVoice(config.speech, libraryCopies);
  // A new video's voices are spoken in the background, after it is saved.
  const voicing = await startVoicing({ db: database.db, jobs, events, voice, log: app.log, work });
  // Image generations: a pg-boss job each, run here unless this process only serves the API.
  const imageGen: ImageGenDeps = {
    db: database.db,
    jobs,
    storage,
    events,
    providers: createImageProviders(config.imageGen),
    plans: config.plans,
    workDir: scratchDir,
    log: app.log,
  };
  const imageGenWorker = await startImageGenJobs({ ...imageGen, work, exclusive });
  app.addHook("preClose", async () => imageGenWorker.interrupt());
  // A render can take minutes: on shutdown it goes back to the queue at once, rather than hold
  // the stop until pg-boss's graceful timeout fails it anyway.
  app.addHook("preClose", async () => worker.interrupt());
  // Every configured language model: the planner's, chat's and prompt tests'.
  const models = createModelRegistry(config.llm);
  // Prompt tests: a pg-boss job per run, run here unless this process only serves the API.
  await seedStarterSuite(database.db);
  const promptTests = { db: database.db, jobs, events, models, log: app.log };
  const promptTestWorker = await startPromptTestJobs({ ...promptTests, work, exclusive });
  app.addHook("preClose", async () => promptTestWorker.interrupt());
  // Generated layouts (issue 21): a pg-boss job each, checked with the library's checklist.
  const layoutGen = await startLayoutGenJobs({ db: database.db, jobs, models, storage, log: app.log, work });
  app.addHook("onClose", () => layoutGen.close());
  // Feed pipelines: runs, schedule ticks and their renders' ends as jobs (drafts get no stock media).
  const pipelines = {
    db: database.db,
    jobs,
    planner: createPlanner(database.db, models, app.log),
    storage,
    renderLimits: config.render,
    plans: config.plans,
    webhooks,
    allowLoopbackForTests: config.mediaFetch.allowLoopbackForTests,
    log: app.log,
  };
  await startPipelineJobs({ ...pipelines, work });
  // The library studio's checklists: a job per run, its checks in a warm thread of the working process.
  const libraryChecklists = { db: database.db, jobs, storage, log: app.log };
  const checklistWorker = await startChecklistJobs({ ...libraryChecklists, work });
  app.addHook("onClose", () => checklistWorker.close());
  const mailer = createMailer(config.mail, config.dataDir, app.log);
  const deleteUserData = (userId: string) => deleteAccountData({ db: database.db, storage, rendersDir, worker, billing }, userId);
  const auth = createAuth(config, database.db, authSecret, {
    mail: accountMail(mailer, app.log),
    log: app.log,
    deleteUserData,
  });
  const tokens = identityTokens(authSecret, config.identityTokenTtlSeconds);
  const sessionCookie = { name: (await auth.$context).authCookies.sessionToken.name, secret: authSecret };
  const sessionQueries = prepareViewerQueries(database.db);
  // Remembering sessions is safe only where a change's event arrives before the change returns.
  const sessions = database.kind === "pglite" ? rememberedSessions(sessionQueries, events) : sessionQueries;
  const viewers = viewerResolver({ sessions, tokens, staffDomains: config.staffEmailDomains, sessionCookie });

  closeIdleConnectionsOnStop(app);
  registerErrorHandling(app);
  useRouteSchemas(app);
  requireSameOriginWrites(app, config);
  registerTextGuard(app);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginOpenerPolicy: false,
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header("Cross-Origin-Opener-Policy", crossOriginOpenerPolicy(request.url.split("?")[0] ?? "/"));
  });
  await registerOpenApi(app);
  await app.register(authRoutes, { auth });
  await app.register(healthRoutes, { database, dataDir: config.dataDir, minFreeDiskBytes: config.minFreeDiskBytes });
  await app.register(metricsRoutes, { database, token: config.metricsToken });
  if (config.role === "worker") return app;
  await app.register(identityRoutes, { db: database.db, tokens, viewers });
  await app.register(accountRoutes, { db: database.db, viewers });
  // Stock photos and footage: one cached search for the picker and the planner, copies made like uploads.
  const stock = createStockMedia(config.stock, libraryCopies, {
    allowLoopbackForTests: config.mediaFetch.allowLoopbackForTests,
    log: app.log,
  });
  // A page's picked pictures and logo are copied into the library before it is planned; scenes
  // still without a picture get a shipped illustration; then every planned video gets music.
  const planner = withMusicBed(
    withIllustrations(
      withPageImport(createPlanner(database.db, models, app.log, stock.placement), {
        ...libraryCopies,
        allowLoopbackForTests: config.mediaFetch.allowLoopbackForTests,
        log: app.log,
      }),
      { upload: libraryCopies, log: app.log },
    ),
    { db: database.db, upload: libraryCopies, log: app.log },
  );
  await app.register(staffRoutes, {
    prefix: STAFF_API_PREFIX,
    db: database.db,
    viewers,
    plans: config.plans,
    // Deleting a client deletes its account's videos and files as deleting a person's does.
    clients: { allowLoopbackForTests: config.mediaFetch.allowLoopbackForTests, deleteAccountData: deleteUserData },
    webhooks,
    pipelines,
    libraryChecklists,
    storage,
    mail: { mailer, publicUrl: config.publicUrl },
    renderTest: { db: database.db, storage, dataDir: config.dataDir, regressionDir: config.renderRegressionDir },
    imageGen,
    promptTests: { ...promptTests, worker: promptTestWorker },
    // The staff chat's tools act through the same operations as the API.
    chat: {
      db: database.db,
      events,
      storage,
      models,
      tools: { db: database.db, planner, voicing, jobs, renderLimits: config.render, plans: config.plans, imageGen },
      helpDir: repositoryRoot,
      exclusive,
      log: app.log,
    },
  });
  await app.register(libraryRoutes, { db: database.db, viewers });
  await app.register(libraryFontRoutes, { db: database.db, storage, viewers });
  await app.register(contentRoutes, { db: database.db, jobs, renderLimits: config.render, plans: config.plans, viewers, planner, voicing });
  await app.register(contentLibraryRoutes, { db: database.db, viewers });
  await app.register(voiceRoutes, { db: database.db, viewers, voice });
  await app.register(musicRoutes, { upload: libraryCopies, viewers });
  await app.register(voicingRoutes, { db: database.db, jobs, viewers, voicing, speaks: voice !== undefined });
  await app.register(urlImportRoutes, { viewers, allowLoopbackForTests: config.mediaFetch.allowLoopbackForTests });
  await app.register(assetRoutes, { ...libraryCopies, viewers });
  await app.register(imageGenRoutes, { ...imageGen, viewers, worker: imageGenWorker, library: libraryCopies });
  await app.register(imageVibeRoutes, { ...imageGen, viewers });
  await app.register(imageTrendingRoutes, { db: database.db, viewers });
  await app.register(imageEditRoutes, { ...imageGen, viewers, limits: config.assets });
  await app.register(stockRoutes, { ...stock.imports, viewers, search: stock.search });
  await app.register(renderRoutes, { db: database.db, jobs, limits: config.render, plans: config.plans, worker, events, viewers, storage });
  await app.register(memberClientRoutes, { db: database.db, viewers });
  await app.register(clientApiRoutes, {
    render: {
      db: database.db,
      jobs,
      limits: config.render,
      plans: config.plans,
      worker,
      events,
      storage,
      media,
      publicUrl: config.publicUrl,
      allowLoopbackForTests: config.mediaFetch.allowLoopbackForTests,
    },
    pipelines,
    publicApi: config.publicApi,
  });
  // Campaigns (`megapot`): members make a client's videos; the finished one is reached by a signed link.
  await app.register(campaignRoutes, {
    db: database.db,
    jobs,
    limits: config.render,
    plans: config.plans,
    viewers,
    media,
    publicUrl: config.publicUrl,
    library: libraryCopies,
  });
  await app.register(subscriptionRoutes, { db: database.db, plans: config.plans, viewers, billingEnabled: config.billing !== undefined });
  await app.register(billingRoutes, { billing, viewers, publicUrl: config.publicUrl });
  await app.register(eventRoutes, { events, viewers });
  await app.register(publicVideoRoutes, { db: database.db, storage });
  await app.register(landingPageRoutes, { db: database.db, viewers });
  await app.register(pipelineMemberRoutes, { ...pipelines, viewers });
  await app.register(fontRoutes);
  await app.register(webRoutes, {
    config,
    distDir: path.resolve(config.webDistDir ?? defaultWebDist),
    headTags: shareMetaTags(database.db, config.publicUrl),
  });
  return app;
}
