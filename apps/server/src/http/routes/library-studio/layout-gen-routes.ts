import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { viewerActor, type AuditActor } from "../../../platform/audit/audit-context.ts";
import { data, errors, idParams, page } from "../../../kernel/api-schemas.ts";
import { findGeneratedLayouts, findGeneratedLayoutsQuery } from "../../../library-studio/layout-gen/find-generated-layouts.ts";
import {
  generatedLayoutDetail,
  generatedLayoutDetailSchema,
  generatedLayoutSummary,
  generatedLayoutSummarySchema,
} from "../../../library-studio/layout-gen/generated-layout-view.ts";
import type { LayoutGenDeps } from "../../../library-studio/layout-gen/layout-gen-deps.ts";
import {
  approveBody,
  approveGeneratedLayout,
  editBody,
  editGeneratedLayout,
  generatedLayout,
  rejectBody,
  rejectGeneratedLayout,
} from "../../../library-studio/layout-gen/review-generated-layout.ts";
import { startGenerationBody, startLayoutGeneration } from "../../../library-studio/layout-gen/start-layout-generation.ts";
import { staffMember } from "../../signed-in.ts";

const tags = ["staff"];

/**
 * The layout generator (issue 21) for staff: a layout described in words, answered by the
 * configured model and checked, then reviewed in a queue. Inside the staff plugin (401/403 first).
 */
export const layoutGenRoutes: FastifyPluginAsyncZod<Pick<LayoutGenDeps, "db" | "jobs" | "models">> = async (app, deps) => {
  const { db } = deps;
  const detail = async (id: string) => ({ data: generatedLayoutDetail(await generatedLayout(db, id)) });
  /** A review step as the caller, answered with the generated layout as it is after it. */
  const review = async (request: FastifyRequest, id: string, step: (actor: AuditActor) => Promise<void>) => {
    await step(viewerActor(staffMember(request), "editor"));
    return detail(id);
  };

  app.post(
    "/generated-layouts",
    {
      schema: {
        tags,
        summary: "Generate a layout from a description (and a reference picture): answers at once, generating",
        description: "503 `no_model` when no language model is configured; 422 for an unknown model or a picture the model cannot take.",
        body: startGenerationBody,
        response: { 202: data(generatedLayoutDetailSchema), ...errors(400, 401, 403, 404, 422, 503) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      const row = await startLayoutGeneration(deps, staff, viewerActor(staff, "editor"), request.body);
      return reply.status(202).send({ data: generatedLayoutDetail(row) });
    },
  );

  app.get(
    "/generated-layouts",
    {
      schema: {
        tags,
        summary: "The review queue of generated layouts, newest first, by status and checklist result",
        querystring: findGeneratedLayoutsQuery,
        response: { 200: page(generatedLayoutSummarySchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { rows, nextCursor } = await findGeneratedLayouts(db, request.query);
      return { data: rows.map(generatedLayoutSummary), next_cursor: nextCursor };
    },
  );

  app.get(
    "/generated-layouts/:id",
    {
      schema: {
        tags,
        summary: "One generated layout: its definition, the model's attempts with their problems, and its checks",
        params: idParams,
        response: { 200: data(generatedLayoutDetailSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => detail(request.params.id),
  );

  app.post(
    "/generated-layouts/:id/approve",
    {
      schema: {
        tags,
        summary: "Approve a generated layout (as edited, under another id or name): it becomes a draft in the library",
        description: "409 `already_exists` when the layout's id is taken (approve with another `id`), `not_pending` once reviewed.",
        params: idParams,
        body: approveBody,
        response: { 200: data(generatedLayoutDetailSchema), ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => review(request, request.params.id, (actor) => approveGeneratedLayout(db, actor, request.params.id, request.body)),
  );

  app.post(
    "/generated-layouts/:id/reject",
    {
      schema: {
        tags,
        summary: "Reject a generated layout with a reason (it is kept)",
        params: idParams,
        body: rejectBody,
        response: { 200: data(generatedLayoutDetailSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => review(request, request.params.id, (actor) => rejectGeneratedLayout(db, actor, request.params.id, request.body)),
  );

  app.put(
    "/generated-layouts/:id/definition",
    {
      schema: {
        tags,
        summary: "Edit a generated layout before approving it: validated, then checked again in the background",
        params: idParams,
        body: editBody,
        response: { 200: data(generatedLayoutDetailSchema), ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => review(request, request.params.id, (actor) => editGeneratedLayout(deps, actor, request.params.id, request.body)),
  );
};
