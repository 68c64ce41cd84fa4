import { desc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import { landingPage } from "../db/schema.ts";
import { requireOwned } from "../http/access.ts";
import { notFound } from "../http/errors.ts";
import type { ViewerResolver } from "../http/viewer.ts";
import { landingPageView } from "../landing-pages/landing-page-view.ts";
import { findPublicLandingPage } from "../landing-pages/public-landing-page.ts";
import { createLandingPage, landingPageBody, updateLandingPage } from "../landing-pages/save-landing-page.ts";

interface Deps {
  db: Db;
  viewers: ViewerResolver;
}

const idParams = z.object({ id: z.string().uuid() });
const publicParams = z.object({ id: z.string().max(64) });

/** Landing pages: the owner creates, lists, reads, edits and deletes them; anyone reads a published one. */
export async function landingPageRoutes(app: FastifyInstance, { db, viewers }: Deps) {
  const ownPage = async (request: FastifyRequest) => {
    const viewer = await viewers.requireUser(request);
    const { id } = idParams.parse(request.params);
    const [row] = await db.select().from(landingPage).where(eq(landingPage.id, id)).limit(1);
    return requireOwned(row, viewer, "That page");
  };

  app.post("/api/v1/pages", async (request, reply) => {
    const viewer = await viewers.requireUser(request);
    return reply.status(201).send({ data: landingPageView(await createLandingPage(db, viewer.id, landingPageBody.parse(request.body))) });
  });

  app.get("/api/v1/pages", async (request) => {
    const viewer = await viewers.requireUser(request);
    const rows = await db.select().from(landingPage).where(eq(landingPage.userId, viewer.id)).orderBy(desc(landingPage.updatedAt)).limit(100);
    return { data: rows.map(landingPageView) };
  });

  app.get("/api/v1/pages/:id", async (request) => ({ data: landingPageView(await ownPage(request)) }));

  app.put("/api/v1/pages/:id", async (request) => {
    const row = await ownPage(request);
    return { data: landingPageView(await updateLandingPage(db, row, landingPageBody.parse(request.body))) };
  });

  app.delete("/api/v1/pages/:id", async (request, reply) => {
    const row = await ownPage(request);
    await db.delete(landingPage).where(eq(landingPage.id, row.id));
    return reply.status(204).send();
  });

  app.get("/api/v1/public/pages/:id", async (request) => {
    const page = await findPublicLandingPage(db, publicParams.parse(request.params).id);
    if (!page) throw notFound("That page");
    return { data: page };
  });
}
