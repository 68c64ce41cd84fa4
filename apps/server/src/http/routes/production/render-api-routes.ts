import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PgBoss } from "pg-boss";
import { z } from "zod";
import type { RenderLimits } from "../../../platform/config/config.ts";
import type { PlanCatalog } from "../../../platform/config/plans-config.ts";
import type { Db } from "../../../platform/db/database.ts";
import { findOwnableRow } from "../../../platform/db/owned-rows.ts";
import { data, errors, fileAnswer, page } from "../../../kernel/api-schemas.ts";
import { API_KEY_SECURITY } from "../../openapi.ts";
import { notFound } from "../../../kernel/errors.ts";
import { sendStoredFile } from "../../send-stored.ts";
import type { Events } from "../../../platform/events/events.ts";
import { answerOnce, requestHash } from "../../../production/render-api/answer-once.ts";
import { keyedRoutes, type ApiGuard } from "../../../production/render-api/api-guard.ts";
import { findAccountRender } from "../../../production/render-api/api-render-queries.ts";
import { apiRenderBody, idempotencyHeaders } from "../../../production/render-api/api-render-body.ts";
import { apiDryRunSchema, apiRenderSchema, apiRenderView } from "../../../production/render-api/api-render-view.ts";
import { createApiRender } from "../../../production/render-api/create-api-render.ts";
import { findApiRenders, findApiRendersQuery } from "../../../production/render-api/find-api-renders.ts";
import { apiTemplateSchema, findApiTemplates } from "../../../production/render-api/find-api-templates.ts";
import { MEDIA_KINDS, MEDIA_PATH, type MediaLinks } from "../../../production/render-api/media-links.ts";
import { cancelRender } from "../../../video-studio/renders/cancel-render.ts";
import { renderKeys } from "../../../video-studio/renders/render-files.ts";
import type { RenderRow } from "../../../video-studio/renders/render-queries.ts";
import type { RenderWorker } from "../../../video-studio/renders/render-worker.ts";
import type { Storage } from "../../../platform/storage/storage.ts";

export interface RenderApiDeps {
  db: Db;
  jobs: PgBoss;
  limits: RenderLimits;
  plans: PlanCatalog;
  worker: RenderWorker;
  events: Events;
  storage: Storage;
  /** Every client API request's key check and rate limit (client-api-routes.ts). */
  guard: ApiGuard;
  /** Signed links to a render's MP4 and poster, shared with webhooks and campaigns. */
  media: MediaLinks;
  publicUrl: string | undefined;
  allowLoopbackForTests: boolean;
}

const tags = ["client api"];
const security = API_KEY_SECURITY;
const idParams = z.object({ id: z.string().min(1).max(64).describe("The render's id.") });
const RENDERS = "/api/v1/client/renders";

/**
 * The public render API for production clients' systems (issue 22), authenticated by API key:
 * render a template with modifications (or dry-run it), follow, list and cancel renders, list the
 * templates a key may render. Renders are the client's account's (decision 0013): another
 * client's ids answer 404. Media links are signed and expire, so they can be handed on.
 */
