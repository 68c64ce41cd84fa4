import { VIDEO_SORTS } from "@framewise/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PgBoss } from "pg-boss";
import { z } from "zod";
import { asActor, requestActor } from "../../../platform/audit/audit-context.ts";
import { contentDetail, contentDetailSchema, contentSummary, contentSummarySchema } from "../../../video-studio/content/content-view.ts";
import { deleteContentById, findContentRenders, setContentSharing } from "../../../video-studio/content/content-queries.ts";
import { createContent, createContentBody } from "../../../video-studio/content/create-content.ts";
import { duplicateContent } from "../../../video-studio/content/duplicate-content.ts";
import { findContents } from "../../../video-studio/content/find-contents-queries.ts";
import { renderDocumentFor } from "../../../video-studio/content/render-document.ts";
import { saveContent } from "../../../video-studio/content/save-content.ts";
import type { Db } from "../../../platform/db/database.ts";
import { ownedContent } from "../../../platform/access/access.ts";
import { data, errors, idParams, noContent, page } from "../../../kernel/api-schemas.ts";
import { requireSignIn, signedIn } from "../../signed-in.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import type { Planner } from "../../../video-studio/planner/planner.ts";
import { queueRender } from "../../../video-studio/renders/queue-render.ts";
import type { RenderLimits } from "../../../platform/config/config.ts";
import type { PlanCatalog } from "../../../platform/config/plans-config.ts";
import { renderSchema } from "../../../video-studio/renders/render-schema.ts";
import { renderView } from "../../../video-studio/renders/render-view.ts";
import type { Voicing } from "../../../video-studio/voice/voice-scenes-job.ts";

interface Deps {
  db: Db;
  jobs: PgBoss;
  renderLimits: RenderLimits;
  plans: PlanCatalog;
  viewers: ViewerResolver;
  planner: Planner;
  voicing: Voicing;
}

const listQuery = z.object({
  /** Words matched against the title. */
  q: z.string().trim().max(200).optional(),
  sort: z.enum(VIDEO_SORTS).default("recent"),
  cursor: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(40),
});
const saveBody = z.object({ version: z.number().int().min(1), document: z.unknown() }).meta({
  description: "The whole document with the version it was loaded at. A stale version is refused with 409 `version_conflict`.",
});
const shareBody = z.strictObject({ shared: z.boolean(), allowDownload: z.boolean() });
// No body (or null) renders at full size.
const renderBody = z.strictObject({ scale: z.number().min(0.1).max(1).default(1) }).nullish();
const plannerInfo = z.strictObject({ kind: z.enum(["llm", "text"]), provider: z.string().optional(), model: z.string().optional() });
const tags = ["content"];

