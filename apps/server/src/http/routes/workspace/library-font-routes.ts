import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { viewerActor } from "../../../platform/audit/audit-context.ts";
import type { Db } from "../../../platform/db/database.ts";
import { data, errors, fileAnswer, uuid } from "../../../kernel/api-schemas.ts";
import { notFound } from "../../../kernel/errors.ts";
import { sendStored } from "../../send-stored.ts";
import { requireSignIn, staffMember } from "../../signed-in.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import { addLibraryFont } from "../../../workspace/library-fonts/add-library-font.ts";
import { libraryFontKey } from "../../../workspace/library-fonts/library-font-files.ts";
import { findLibraryFont, listLibraryFonts } from "../../../workspace/library-fonts/library-font-queries.ts";
import { libraryFontSchema, libraryFontView } from "../../../workspace/library-fonts/library-font-view.ts";
import type { Storage } from "../../../platform/storage/storage.ts";

interface Deps {
  db: Db;
  storage: Storage;
  viewers: ViewerResolver;
}

const tags = ["library"];

/** The library's fonts, which any signed-in user's previews load when a template names them. */
export const libraryFontRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, storage, viewers }) => {
  requireSignIn(app, viewers);

  app.get(
    "/api/v1/library-fonts",
    {
      schema: {
        tags,
        summary: "Every font of the library's store, by family and weight",
        response: { 200: data(z.array(libraryFontSchema)), ...errors(401) },
      },
    },
    async () => ({ data: (await listLibraryFonts(db)).map(libraryFontView) }),
  );

  app.get(
    "/api/v1/library-fonts/:id/file",
    {
      schema: {
        tags,
        summary: "A library font's file (never changes under its id)",
        params: z.object({ id: uuid }),
        response: { 200: fileAnswer("The font file.", "font/ttf", "font/otf", "font/woff", "font/woff2"), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const font = await findLibraryFont(db, request.params.id);
      if (!font) throw notFound("That font");
      return sendStored(reply, storage, libraryFontKey(font.id), { contentType: font.mimeType });
    },
  );
};

/** Adding a staff member's uploaded font to the store. Inside the staff plugin (401/403 first). */
export const libraryFontStaffRoutes: FastifyPluginAsyncZod<Omit<Deps, "viewers">> = async (app, { db, storage }) => {
  app.post(
    "/library-fonts",
    {
      schema: {
        tags: ["staff"],
        summary: "Copy one of the caller's uploaded fonts into the library's font store",
        description:
          "201 with the new font; 200 with the font already there when the same file was added before. 404 for an asset not the caller's, " +
          "422 `not_a_font`, 409 `renderer_family` (a family the renderer ships), `font_taken` (another file holds that family and weight), `library_full`.",
        body: z.strictObject({ asset_id: uuid.describe("One of the caller's ready font assets.") }),
        response: { 200: data(libraryFontSchema), 201: data(libraryFontSchema), ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      const { font, added } = await addLibraryFont({ db, storage }, staff, viewerActor(staff, "editor"), request.body.asset_id);
      return reply.status(added ? 201 : 200).send({ data: libraryFontView(font) });
    },
  );
};
