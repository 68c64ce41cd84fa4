import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { asActor, requestActor } from "../../../platform/audit/audit-context.ts";
import type { Db } from "../../../platform/db/database.ts";
import { ownedLandingPage } from "../../../platform/access/access.ts";
import { data, errors, idParams, noContent } from "../../../kernel/api-schemas.ts";
import { notFound } from "../../../kernel/errors.ts";
import { requireSignIn, signedIn } from "../../signed-in.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import { deleteLandingPageById, listLandingPages } from "../../../video-studio/landing-pages/landing-page-queries.ts";
import { landingPageSchema, landingPageView, publicLandingPageSchema } from "../../../video-studio/landing-pages/landing-page-view.ts";
import { findPublicLandingPage } from "../../../video-studio/landing-pages/public-landing-page.ts";
import { createLandingPage, landingPageBody, updateLandingPage } from "../../../video-studio/landing-pages/save-landing-page.ts";

interface Deps {
  db: Db;
  viewers: ViewerResolver;
}

// Any string: a malformed id is simply not found, like an unpublished one.
const publicParams = z.object({ id: z.string().max(64) });
const pageBody = landingPageBody.meta({
  examples: [
    {
      title: "Spring collection",
      text: "Our three new bags, in motion.",
      contentIds: ["0b8f3c2e-5d1a-4c7e-9f10-2a3b4c5d6e7f"],
      published: true,
    },
  ],
});
const tags = ["landing pages"];

/** Landing pages: the owner creates, lists, reads, edits and deletes them; anyone reads a published one. */
export const landingPageRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, viewers }) => {
  await app.register(async (owner) => ownerRoutes(owner, { db, viewers }));

  app.get(
    "/api/v1/public/pages/:id",
    {
      schema: {
        tags: ["public", "landing pages"],
        summary: "A published page, with its shared videos",
        security: [],
        params: publicParams,
        response: { 200: data(publicLandingPageSchema), ...errors(404) },
      },
    },
    async (request) => {
      const page = await findPublicLandingPage(db, request.params.id);
      if (!page) throw notFound("That page");
      return { data: page };
    },
  );
};

const ownerRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, viewers }) => {
  requireSignIn(app, viewers);
  const ownPage = (request: FastifyRequest<{ Params: { id: string } }>) => ownedLandingPage(db, signedIn(request), request.params.id);

  app.post(
    "/api/v1/pages",
    { schema: { tags, summary: "Create a page", body: pageBody, response: { 201: data(landingPageSchema), ...errors(400, 401) } } },
    async (request, reply) => {
      const viewer = signedIn(request);
      const page = await asActor(db, requestActor(viewer), (tx) => createLandingPage(tx, viewer.id, request.body));
      return reply.status(201).send({ data: landingPageView(page) });
    },
  );

  app.get(
    "/api/v1/pages",
    {
      schema: {
        tags,
        summary: "The caller's pages, last changed first",
        response: { 200: data(z.array(landingPageSchema)), ...errors(401) },
      },
    },
    async (request) => ({ data: (await listLandingPages(db, signedIn(request).id)).map(landingPageView) }),
  );

  app.get(
    "/api/v1/pages/:id",
    { schema: { tags, summary: "One page", params: idParams, response: { 200: data(landingPageSchema), ...errors(400, 401, 404) } } },
    async (request) => ({ data: landingPageView(await ownPage(request)) }),
  );

  app.put(
    "/api/v1/pages/:id",
    {
      schema: {
        tags,
        summary: "Change a page",
        params: idParams,
        body: pageBody,
        response: { 200: data(landingPageSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await ownPage(request);
      const page = await asActor(db, requestActor(signedIn(request)), (tx) => updateLandingPage(tx, row, request.body));
      return { data: landingPageView(page) };
    },
  );

  app.delete(
    "/api/v1/pages/:id",
    { schema: { tags, summary: "Delete a page", params: idParams, response: { 204: noContent, ...errors(400, 401, 404) } } },
    async (request, reply) => {
      const row = await ownPage(request);
      await asActor(db, requestActor(signedIn(request)), (tx) => deleteLandingPageById(tx, row.id));
      return reply.status(204).send();
    },
  );
};