export const renderApiRoutes: FastifyPluginAsyncZod<RenderApiDeps> = async (app, deps) => {
  const { media: links } = deps;
  // Each route's key is checked before its schemas: 401/403 first, whatever the body says.
  const { keyed, callerOf } = keyedRoutes(deps.guard);
  const origin = (request: FastifyRequest) => deps.publicUrl ?? `${request.protocol}://${request.host}`;
  const view = async (request: FastifyRequest, row: RenderRow) =>
    apiRenderView(row, row.status === "done" ? await links.forRender(origin(request), row) : undefined);
  const clientRender = async (accountUserId: string, id: string) => {
    const row = await findAccountRender(deps.db, accountUserId, id);
    if (!row) throw notFound("That render");
    return row;
  };

  app.post(
    RENDERS,
    {
      preValidation: keyed("render"),
      bodyLimit: 2_000_000,
      schema: {
        tags,
        security,
        summary: "Render a template with modifications, or dry-run it",
        description:
          "Scope `render`. 202 with the queued render; with `dry_run: true`, 200 with what would be rendered (nothing is queued or counted). " +
          "Problems answer 422 with `fields` at JSON paths (`/modifications/Headline.text`). With an `Idempotency-Key`, the same key and body " +
          "within 24 hours answer the first answer again (header `Idempotent-Replayed: true`); another body with the key answers 422 " +
          "`idempotency_key_reused`. 429: `rate_limited` (with `Retry-After`), `client_concurrency`, `quota_exceeded`.",
        headers: idempotencyHeaders,
        body: apiRenderBody,
        response: { 200: data(apiDryRunSchema), 202: data(apiRenderSchema), ...errors(400, 401, 403, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const run = () => createApiRender(deps, caller, request.body);
      const key = request.headers["idempotency-key"];
      const answer = key
        ? await answerOnce(deps.db, { clientId: caller.client.id, key, hash: requestHash(`POST ${RENDERS}`, request.body) }, run)
        : await run();
      if (answer.replayed) reply.header("Idempotent-Replayed", "true");
      return reply.status(answer.status as 202).send(answer.body as never);
    },
  );

  app.get(
    RENDERS,
    {
      preValidation: keyed("read"),
      schema: {
        tags,
        security,
        summary: "The client's renders, newest first",
        description: "Scope `read`. Filter by status and creation time; pass `next_cursor` back as `cursor` for the next page.",
        querystring: findApiRendersQuery,
        response: { 200: page(apiRenderSchema), ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { rows, nextCursor } = await findApiRenders(deps.db, caller.client.accountUserId, request.query);
      return { data: await Promise.all(rows.map((row) => view(request, row))), next_cursor: nextCursor };
    },
  );

  app.get(
    `${RENDERS}/:id`,
    {
      preValidation: keyed("read"),
      schema: {
        tags,
        security,
        summary: "One render: status, progress, links to its MP4 and poster, metadata",
        description: "Scope `read`.",
        params: idParams,
        response: { 200: data(apiRenderSchema), ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return { data: await view(request, await clientRender(caller.client.accountUserId, request.params.id)) };
    },
  );

  app.post(
    `${RENDERS}/:id/cancel`,
    {
      preValidation: keyed("render"),
      schema: {
        tags,
        security,
        summary: "Cancel a waiting or running render",
        description: "Scope `render`. Its render and render minutes go back to the client's quota; 409 once it has finished.",
        params: idParams,
        response: { 200: data(apiRenderSchema), ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const row = await clientRender(caller.client.accountUserId, request.params.id);
      return { data: apiRenderView(await cancelRender(deps, row), undefined) };
    },
  );

  app.get(
    "/api/v1/client/templates",
    {
      preValidation: keyed("read"),
      schema: {
        tags,
        security,
        summary: "The templates this key may render, with their variables and slots",
        description: "Scope `read`.",
        response: { 200: data(z.array(apiTemplateSchema)), ...errors(401, 403, 429) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return { data: await findApiTemplates(deps.db, caller.client) };
    },
  );

  // The signed links of local storage (a bucket presigns its own): the link is the credential.
  app.get(
    `${MEDIA_PATH}/:id/:kind`,
    {
      schema: {
        tags,
        security: [],
        summary: "A done render's MP4 or poster, by a signed link from its render",
        params: idParams.extend({ kind: z.enum(["video", "poster"]) }),
        querystring: z.object({ expires: z.coerce.number().int().min(0), signature: z.string().max(100) }),
        response: {
          200: fileAnswer("The file.", ...Object.values(MEDIA_KINDS)),
          206: fileAnswer("The range asked for.", ...Object.values(MEDIA_KINDS)),
          ...errors(400, 404, 416),
        },
      },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      // An expired or forged link answers as a missing file does.
      if (!links.verify(id, kind, request.query.expires, request.query.signature)) throw notFound("That file");
      const row = await findOwnableRow(deps.db, "render", id);
      if (row?.status !== "done") throw notFound("That file");
      return sendStoredFile(request, reply, deps.storage, renderKeys(row.userId, row.id)[kind], {
        contentType: MEDIA_KINDS[kind],
        download: false,
        cacheControl: "private, max-age=3600",
      });
    },
  );
};
