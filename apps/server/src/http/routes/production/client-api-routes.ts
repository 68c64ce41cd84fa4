import rateLimit from "@fastify/rate-limit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PublicApiConfig } from "../../../platform/config/public-api-config.ts";
import type { PipelineDeps } from "../../../production/pipelines/pipeline-deps.ts";
import { apiGuard } from "../../../production/render-api/api-guard.ts";
import { databaseRateLimitStore } from "../../../production/render-api/rate-limit-store.ts";
import { clientKeyCheckRoutes } from "./client-key-check-routes.ts";
import { pipelineInboundRoutes } from "./pipeline-inbound-routes.ts";
import { renderApiRoutes, type RenderApiDeps } from "./render-api-routes.ts";

/**
 * Everything production clients' systems call with an API key (`/api/v1/client…`): one guard
 * authenticates the key for each route's scope and counts the request against the key's rate
 * limit, shared by every API process through the database, whichever route it is.
 */
export const clientApiRoutes: FastifyPluginAsyncZod<{
  render: Omit<RenderApiDeps, "guard">;
  pipelines: Pick<PipelineDeps, "db" | "jobs">;
  publicApi: PublicApiConfig;
}> = async (app, deps) => {
  const { db } = deps.render;
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  const guard = apiGuard(app, { db, rateLimitPerMinute: deps.publicApi.rateLimitPerMinute });
  await app.register(clientKeyCheckRoutes, { guard });
  await app.register(renderApiRoutes, { ...deps.render, guard });
  await app.register(pipelineInboundRoutes, { ...deps.pipelines, guard });
};
