import { desc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PgBoss } from "pg-boss";
import { z } from "zod";
import { contentDetail, contentSummary } from "../content/content-view.ts";
import { createContent, createContentBody } from "../content/create-content.ts";
import { duplicateContent } from "../content/duplicate-content.ts";
import { findContents, findContentsQuery } from "../content/find-contents.ts";
import { latestRenders } from "../content/latest-renders.ts";
import { renderDocumentFor } from "../content/render-document.ts";
import { saveContent } from "../content/save-content.ts";
import type { Db } from "../db/database.ts";
import { content, render } from "../db/schema.ts";
import { requireOwned } from "../http/access.ts";
import type { ViewerResolver } from "../http/viewer.ts";
import type { Planner } from "../planner/planner.ts";
import { queueRender } from "../renders/queue-render.ts";
import type { RenderLimits } from "../config/config.ts";
import { renderView } from "../renders/render-view.ts";

interface Deps {
  db: Db;
  jobs: PgBoss;
  renderLimits: RenderLimits;
  viewers: ViewerResolver;
  planner: Planner;
}

const idParams = z.object({ id: z.string().uuid() });
const saveBody = z.object({ version: z.number().int().min(1), document: z.unknown() });
const shareBody = z.strictObject({ shared: z.boolean(), allowDownload: z.boolean() });
const renderBody = z.strictObject({ scale: z.number().min(0.1).max(1).default(1) }).default({ scale: 1 });

/** Video projects: start one, list, read, save with a version check, duplicate, delete, render and list its renders. Owner only. */
export async function contentRoutes(app: FastifyInstance, { db, jobs, renderLimits, viewers, planner }: Deps) {
  const ownContent = async (request: FastifyRequest) => {
    const viewer = await viewers.requireUser(request);
    const { id } = idParams.parse(request.params);
    const [row] = await db.select().from(content).where(eq(content.id, id)).limit(1);
    return requireOwned(row, viewer, "That video");
  };

  app.post("/api/v1/content", { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const viewer = await viewers.requireUser(request);
    const row = await createContent(db, planner, viewer.id, createContentBody.parse(request.body));
    return reply.status(201).send({ data: contentDetail(row) });
  });

  // Which planner writes storyboards, so the create screens can say so.
  app.get("/api/v1/planner", async (request) => {
    await viewers.requireUser(request);
    return { data: planner.describe() };
  });

  app.get("/api/v1/content", async (request) => {
    const viewer = await viewers.requireUser(request);
    const { rows, nextCursor } = await findContents(db, viewer.id, findContentsQuery.parse(request.query));
    const latest = await latestRenders(db, rows.map((row) => row.id));
    return { data: rows.map((row) => contentSummary(row, latest.get(row.id) ?? null)), next_cursor: nextCursor === null ? null : String(nextCursor) };
  });

  app.get("/api/v1/content/:id", async (request) => ({ data: contentDetail(await ownContent(request)) }));

  // Documents can be large (many scenes, long texts): the scene package bounds them at 2 MB.
  app.put("/api/v1/content/:id", { bodyLimit: 2_100_000 }, async (request) => {
    const row = await ownContent(request);
    const { version, document } = saveBody.parse(request.body);
    return { data: contentDetail(await saveContent(db, row, version, document)) };
  });

  app.post("/api/v1/content/:id/duplicate", async (request, reply) => reply.status(201).send({ data: contentDetail(await duplicateContent(db, await ownContent(request))) }));

  // Sharing does not change the document, so it neither needs nor raises the version.
  app.put("/api/v1/content/:id/share", async (request) => {
    const row = await ownContent(request);
    const [updated] = await db.update(content).set(shareBody.parse(request.body)).where(eq(content.id, row.id)).returning();
    return { data: contentDetail(updated!) };
  });

  // A render of the saved version: the document, its template and layouts are snapshotted.
  app.post("/api/v1/content/:id/renders", async (request, reply) => {
    const row = await ownContent(request);
    const { scale } = renderBody.parse(request.body ?? undefined);
    const queued = await queueRender({ db, jobs, limits: renderLimits }, { userId: row.userId, document: await renderDocumentFor(db, row), scale, content: { id: row.id, version: row.version } });
    return reply.status(202).send({ data: renderView(queued) });
  });

  app.get("/api/v1/content/:id/renders", async (request) => {
    const row = await ownContent(request);
    const rows = await db.select().from(render).where(eq(render.contentId, row.id)).orderBy(desc(render.createdAt));
    return { data: rows.map(renderView) };
  });

  app.delete("/api/v1/content/:id", async (request, reply) => {
    const row = await ownContent(request);
    await db.delete(content).where(eq(content.id, row.id));
    return reply.status(204).send();
  });
}
