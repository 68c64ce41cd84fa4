import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { viewerActor } from "../../../platform/audit/audit-context.ts";
import { staffClient } from "../../../production/clients/client-access.ts";
import { data, errors, idParams, noContent } from "../../../kernel/api-schemas.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import { createPipeline } from "../../../production/pipelines/create-pipeline.ts";
import { deletePipeline } from "../../../production/pipelines/delete-pipeline.ts";
import { staffPipeline } from "../../../production/pipelines/pipeline-access.ts";
import type { PipelineDeps } from "../../../production/pipelines/pipeline-deps.ts";
import { listPipelines } from "../../../production/pipelines/pipeline-queries.ts";
import { findRuns } from "../../../production/pipelines/pipeline-run-queries.ts";
import { pipelineBody, pipelineChanges } from "../../../production/pipelines/pipeline-settings.ts";
import {
  pipelinePreviewSchema,
  pipelinePreviewView,
  pipelineRunSchema,
  pipelineRunView,
  pipelineSchema,
  pipelineView,
} from "../../../production/pipelines/pipeline-view.ts";
import { previewBody, previewPipeline } from "../../../production/pipelines/preview-pipeline.ts";
import { setPipelineStatus } from "../../../production/pipelines/set-pipeline-status.ts";
import { startRun } from "../../../production/pipelines/start-run.ts";
import { updatePipeline } from "../../../production/pipelines/update-pipeline.ts";
import { pipelineItemStaffRoutes } from "./pipeline-item-routes.ts";
import { staffMember } from "../../signed-in.ts";

const tags = ["staff", "pipelines"];
/** An uploaded CSV travels in the body: room for it beside the settings. */
const WITH_CSV = { bodyLimit: 3 * 1024 * 1024 };

const listQuery = z.object({ client_id: z.string().min(1).max(64).optional().describe("Only this client's pipelines.") });

/**
 * Staff control of feed pipelines: list across clients, create (with a test fetch and live
 * preview first), change, pause and resume, run now, delete; runs with their logs; items and the
 * review queue (`pipeline-item-routes.ts`). Registered inside the staff plugin (401/403 first).
 */
export const pipelineRoutes: FastifyPluginAsyncZod<PipelineDeps & { viewers: ViewerResolver }> = async (app, deps) => {
  const { db } = deps;
  const actor = async (request: FastifyRequest) => viewerActor(staffMember(request), "editor");
  const listed = async (id: string) => {
    const [row] = await listPipelines(db, { id });
    return pipelineView(row!.pipeline, row!);
  };

  app.get(
    "/pipelines",
    {
      schema: {
        tags,
        summary: "Pipelines across clients, newest first, with their last run",
        querystring: listQuery,
        response: { 200: data(z.array(pipelineSchema)), ...errors(400, 401, 403) },
      },
    },
    async (request) => ({
      data: (await listPipelines(db, { clientId: request.query.client_id })).map((row) => pipelineView(row.pipeline, row)),
    }),
  );

  app.post(
    "/pipelines/preview",
    {
      ...WITH_CSV,
      schema: {
        tags,
        summary: "Test-fetch a source and preview its first items as storyboards (nothing is saved)",
        body: previewBody,
        response: { 200: data(pipelinePreviewSchema), ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const client = await staffClient(db, request.body.client_id);
      return { data: pipelinePreviewView(await previewPipeline(deps, client, request.body)) };
    },
  );

  app.post(
    "/pipelines",
    {
      ...WITH_CSV,
      schema: {
        tags,
        summary: "Create a pipeline for a client",
        body: pipelineBody,
        response: { 201: data(pipelineSchema), ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await staffClient(db, request.body.client_id);
      const row = await createPipeline(deps, await actor(request), request.body);
      return reply.status(201).send({ data: await listed(row.id) });
    },
  );

  app.get(
    "/pipelines/:id",
    { schema: { tags, summary: "A pipeline", params: idParams, response: { 200: data(pipelineSchema), ...errors(400, 401, 403, 404) } } },
    async (request) => ({ data: await listed((await staffPipeline(db, request.params.id)).id) }),
  );

  app.patch(
    "/pipelines/:id",
    {
      ...WITH_CSV,
      schema: {
        tags,
        summary: "Change a pipeline's settings",
        params: idParams,
        body: pipelineChanges,
        response: { 200: data(pipelineSchema), ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const row = await staffPipeline(db, request.params.id);
      await updatePipeline(deps, await actor(request), row, request.body);
      return { data: await listed(row.id) };
    },
  );

  app.delete(
    "/pipelines/:id",
    {
      schema: {
        tags,
        summary: "Delete a pipeline, its runs and items (its videos stay the client's)",
        params: idParams,
        response: { 204: noContent, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deletePipeline(deps, await actor(request), await staffPipeline(db, request.params.id));
      return reply.status(204).send();
    },
  );

  for (const [action, status] of [
    ["pause", "paused"],
    ["resume", "active"],
  ] as const)
    app.post(
      `/pipelines/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action === "pause" ? "Pause" : "Resume"} a pipeline`,
          params: idParams,
          response: { 200: data(pipelineSchema), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const row = await staffPipeline(db, request.params.id);
        await setPipelineStatus(db, await actor(request), row, status);
        return { data: await listed(row.id) };
      },
    );

  app.post(
    "/pipelines/:id/runs",
    {
      schema: {
        tags,
        summary: "Run a pipeline now",
        params: idParams,
        response: { 202: data(pipelineRunSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const run = await startRun(deps, (await staffPipeline(db, request.params.id)).id, "manual");
      return reply.status(202).send({ data: pipelineRunView(run, { approved: 0, rendered: 0 }) });
    },
  );

  app.get(
    "/pipelines/:id/runs",
    {
      schema: {
        tags,
        summary: "A pipeline's last 50 runs with counts and logs, newest first",
        params: idParams,
        response: { 200: data(z.array(pipelineRunSchema)), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await staffPipeline(db, request.params.id);
      return { data: (await findRuns(db, row.id, 50)).map(({ run, ...decided }) => pipelineRunView(run, decided)) };
    },
  );

  await app.register(pipelineItemStaffRoutes, deps);
};
