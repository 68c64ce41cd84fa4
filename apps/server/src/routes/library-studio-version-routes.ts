import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { viewerActor } from "../audit/audit-context.ts";
import type { Db } from "../db/database.ts";
import { data, errors } from "../http/api-schemas.ts";
import type { ViewerResolver } from "../http/viewer.ts";
import { changeLibraryStage, stageChangeBody } from "../library-studio/change-library-stage.ts";
import { ChecklistThread } from "../library-studio/checklist-thread.ts";
import { versionChecklist } from "../library-studio/checklist-view.ts";
import { compareLibraryVersions, compareQuery } from "../library-studio/compare-library-versions.ts";
import { findLibraryItem } from "../library-studio/find-library-item.ts";
import { checklistSchema, comparisonSchema, itemDetailSchema } from "../library-studio/library-studio-view.ts";
import { runLibraryChecklist } from "../library-studio/run-library-checklist.ts";
import { saveLibraryVersion, saveVersionBody } from "../library-studio/save-library-version.ts";
import { studioItem, studioVersion } from "../library-studio/studio-access.ts";
import { tickBody, tickChecklistItem } from "../library-studio/tick-checklist-item.ts";
import { studioItemParams } from "./library-studio-routes.ts";

const tags = ["staff"];
const versionQuery = z.object({ version: z.coerce.number().int().min(1).max(1_000_000).optional().describe("Its latest when left out.") });

/** An item's versions, stage changes, checklist and comparisons (library studio, staff only). */
export const libraryStudioVersionRoutes: FastifyPluginAsyncZod<{ db: Db; viewers: ViewerResolver }> = async (app, { db, viewers }) => {
  const item = (params: z.infer<typeof studioItemParams>) => studioItem(db, params.kind, params.itemId);
  const checklists = new ChecklistThread();
  app.addHook("onClose", () => checklists.close());

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
      const staff = await viewers.requireStaff(request);
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
      const staff = await viewers.requireStaff(request);
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
        summary: "Run a version's automatic checks now (schema, text fit, safe areas, contrast) and answer its checklist",
        params: studioItemParams,
        body: z.strictObject({ version: versionQuery.shape.version }),
        response: { 200: data(checklistSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const staff = await viewers.requireStaff(request);
      const target = await item(request.params);
      return {
        data: versionChecklist(
          target.kind,
          await runLibraryChecklist(db, checklists, viewerActor(staff, "editor"), target, request.body.version),
        ),
      };
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
      const staff = await viewers.requireStaff(request);
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
