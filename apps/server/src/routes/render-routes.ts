import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PgBoss } from "pg-boss";
import { z } from "zod";
import type { RenderLimits } from "../config/config.ts";
import type { Db } from "../db/database.ts";
import { render } from "../db/schema.ts";
import { requireOwned } from "../http/access.ts";
import { HttpError } from "../http/errors.ts";
import type { ViewerResolver } from "../http/viewer.ts";
import { isFinished, type RenderEvent, type RenderEvents } from "../renders/render-events.ts";
import { queueRender } from "../renders/queue-render.ts";
import { parseRenderRequest } from "../renders/render-request.ts";
import { renderView } from "../renders/render-view.ts";
import { RENDER_QUEUE, renderFiles, type RenderWorker } from "../renders/render-worker.ts";

interface Deps {
  db: Db;
  jobs: PgBoss;
  limits: RenderLimits;
  worker: RenderWorker;
  events: RenderEvents;
  viewers: ViewerResolver;
  rendersDir: string;
}

const idParams = z.object({ id: z.string().min(1).max(64) });

/** MP4 renders as jobs: ask, watch (server-sent events), cancel, download. Only the owner sees a render. */
export async function renderRoutes(app: FastifyInstance, deps: Deps) {
  // reply.sendFile for finished renders (range requests included); nothing is served by path.
  await app.register(fastifyStatic, { root: deps.rendersDir, serve: false });
  const ownRender = async (request: FastifyRequest) => {
    const viewer = await deps.viewers.requireUser(request);
    const { id } = idParams.parse(request.params);
    const [row] = await deps.db.select().from(render).where(eq(render.id, id)).limit(1);
    return requireOwned(row, viewer, "That render");
  };

  app.post("/api/v1/renders", { bodyLimit: 2_000_000 }, async (request, reply) => {
    const viewer = await deps.viewers.requireUser(request);
    const { document, scale } = parseRenderRequest(request.body);
    const row = await queueRender(deps, { userId: viewer.id, document, scale });
    return reply.status(202).send({ data: renderView(row) });
  });

  app.get("/api/v1/renders/:id", async (request) => ({ data: renderView(await ownRender(request)) }));

  // Server-sent events: the current state at once, then every change until the render finishes.
  app.get("/api/v1/renders/:id/events", async (request, reply) => {
    const row = await ownRender(request);
    reply.hijack();
    reply.raw.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store", Connection: "keep-alive", "X-Accel-Buffering": "no" });
    const send = (event: RenderEvent) => {
      reply.raw.write(`event: progress\ndata: ${JSON.stringify({ status: event.status, progress: event.progress, frames_per_second: event.framesPerSecond, seconds_left: event.secondsLeft, error: event.error })}\n\n`);
      if (isFinished(event.status)) finish();
    };
    const unsubscribe = deps.events.subscribe(row.id, send);
    const finish = () => {
      unsubscribe();
      reply.raw.end();
    };
    request.raw.on("close", unsubscribe);
    send(row);
  });

  app.post("/api/v1/renders/:id/cancel", async (request) => {
    const row = await ownRender(request);
    if (isFinished(row.status)) throw new HttpError(409, "already_finished", `This render is already ${row.status}.`);
    const [cancelled] = await deps.db
      .update(render)
      .set({ status: "cancelled", updatedAt: new Date() })
      .where(and(eq(render.id, row.id), inArray(render.status, ["queued", "rendering"])))
      .returning();
    // Finished in the meantime.
    if (!cancelled) throw new HttpError(409, "already_finished", "This render has just finished.");
    deps.events.publish(row.id, { status: "cancelled", progress: row.progress, framesPerSecond: null, secondsLeft: null, error: null });
    // A queued job never starts; a running one stops and removes its partial output.
    deps.worker.cancel(row.id);
    if (row.jobId) await deps.jobs.cancel(RENDER_QUEUE, row.jobId);
    return { data: renderView({ ...row, status: "cancelled" }) };
  });

  for (const [kind, type] of [["video", "video/mp4"], ["poster", "image/jpeg"]] as const)
    app.get(`/api/v1/renders/:id/${kind}`, async (request, reply) => {
      const row = await ownRender(request);
      if (row.status !== "done") throw new HttpError(409, "not_ready", "This render has no video yet.");
      const file = renderFiles(deps.rendersDir, row.id)[kind];
      const download = (request.query as { download?: string }).download !== undefined;
      if (download) reply.header("Content-Disposition", `attachment; filename="framewise-${row.id}.${kind === "video" ? "mp4" : "jpg"}"`);
      return reply.type(type).header("Cache-Control", "private, max-age=31536000, immutable").sendFile(path.basename(file));
    });
}
