import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { viewerActor } from "../../../platform/audit/audit-context.ts";
import type { Db } from "../../../platform/db/database.ts";
import { data, errors } from "../../../kernel/api-schemas.ts";
import { changeLibraryStage, stageChangeBody } from "../../../library-studio/items/change-library-stage.ts";
import { queueLibraryChecklist, type ChecklistJobDeps } from "../../../library-studio/items/checklist-jobs.ts";
import { versionChecklist } from "../../../library-studio/items/checklist-view.ts";
import { compareLibraryVersions, compareQuery } from "../../../library-studio/items/compare-library-versions.ts";
import { findLibraryItem } from "../../../library-studio/items/find-library-item.ts";
import { checklistSchema, comparisonSchema, itemDetailSchema } from "../../../library-studio/items/library-studio-view.ts";
import { browserComparisonBody, recordBrowserComparison } from "../../../library-studio/items/record-browser-comparison.ts";
import { saveLibraryVersion, saveVersionBody } from "../../../library-studio/items/save-library-version.ts";
import { studioItem, studioVersion } from "../../../library-studio/items/studio-access.ts";
import { tickBody, tickChecklistItem } from "../../../library-studio/items/tick-checklist-item.ts";
import { studioItemParams } from "./library-studio-routes.ts";
import { staffMember } from "../../signed-in.ts";

const tags = ["staff"];
const versionQuery = z.object({ version: z.coerce.number().int().min(1).max(1_000_000).optional().describe("Its latest when left out.") });

/** An item's versions, stage changes, checklist and comparisons (library studio, staff only). */
export const libraryStudioVersionRoutes: FastifyPluginAsyncZod<{ db: Db; checklists: ChecklistJobDeps }> = async (
  app,
  { db, checklists },
) => {
  const item = (params: z.infer<typeof studioItemParams>) => studioItem(db, params.kind, params.itemId);

  app.post(
    "/library/:kind/:itemId/versions",
    {
      schema: {
        tags,
        summary: "Save a changed definition as a new draft version (by the caller, now)",
        params: studioItemParams,
        body: saveVersionBody,
        response: { 201: data(itemDetailSchema), ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      const target = await item(request.params);
      await saveLibraryVersion(db, viewerActor(staff, "editor"), target, request.body);
      return reply.status(201).send({ data: await findLibraryItem(db, target) });
    },
  );

  app.post(
    "/library/:kind/:itemId/stage",
    {
      schema: {
        tags,
        summary: "Move the latest version to another stage, with the rules and the checklist enforced",
        description:
          "draft → in_review → published → retired, and back to draft with a `reason`. 409 `review_required` for draft → published, " +
          "`checklist_failed` (naming the red items) to publish without a green checklist or an `override`, `reason_required`, `invalid_transition`.",
        params: studioItemParams,
        body: stageChangeBody,
        response: { 200: data(itemDetailSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const staff = staffMember(request);
      const target = await item(request.params);
      await changeLibraryStage(db, viewerActor(staff, "editor"), target, request.body);
      return { data: await findLibraryItem(db, target) };
    },
  );

  app.get(
    "/library/:kind/:itemId/checklist",
    {
      schema: {
        tags,
        summary: "A version's checklist: automatic results and manual ticks per aspect ratio",
        params: studioItemParams,
        querystring: versionQuery,
        response: { 200: data(checklistSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const target = await item(request.params);
      return { data: versionChecklist(target.kind, await studioVersion(db, target, request.query.version)) };
    },
  );

  app.post(
    "/library/:kind/:itemId/checklist/run",
    {
      schema: {
        tags,
        summary: "Start a version's automatic checks (schema, text fit, safe areas, contrast) as a job",
        description:
          "Answers 202 at once with the checklist `running`; `GET …/checklist` says `running` until the job ends, then its results " +
          "(or `error`). A run already under way is not started twice.",
        params: studioItemParams,
        body: z.strictObject({ version: versionQuery.shape.version }),
        response: { 202: data(checklistSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      const target = await item(request.params);
      const version = await queueLibraryChecklist(checklists, viewerActor(staff, "editor"), target, request.body.version);
      return reply.status(202).send({ data: versionChecklist(target.kind, version) });
    },
  );

  app.post(
    "/library/:kind/:itemId/checklist/browser-comparison",
    {
      schema: {
        tags,
        summary: "Record how the browser's frames of a version compare with the server's in one aspect ratio",
        description:
          "The item's page draws a few frames per aspect in the browser and asks the server for the same ones (the render test " +
          "bench's machinery); the worst frame's figures decide `browser_matches_server`. 409 `checks_not_run` before the server's checks ran.",
        params: studioItemParams,
        body: browserComparisonBody,
        response: { 200: data(checklistSchema), ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const staff = staffMember(request);
      const target = await item(request.params);
      return { data: versionChecklist(target.kind, await recordBrowserComparison(db, viewerActor(staff, "editor"), target, request.body)) };
    },
  );

  app.post(
    "/library/:kind/:itemId/checklist/ticks",
    {
      schema: {
        tags,
        summary: "Tick (or clear) a manual checklist item of a version in one aspect ratio",
        params: studioItemParams,
        body: tickBody,
        response: { 200: data(checklistSchema), ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const staff = staffMember(request);
      const target = await item(request.params);
      return { data: versionChecklist(target.kind, await tickChecklistItem(db, viewerActor(staff, "editor"), target, request.body)) };
    },
  );

  app.get(
    "/library/:kind/:itemId/compare",
    {
      schema: {
        tags,
        summary: "Two versions side by side: both definitions and the JSON changes between them",
        params: studioItemParams,
        querystring: compareQuery,
        response: { 200: data(comparisonSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await compareLibraryVersions(db, await item(request.params), request.query) }),
  );
};
