import { PIPELINE_ITEM_STATUSES } from "@framewise/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { viewerActor, type AuditActor } from "../../../platform/audit/audit-context.ts";
import { memberClient } from "../../../production/clients/client-access.ts";
import { data, errors, idParams, uuid } from "../../../kernel/api-schemas.ts";
import { requireSignIn, signedIn, staffMember } from "../../signed-in.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import { approveBody, approveItem } from "../../../production/pipelines/approve-item.ts";
import { clientItem, staffItem, staffPipeline } from "../../../production/pipelines/pipeline-access.ts";
import type { PipelineDeps } from "../../../production/pipelines/pipeline-deps.ts";
import { findItems, type ItemFilter, type PipelineItemRow } from "../../../production/pipelines/pipeline-item-queries.ts";
import { pipelineItemSchema, pipelineItemView } from "../../../production/pipelines/pipeline-view.ts";
import { rejectBody, rejectItem } from "../../../production/pipelines/reject-item.ts";
import { retryItem } from "../../../production/pipelines/retry-item.ts";

type Deps = PipelineDeps & { viewers: ViewerResolver };
/** Who decides on an item and which item: staff any, a member only their client's. */
type Decider = (request: FastifyRequest) => Promise<{ item: PipelineItemRow; actor: AuditActor & { id: string } }>;

const itemsQuery = z.object({
  status: z.enum(PIPELINE_ITEM_STATUSES).optional().describe("`awaiting_approval` is the review queue."),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const clientParams = z.object({ clientId: z.string().min(1).max(64) });
const clientItemParams = clientParams.extend({ itemId: uuid });

async function itemsView(deps: Deps, filter: ItemFilter) {
  return (await findItems(deps.db, filter)).map((row) => pipelineItemView(row.item, row));
}
const oneItem = async (deps: Deps, id: string) => (await itemsView(deps, { id, limit: 1 }))[0]!;

/** Approve (texts edited first) and reject with a reason, for staff and members alike. */
function decisionRoutes(app: FastifyInstance, deps: Deps, path: string, params: z.ZodObject, tags: string[], decider: Decider) {
  const answers = { 200: data(pipelineItemSchema), ...errors(400, 401, 403, 404, 409, 422) };
  app.post(
    `${path}/approve`,
    {
      schema: {
        tags,
        summary: "Approve a draft (its slot texts edited first, if sent) and render it",
        params,
        body: approveBody,
        response: answers,
      },
    },
    async (request) => {
      const { item, actor } = await decider(request);
      await approveItem(deps, item, request.body as z.infer<typeof approveBody>, actor);
      return { data: await oneItem(deps, item.id) };
    },
  );
  app.post(
    `${path}/reject`,
    { schema: { tags, summary: "Reject a draft, saying why; it is never rendered", params, body: rejectBody, response: answers } },
    async (request) => {
      const { item, actor } = await decider(request);
      await rejectItem(deps.db, item, (request.body as z.infer<typeof rejectBody>).reason, actor);
      return { data: await oneItem(deps, item.id) };
    },
  );
}

/** Staff: a pipeline's items by state, decisions on drafts, and retrying a failed item. Inside the staff plugin. */
export const pipelineItemStaffRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const tags = ["staff", "pipelines"];
  const staffActor = async (request: FastifyRequest) => {
    const viewer = staffMember(request);
    return { ...viewerActor(viewer, "editor"), id: viewer.id };
  };
  app.get(
    "/pipelines/:id/items",
    {
      schema: {
        tags,
        summary: "A pipeline's items, newest first, by state",
        params: idParams,
        querystring: itemsQuery,
        response: { 200: data(z.array(pipelineItemSchema)), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await staffPipeline(deps.db, request.params.id);
      return { data: await itemsView(deps, { pipelineId: row.id, ...request.query }) };
    },
  );
  decisionRoutes(app, deps, "/pipeline-items/:id", idParams, tags, async (request) => ({
    item: await staffItem(deps.db, (request.params as { id: string }).id),
    actor: await staffActor(request),
  }));
  app.post(
    "/pipeline-items/:id/retry",
    {
      schema: {
        tags,
        summary: "Try a failed item again from where it failed",
        params: idParams,
        response: { 200: data(pipelineItemSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const item = await staffItem(deps.db, request.params.id);
      await retryItem(deps, item, await staffActor(request));
      return { data: await oneItem(deps, item.id) };
    },
  );
};

/**
 * A client's members review its pipelines' drafts: the queue and approve / reject, for clients
 * they are a member of (another client's, or a missing one, answers 404).
 */
export const pipelineMemberRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  requireSignIn(app, deps.viewers);
  const tags = ["pipelines"];
  app.get(
    "/api/v1/clients/:clientId/pipeline-items",
    {
      schema: {
        tags,
        summary: "A client's pipeline items (the review queue with status=awaiting_approval), for its members",
        params: clientParams,
        querystring: itemsQuery,
        response: { 200: data(z.array(pipelineItemSchema)), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const client = await memberClient(deps.db, signedIn(request), request.params.clientId);
      return { data: await itemsView(deps, { clientId: client.id, ...request.query }) };
    },
  );
  decisionRoutes(app, deps, "/api/v1/clients/:clientId/pipeline-items/:itemId", clientItemParams, tags, async (request) => {
    const params = request.params as z.infer<typeof clientItemParams>;
    const viewer = signedIn(request);
    const client = await memberClient(deps.db, viewer, params.clientId);
    return {
      item: await clientItem(deps.db, client.id, params.itemId),
      actor: { ...viewerActor(viewer, viewer.viaCookie ? "editor" : "api"), id: viewer.id },
    };
  });
};
