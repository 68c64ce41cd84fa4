import { LIBRARY_KINDS } from "@framewise/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { viewerActor } from "../../../platform/audit/audit-context.ts";
import type { Db } from "../../../platform/db/database.ts";
import { data, errors } from "../../../kernel/api-schemas.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import type { ChecklistJobDeps } from "../../../library-studio/items/checklist-jobs.ts";
import { assignLibraryOwner, ownerBody } from "../../../library-studio/items/assign-library-owner.ts";
import { createItemBody, createLibraryItem, itemIdSchema } from "../../../library-studio/items/create-library-item.ts";
import { duplicateItemBody, duplicateLibraryItem } from "../../../library-studio/items/duplicate-library-item.ts";
import { findLibraryItem } from "../../../library-studio/items/find-library-item.ts";
import { findLibraryItems, findLibraryItemsWithDefinitions } from "../../../library-studio/items/find-library-items.ts";
import { itemDetailSchema, itemSummarySchema } from "../../../library-studio/items/library-studio-view.ts";
import { studioItem, studioVersion } from "../../../library-studio/items/studio-access.ts";
import { libraryStudioVersionRoutes } from "./library-studio-version-routes.ts";
import { staffMember } from "../../signed-in.ts";

interface Deps {
  db: Db;
  viewers: ViewerResolver;
  checklists: ChecklistJobDeps;
}

const tags = ["staff"];
export const studioKindParams = z.object({ kind: z.enum(LIBRARY_KINDS).describe("`template` or `layout`.") });
export const studioItemParams = studioKindParams.extend({ itemId: itemIdSchema });

/**
 * The library studio (issue 21) for staff: templates and layouts as versioned items with stages,
 * owners and checklists. Registered inside the staff plugin, whose hook answers 401/403 first.
 */
export const libraryStudioRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, viewers, checklists }) => {
  app.get(
    "/library",
    {
      schema: {
        tags,
        summary: "Every template and layout with its stage, latest and published versions, owner, aspect coverage and usage",
        querystring: z.object({
          kind: z.enum(LIBRARY_KINDS).optional(),
          with: z.enum(["definition"]).optional().describe("`definition`: each item's latest definition too (drafts' thumbnails)."),
        }),
        response: {
          200: data(z.array(itemSummarySchema.extend({ definition: itemDetailSchema.shape.definition.optional() }))),
          ...errors(400, 401, 403),
        },
      },
    },
    async ({ query }) => ({
      data: query.with ? await findLibraryItemsWithDefinitions(db, query.kind) : await findLibraryItems(db, query.kind),
    }),
  );

  app.post(
    "/library/:kind",
    {
      schema: {
        tags,
        summary: "Create an item as a draft: blank (`id`, `name`) or from a JSON definition (an import)",
        params: studioKindParams,
        body: createItemBody,
        response: { 201: data(itemDetailSchema), ...errors(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      const item = await createLibraryItem(db, viewerActor(staff, "editor"), request.params.kind, request.body);
      return reply.status(201).send({ data: await findLibraryItem(db, item) });
    },
  );

  app.get(
    "/library/:kind/:itemId",
    {
      schema: {
        tags,
        summary: "One item with its latest definition and every version",
        params: studioItemParams,
        response: { 200: data(itemDetailSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await findLibraryItem(db, await studioItem(db, request.params.kind, request.params.itemId)) }),
  );

  app.post(
    "/library/:kind/:itemId/duplicate",
    {
      schema: {
        tags,
        summary: "A new draft item from this one's latest version, under a new id and name",
        params: studioItemParams,
        body: duplicateItemBody,
        response: { 201: data(itemDetailSchema), ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      const source = await studioItem(db, request.params.kind, request.params.itemId);
      const item = await duplicateLibraryItem(db, viewerActor(staff, "editor"), source, request.body);
      return reply.status(201).send({ data: await findLibraryItem(db, item) });
    },
  );

  app.get(
    "/library/:kind/:itemId/export",
    {
      schema: {
        tags,
        summary: "A version's definition as a JSON file (its latest without `version`), to import elsewhere",
        params: studioItemParams,
        querystring: z.object({ version: z.coerce.number().int().min(1).max(1_000_000).optional() }),
        response: { 200: z.looseObject({ id: z.string() }).describe("The definition itself."), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const item = await studioItem(db, request.params.kind, request.params.itemId);
      const version = await studioVersion(db, item, request.query.version);
      reply.header("content-disposition", `attachment; filename="${item.kind}-${item.itemId}-v${version.version}.json"`);
      return version.definition as { id: string };
    },
  );

  app.put(
    "/library/:kind/:itemId/owner",
    {
      schema: {
        tags,
        summary: "Give the item a staff owner (by email) or none; 422 `not_staff` for a user's account",
        params: studioItemParams,
        body: ownerBody,
        response: { 200: data(itemDetailSchema), ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const staff = staffMember(request);
      const item = await studioItem(db, request.params.kind, request.params.itemId);
      await assignLibraryOwner(db, viewerActor(staff, "editor"), item, request.body, viewers.staffDomains);
      return { data: await findLibraryItem(db, item) };
    },
  );

  await app.register(libraryStudioVersionRoutes, { db, checklists });
};
