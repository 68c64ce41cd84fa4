import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { contentDetail, contentSummary } from "../content/content-view.ts";
import { createContent, createContentBody } from "../content/create-content.ts";
import { duplicateContent } from "../content/duplicate-content.ts";
import { findContents, findContentsQuery } from "../content/find-contents.ts";
import { saveContent } from "../content/save-content.ts";
import type { Db } from "../db/database.ts";
import { content } from "../db/schema.ts";
import { requireOwned } from "../http/access.ts";
import type { ViewerResolver } from "../http/viewer.ts";

interface Deps {
  db: Db;
  viewers: ViewerResolver;
}

const idParams = z.object({ id: z.string().uuid() });
const saveBody = z.object({ version: z.number().int().min(1), document: z.unknown() });

/** Video projects: start one (from a prompt or a template), list, read, save with a version check, duplicate, delete. Owner only. */
export async function contentRoutes(app: FastifyInstance, { db, viewers }: Deps) {
  const ownContent = async (request: FastifyRequest) => {
    const viewer = await viewers.requireUser(request);
    const { id } = idParams.parse(request.params);
    const [row] = await db.select().from(content).where(eq(content.id, id)).limit(1);
    return requireOwned(row, viewer, "That video");
  };

  app.post("/api/v1/content", { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const viewer = await viewers.requireUser(request);
    const row = await createContent(db, viewer.id, createContentBody.parse(request.body));
    return reply.status(201).send({ data: contentDetail(row) });
  });

  app.get("/api/v1/content", async (request) => {
    const viewer = await viewers.requireUser(request);
    const { rows, nextCursor } = await findContents(db, viewer.id, findContentsQuery.parse(request.query));
    return { data: rows.map(contentSummary), next_cursor: nextCursor === null ? null : String(nextCursor) };
  });

  app.get("/api/v1/content/:id", async (request) => ({ data: contentDetail(await ownContent(request)) }));

  // Documents can be large (many scenes, long texts): the scene package bounds them at 2 MB.
  app.put("/api/v1/content/:id", { bodyLimit: 2_100_000 }, async (request) => {
    const row = await ownContent(request);
    const { version, document } = saveBody.parse(request.body);
    return { data: contentDetail(await saveContent(db, row, version, document)) };
  });

  app.post("/api/v1/content/:id/duplicate", async (request, reply) => reply.status(201).send({ data: contentDetail(await duplicateContent(db, await ownContent(request))) }));

  app.delete("/api/v1/content/:id", async (request, reply) => {
    const row = await ownContent(request);
    await db.delete(content).where(eq(content.id, row.id));
    return reply.status(204).send();
  });
}