/** Video projects: start one, list, read, save with a version check, duplicate, delete, render and list its renders. Owner only. */
export const contentRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, jobs, renderLimits, plans, viewers, planner, voicing }) => {
  requireSignIn(app, viewers);
  const ownContent = (request: FastifyRequest<{ Params: { id: string } }>) => ownedContent(db, signedIn(request), request.params.id);

  app.post(
    "/api/v1/content",
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        summary: "Start a video project",
        description:
          "From a prompt, a web page's facts (see `/api/v1/url-import`), a product, or a blank template. The planner writes the first storyboard. With a speech service configured, its scenes' voices are recorded afterwards: see `/api/v1/content/{id}/voicing` and the `voicing` events.",
        body: createContentBody.meta({
          examples: [{ from: "prompt", prompt: "Three reasons to visit Lisbon in spring", aspectRatio: "16:9" }],
        }),
        response: { 201: data(contentDetailSchema), ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request);
      const row = await createContent(db, planner, viewer.id, request.body, requestActor(viewer));
      // Answered at once: the voices are recorded in the background while the person edits.
      await voicing.voiceNewVideo(row);
      return reply.status(201).send({ data: contentDetail(row) });
    },
  );

  // Which planner writes storyboards, so the create screens can say so.
  app.get(
    "/api/v1/planner",
    { schema: { tags, summary: "Which planner writes storyboards", response: { 200: data(plannerInfo), ...errors(401) } } },
    async () => ({ data: planner.describe() }),
  );

  app.get(
    "/api/v1/content",
    {
      schema: {
        tags,
        summary: "List the caller's projects",
        querystring: listQuery,
        response: { 200: page(contentSummarySchema), ...errors(400, 401) },
      },
    },
    async (request) => {
      const { rows, nextCursor } = await findContents(db, signedIn(request).id, request.query);
      return {
        data: rows.map((row) => contentSummary(row, row.latestRender)),
        next_cursor: nextCursor === null ? null : String(nextCursor),
      };
    },
  );

  app.get(
    "/api/v1/content/:id",
    {
      schema: {
        tags,
        summary: "One project with its document",
        params: idParams,
        response: { 200: data(contentDetailSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => ({ data: contentDetail(await ownContent(request)) }),
  );

  // Documents can be large (many scenes, long texts): the scene package bounds them at 2 MB.
  app.put(
    "/api/v1/content/:id",
    {
      bodyLimit: 2_100_000,
      schema: {
        tags,
        summary: "Save the document",
        params: idParams,
        body: saveBody,
        response: { 200: data(contentDetailSchema), ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const row = await ownContent(request);
      const { version, document } = request.body;
      const saved = await asActor(db, requestActor(signedIn(request)), (tx) => saveContent(tx, row, version, document));
      return { data: contentDetail(saved) };
    },
  );

  app.post(
    "/api/v1/content/:id/duplicate",
    {
      schema: { tags, summary: "Copy a project", params: idParams, response: { 201: data(contentDetailSchema), ...errors(400, 401, 404) } },
    },
    async (request, reply) => {
      const row = await ownContent(request);
      const copy = await asActor(db, requestActor(signedIn(request)), (tx) => duplicateContent(tx, row));
      return reply.status(201).send({ data: contentDetail(copy) });
    },
  );

  // Sharing does not change the document, so it neither needs nor raises the version.
  app.put(
    "/api/v1/content/:id/share",
    {
      schema: {
        tags,
        summary: "Share or stop sharing",
        description: "A shared project's newest finished render plays on its public watch page.",
        params: idParams,
        body: shareBody.meta({ examples: [{ shared: true, allowDownload: false }] }),
        response: { 200: data(contentDetailSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await ownContent(request);
      const shared = await asActor(db, requestActor(signedIn(request)), (tx) => setContentSharing(tx, row.id, request.body));
      return { data: contentDetail(shared) };
    },
  );

  // A render of the saved version: the document, its template and layouts are snapshotted.
  app.post(
    "/api/v1/content/:id/renders",
    {
      schema: {
        tags: ["content", "renders"],
        summary: "Render the saved version",
        params: idParams,
        body: renderBody.meta({ examples: [{ scale: 0.5 }] }),
        response: { 202: data(renderSchema), ...errors(400, 401, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const row = await ownContent(request);
      const scale = request.body?.scale ?? 1;
      const queued = await queueRender(
        { db, jobs, limits: renderLimits, plans },
        { userId: row.userId, document: await renderDocumentFor(db, row), scale, content: { id: row.id, version: row.version } },
      );
      return reply.status(202).send({ data: renderView(queued) });
    },
  );

  app.get(
    "/api/v1/content/:id/renders",
    {
      schema: {
        tags: ["content", "renders"],
        summary: "A project's renders, newest first",
        params: idParams,
        response: { 200: data(z.array(renderSchema)), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await ownContent(request);
      return { data: (await findContentRenders(db, row.id)).map(renderView) };
    },
  );

  app.delete(
    "/api/v1/content/:id",
    { schema: { tags, summary: "Delete a project", params: idParams, response: { 204: noContent, ...errors(400, 401, 404) } } },
    async (request, reply) => {
      const row = await ownContent(request);
      await asActor(db, requestActor(signedIn(request)), (tx) => deleteContentById(tx, row.id));
      return reply.status(204).send();
    },
  );
};
