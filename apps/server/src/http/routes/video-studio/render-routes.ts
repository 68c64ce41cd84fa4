import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PgBoss } from "pg-boss";
import { z } from "zod";
import type { RenderLimits } from "../../../platform/config/config.ts";
import type { Db } from "../../../platform/db/database.ts";
import { ownedRender } from "../../../platform/access/access.ts";
import { data, errors, eventStream } from "../../../kernel/api-schemas.ts";
import { notFound } from "../../../kernel/errors.ts";
import { RENDER_FILES, renderFileSchema, sendRenderFile } from "../../send-render-file.ts";
import { requireSignIn, signedIn } from "../../signed-in.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import type { Events } from "../../../platform/events/events.ts";
import { eventStreams } from "../../event-stream.ts";
import { isFinished, renderProgress, subscribeRender, type RenderLiveEvent } from "../../../video-studio/renders/render-events.ts";
import { cancelRender } from "../../../video-studio/renders/cancel-render.ts";
import { queueRender } from "../../../video-studio/renders/queue-render.ts";
import { numberRender } from "../../../video-studio/renders/render-queries.ts";
import { findOwnableRow } from "../../../platform/db/owned-rows.ts";
import { checkDocumentFonts, parseRenderRequest } from "../../../video-studio/renders/render-request.ts";
import { renderSchema } from "../../../video-studio/renders/render-schema.ts";
import { renderView } from "../../../video-studio/renders/render-view.ts";
import type { RenderWorker } from "../../../video-studio/renders/render-worker.ts";
import type { Storage } from "../../../platform/storage/storage.ts";
import type { PlanCatalog } from "../../../platform/config/plans-config.ts";

interface Deps {
  db: Db;
  jobs: PgBoss;
  limits: RenderLimits;
  plans: PlanCatalog;
  worker: RenderWorker;
  events: Events;
  viewers: ViewerResolver;
  storage: Storage;
}

const idParams = z.object({ id: z.string().min(1).max(64).describe("The render's id.") });
// parseRenderRequest validates it (each problem at its JSON path): described here, not parsed.
const renderRequest = z.any().meta({
  type: "object",
  description: "A whole document to render: `content`, its `template` and `layouts` (`@framewise/scene`), and `scale` (0.1–1, default 1).",
  required: ["content", "template", "layouts"],
  properties: {
    content: { type: "object" },
    template: { type: "object" },
    layouts: { type: "array", items: { type: "object" } },
    scale: { type: "number", minimum: 0.1, maximum: 1 },
  },
});
const tags = ["renders"];

/** MP4 renders as jobs: ask, watch (server-sent events), cancel, download. Only the owner sees a render. */
export const renderRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  requireSignIn(app, deps.viewers);
  const streams = eventStreams(app);
  const ownRender = (request: FastifyRequest<{ Params: { id: string } }>) => ownedRender(deps.db, signedIn(request), request.params.id);

  app.post(
    "/api/v1/renders",
    {
      bodyLimit: 2_000_000,
      schema: {
        tags,
        summary: "Render a document",
        body: renderRequest,
        response: { 202: data(renderSchema), ...errors(400, 401, 422, 429) },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request);
      const { document, scale } = parseRenderRequest(request.body);
      await checkDocumentFonts(deps.db, document.template);
      const row = await queueRender(deps, { userId: viewer.id, document, scale });
      return reply.status(202).send({ data: renderView(row) });
    },
  );

  app.get(
    "/api/v1/renders/:id",
    { schema: { tags, summary: "One render", params: idParams, response: { 200: data(renderSchema), ...errors(400, 401, 404) } } },
    async (request) => ({ data: renderView(await numberRender(deps.db, await ownRender(request))) }),
  );

  // Server-sent events: the current state at once, then every change (published by whichever
  // process renders) until the render finishes.
  app.get(
    "/api/v1/renders/:id/events",
    {
      schema: {
        tags,
        summary: "Follow a render's progress (server-sent events)",
        params: idParams,
        response: { 200: eventStream("`progress` events until the render finishes."), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const owned = await ownRender(request);
      // Listening before the state is read again, so no change falls between the two.
      const early: RenderLiveEvent[] = [];
      let send = (event: RenderLiveEvent) => void early.push(event);
      const unsubscribe = subscribeRender(deps.events, owned, (event) => send(event));
      request.raw.on("close", unsubscribe);
      const row = await findOwnableRow(deps.db, "render", owned.id);
      if (!row) {
        unsubscribe();
        throw notFound("That render");
      }
      const stream = streams.start(reply);
      let finished = false;
      send = ({ type: _type, id: _id, ...progress }) => {
        if (finished) return;
        stream.write(`event: progress\ndata: ${JSON.stringify(progress)}\n\n`);
        if (!isFinished(progress.status)) return;
        finished = true;
        unsubscribe();
        stream.end();
      };
      const now = renderProgress(row);
      send({ type: "render", id: row.id, ...now });
      // What arrived while reading: only what is newer than the row (progress is saved less often than told).
      for (const event of early) if (isFinished(event.status) || event.progress >= now.progress) send(event);
    },
  );

  app.post(
    "/api/v1/renders/:id/cancel",
    {
      schema: {
        tags,
        summary: "Cancel a waiting or running render",
        params: idParams,
        response: { 200: data(renderSchema), ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const row = await ownRender(request);
      return { data: renderView(await cancelRender(deps, row)) };
    },
  );

  for (const [kind, type] of RENDER_FILES)
    app.get(
      `/api/v1/renders/:id/${kind}`,
      { schema: { tags, summary: `The finished render's ${kind}`, params: idParams, ...renderFileSchema(kind, type, [400, 401, 404]) } },
      async (request, reply) =>
        sendRenderFile(request, reply, deps.storage, await ownedRender(deps.db, signedIn(request), request.params.id), kind),
    );
};
