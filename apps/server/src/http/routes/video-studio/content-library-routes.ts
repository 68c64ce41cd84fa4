import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestActor } from "../../../platform/audit/audit-context.ts";
import { contentLibrary, libraryUpdateBody, updateContentLibrary } from "../../../video-studio/content/content-library.ts";
import type { Db } from "../../../platform/db/database.ts";
import { ownedContent } from "../../../platform/access/access.ts";
import { data, errors, idParams } from "../../../kernel/api-schemas.ts";
import { requireSignIn, signedIn } from "../../signed-in.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import { jsonChangeSchema } from "../../../kernel/json-changes.ts";

const definition = z.looseObject({ id: z.string(), name: z.string() });
const pins = z.record(z.string(), z.number().int());
const contentLibrarySchema = z.object({
  template: definition.nullable().describe("The template the video is drawn with: its pinned version, else the published one."),
  layouts: z.array(definition),
  pins: z.object({ template: pins.optional(), layout: pins.optional() }).describe("The library versions the video is pinned to, by id."),
  updates: z
    .array(
      z.object({
        kind: z.enum(["template", "layout"]),
        id: z.string(),
        name: z.string(),
        pinned_version: z.number().int(),
        published_version: z.number().int(),
        pinned: definition,
        published: definition,
        changes: z.array(jsonChangeSchema),
      }),
    )
    .describe("Newer published versions the video could take, with what changed (at most 50 changes each)."),
});

/**
 * A video keeps the template and layout versions it was made with (issue 21): these routes show
 * what it is drawn with and what changed since, and move it to the published versions when its
 * owner chooses. Owner only.
 */
export const contentLibraryRoutes: FastifyPluginAsyncZod<{ db: Db; viewers: ViewerResolver }> = async (app, { db, viewers }) => {
  requireSignIn(app, viewers);

  app.get(
    "/api/v1/content/:id/library",
    {
      schema: {
        tags: ["content"],
        summary: "The template and layout versions a project is drawn with, and newer published versions",
        params: idParams,
        response: { 200: data(contentLibrarySchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => ({ data: await contentLibrary(db, await ownedContent(db, signedIn(request), request.params.id)) }),
  );

  // Pins are not the document: taking an update neither needs nor raises the version.
  app.post(
    "/api/v1/content/:id/library/update",
    {
      schema: {
        tags: ["content"],
        summary: "Take the published versions of the project's template and layouts (or of those named)",
        params: idParams,
        body: libraryUpdateBody,
        response: { 200: data(contentLibrarySchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = signedIn(request);
      const row = await ownedContent(db, viewer, request.params.id);
      return { data: await updateContentLibrary(db, requestActor(viewer), row, request.body) };
    },
  );
};
