import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { data, errors, uuid } from "../../../kernel/api-schemas.ts";
import { API_KEY_SECURITY } from "../../openapi.ts";
import { clientPipeline } from "../../../production/pipelines/pipeline-access.ts";
import { keyedRoutes, type ApiGuard } from "../../../production/render-api/api-guard.ts";
import type { PipelineDeps } from "../../../production/pipelines/pipeline-deps.ts";
import { pushItems } from "../../../production/pipelines/push-items.ts";
import { pushedItemsSchema } from "../../../production/pipelines/sources/parse-inbound.ts";

// Named, not `:id`: a client API path, checked by the cross-client tests rather than the owned-row access suite.
const pipelineParams = z.object({ pipelineId: uuid.describe("The pipeline's id.") });

const pushed = z.strictObject({
  run_id: z.string().describe("The run that drafts the new items."),
  found: z.number(),
  added: z.number().describe("Items not seen before: each becomes one draft."),
  duplicates: z.number().describe("Items whose key the pipeline has seen: ignored, never a second video."),
});

/**
 * A client system pushes items to its inbound pipeline with an API key of scope `pipelines`. The
 * key is checked before the body (401/403 first); a pipeline of another client answers 404.
 */
export const pipelineInboundRoutes: FastifyPluginAsyncZod<Pick<PipelineDeps, "db" | "jobs"> & { guard: ApiGuard }> = async (app, deps) => {
  const { keyed, callerOf } = keyedRoutes(deps.guard);
  app.addHook("preValidation", keyed("pipelines"));

  app.post(
    "/api/v1/client/pipelines/:pipelineId/items",
    {
      schema: {
        tags: ["pipelines"],
        security: API_KEY_SECURITY,
        summary: "Push items to an inbound pipeline (deduplicated by their key field, `id` by default)",
        params: pipelineParams,
        body: pushedItemsSchema.meta({
          examples: [{ items: [{ id: "sku-1", title: "Trail Runner 2", price: "€129", image: "https://shop.example/tr2.jpg" }] }],
        }),
        response: { 202: data(pushed), ...errors(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const pipeline = await clientPipeline(deps.db, caller.client.id, request.params.pipelineId);
      const counts = await pushItems(deps, pipeline, request.body.items, caller.actor);
      return reply
        .status(202)
        .send({ data: { run_id: counts.runId, found: counts.found, added: counts.added, duplicates: counts.duplicates } });
    },
  );
};
