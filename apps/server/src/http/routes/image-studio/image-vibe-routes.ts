import { asActor, requestActor } from "../../../platform/audit/audit-context.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ownedImageVibe, usableImageVibe } from "../../../platform/access/access.ts";
import { data, errors, fileAnswer, idParams, noContent } from "../../../kernel/api-schemas.ts";
import { notFound } from "../../../kernel/errors.ts";
import { sendStored } from "../../send-stored.ts";
import { requireSignIn, signedIn } from "../../signed-in.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import { inspirationPicture } from "../../../image-studio/image-gen/inspirations/inspiration-picture.ts";
import { findInspiration, listInspirations } from "../../../image-studio/image-gen/inspirations/inspiration-queries.ts";
import { inspirationSchema, inspirationView } from "../../../image-studio/image-gen/inspirations/inspiration-view.ts";
import { createVibe, type VibeDeps } from "../../../image-studio/image-gen/vibes/create-vibe.ts";
import { deleteVibe } from "../../../image-studio/image-gen/vibes/delete-vibe.ts";
import { pictureType } from "../../../image-studio/image-gen/vibes/sample-pictures.ts";
import { updateVibe } from "../../../image-studio/image-gen/vibes/update-vibe.ts";
import { createVibeBody, updateVibeBody } from "../../../image-studio/image-gen/vibes/vibe-body.ts";
import { vibePreview } from "../../../image-studio/image-gen/vibes/vibe-preview.ts";
import { listVibes } from "../../../image-studio/image-gen/vibes/vibe-queries.ts";
import { vibeSchema, vibeView } from "../../../image-studio/image-gen/vibes/vibe-view.ts";

const tags = ["image-gen"];
/** The preview's address carries a version so a changed vibe is fetched afresh; the picture under it never changes. */
const previewQuery = z.object({ v: z.string().max(20).optional().describe("The vibe's version, from `preview_url`.") });

/** Vibes (the starter set, published ones and the caller's own) and the curated inspiration wall. */
export const imageVibeRoutes: FastifyPluginAsyncZod<VibeDeps & { viewers: ViewerResolver }> = async (app, deps) => {
  requireSignIn(app, deps.viewers);
  const { db, storage, workDir } = deps;

  app.get(
    "/api/v1/image-gen/vibes",
    {
      schema: {
        tags,
        summary: "The vibes the caller may use: starter, published, then their own",
        response: { 200: data(z.array(vibeSchema)), ...errors(401) },
      },
    },
    async (request) => {
      const viewer = signedIn(request);
      return { data: (await listVibes(db, viewer.id)).map((vibe) => vibeView(vibe, viewer.id)) };
    },
  );

  app.post(
    "/api/v1/image-gen/vibes",
    {
      schema: {
        tags,
        summary: "Create a vibe of the caller's own, from words or from an image's recipe",
        body: createVibeBody.meta({ examples: [{ name: "Soft dusk", prompt_fragment: "soft dusk light, pastel haze" }] }),
        response: { 201: data(vibeSchema), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request);
      return reply.status(201).send({ data: vibeView(await createVibe(deps, viewer, request.body), viewer.id) });
    },
  );

  app.patch(
    "/api/v1/image-gen/vibes/:id",
    {
      schema: {
        tags,
        summary: "Edit one of the caller's vibes",
        params: idParams,
        body: updateVibeBody,
        response: { 200: data(vibeSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = signedIn(request);
      const vibe = await ownedImageVibe(db, viewer, request.params.id);
      const saved = await asActor(db, requestActor(viewer), (tx) => updateVibe(tx, viewer.id, vibe.id, request.body));
      return { data: vibeView(saved, viewer.id) };
    },
  );

  app.delete(
    "/api/v1/image-gen/vibes/:id",
    {
      schema: {
        tags,
        summary: "Delete one of the caller's vibes",
        params: idParams,
        response: { 204: noContent, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request);
      const vibe = await ownedImageVibe(db, viewer, request.params.id);
      await deleteVibe(db, storage, viewer.id, vibe.id, requestActor(viewer));
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/v1/image-gen/vibes/:id/preview",
    {
      schema: {
        tags,
        summary: "A vibe's preview picture",
        description: "The image it was made from, else a sample the offline preview generator paints from its prompt fragment.",
        params: idParams,
        querystring: previewQuery,
        response: { 200: fileAnswer("The picture.", "image/png", "image/webp"), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const vibe = await usableImageVibe(db, signedIn(request), request.params.id);
      const key = await vibePreview(storage, workDir, vibe);
      return sendStored(reply, storage, key, { contentType: pictureType(key) });
    },
  );

  app.get(
    "/api/v1/image-gen/inspirations",
    {
      schema: {
        tags,
        summary: "The curated inspiration wall, in order, with the recipe behind each picture",
        response: { 200: data(z.array(inspirationSchema)), ...errors(401) },
      },
    },
    async () => ({ data: (await listInspirations(db)).map(inspirationView) }),
  );

  app.get(
    "/api/v1/image-gen/inspirations/:id/image",
    {
      schema: {
        tags,
        summary: "An inspiration's picture",
        params: idParams,
        response: { 200: fileAnswer("The picture.", "image/png", "image/webp", "image/jpeg"), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const row = await findInspiration(db, request.params.id);
      if (!row) throw notFound("That inspiration");
      const key = await inspirationPicture(storage, workDir, row);
      // Staff may replace the wall's pictures: revalidate rather than cache for good.
      return sendStored(reply, storage, key, { contentType: pictureType(key), cacheControl: "private, max-age=3600" });
    },
  );
};
