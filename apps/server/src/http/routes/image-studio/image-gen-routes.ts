import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IMAGE_ASPECT_RATIOS, IMAGE_CAPABILITIES, IMAGE_DOWNLOAD_FORMATS, IMAGE_GEN_LIMITS, THUMBNAIL_SIZES } from "@framewise/contracts";
import { z } from "zod";
import type { UploadDeps } from "../../../workspace/assets/upload-asset.ts";
import { attachmentDisposition } from "../../../kernel/attachment.ts";
import { ownedImage, ownedImageBoard, ownedImageGeneration, readableImage } from "../../../platform/access/access.ts";
import { data, errors, fileAnswer, idParams, noContent, page, uuid } from "../../../kernel/api-schemas.ts";
import { requireSignIn, signedIn } from "../../signed-in.ts";
import { sendStored } from "../../send-stored.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import { deleteBoard, listBoards } from "../../../image-studio/image-gen/board-queries.ts";
import { cancelGeneration } from "../../../image-studio/image-gen/cancel-generation.ts";
import { convertImage } from "../../../image-studio/image-gen/convert-image.ts";
import { createBoard } from "../../../image-studio/image-gen/create-board.ts";
import { deleteImages } from "../../../image-studio/image-gen/delete-images.ts";
import { findImageDetail } from "../../../image-studio/image-gen/find-image-detail.ts";
import { findImages, findImagesQuery } from "../../../image-studio/image-gen/find-images.ts";
import { generationViews } from "../../../image-studio/image-gen/find-generation-view.ts";
import { findActiveGenerations, findGeneration } from "../../../image-studio/image-gen/generation-queries.ts";
import type { ImageGenDeps } from "../../../image-studio/image-gen/image-gen-deps.ts";
import { imageProviderInfo } from "../../../image-studio/image-gen/providers/create-image-providers.ts";
import { imageKey, imageThumbnailKey } from "../../../image-studio/image-gen/image-gen-files.ts";
import type { ImageGenWorker } from "../../../image-studio/image-gen/image-gen-jobs.ts";
import { formatOf, imageFileName } from "../../../image-studio/image-gen/image-file-name.ts";
import {
  boardSchema,
  boardView,
  generationSchema,
  imageDetailSchema,
  imageSummarySchema,
  imageSummaryView,
} from "../../../image-studio/image-gen/image-gen-view.ts";
import { findImageWithRecipe } from "../../../image-studio/image-gen/image-queries.ts";
import { makeVariations } from "../../../image-studio/image-gen/make-variations.ts";
import { moveImages } from "../../../image-studio/image-gen/move-images.ts";
import { renameBoard } from "../../../image-studio/image-gen/rename-board.ts";
import { saveImageToLibrary } from "../../../image-studio/image-gen/save-image-to-library.ts";
import { startGeneration } from "../../../image-studio/image-gen/start-generation.ts";
import { readStored } from "../../../image-studio/image-gen/store-image.ts";
import { updateImage } from "../../../image-studio/image-gen/update-image.ts";
import { upscaleImage } from "../../../image-studio/image-gen/upscale-image.ts";
import { findQuota } from "../../../workspace/quota/find-quota.ts";
import { userOwner } from "../../../workspace/quota/quota-owner.ts";
import { zipImages } from "../../../image-studio/image-gen/zip-images.ts";
import { notFound } from "../../../kernel/errors.ts";

interface Deps extends ImageGenDeps {
  viewers: ViewerResolver;
  worker: ImageGenWorker;
  /** Saving an image to the asset library receives it like an upload. */
  library: UploadDeps;
}

const tags = ["image-gen"];
const LIMITS = IMAGE_GEN_LIMITS;
const count = z.number().int().min(LIMITS.count.min).max(LIMITS.count.max);
const boardName = z.string().trim().min(1).max(LIMITS.boardName);
/** At most this many images in one bulk action or zip. */
const BULK_MAX = 200;
const bulkIds = z.array(uuid).min(1).max(BULK_MAX);

const generationRequest = z
  .object({
    prompt: z.string().trim().min(1, "Describe the image.").max(LIMITS.promptLength),
    negative_prompt: z.string().max(LIMITS.negativeLength).optional(),
    vibe_id: uuid.optional(),
    aspect_ratio: z.enum(IMAGE_ASPECT_RATIOS),
    count: count.default(1),
    seed: z.number().int().min(0).max(LIMITS.seedMax).optional().describe("Fixed seed; a random one is picked (and shown) when absent."),
    reference_asset_ids: z.array(uuid).max(LIMITS.references).optional().describe("Images from the caller's asset library."),
    provider: z.string().max(60).optional().describe("A provider id from `GET /providers`; the default when absent."),
    board_id: uuid.optional(),
    remix_of_image_id: uuid.optional().describe("The image this remixes (its own or a public one): counted, and linked as the parent."),
  })
  .strict();
const imagePatch = z
  .object({ favourite: z.boolean(), public: z.boolean(), board_id: uuid.nullable() })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, "Send at least one of favourite, public, board_id.");
const bulkAction = z.discriminatedUnion("action", [
  z.object({ action: z.literal("delete"), ids: bulkIds }).strict(),
  z.object({ action: z.literal("move"), ids: bulkIds, board_id: uuid.nullable() }).strict(),
]);
const providerInfoSchema = z.strictObject({
  id: z.string(),
  label: z.string(),
  model: z.string(),
  capabilities: z.array(z.enum(IMAGE_CAPABILITIES)),
  offline_preview: z.boolean().describe("The built-in offline preview generator: abstract art, never presented as AI output."),
  native_upscale: z.array(z.number()),
});
const quotaSchema = z.strictObject({ limit: z.number(), used: z.number(), left: z.number(), resets_at: z.string() });
const thumbnailParams = idParams.extend({ size: z.enum(Object.keys(THUMBNAIL_SIZES) as [keyof typeof THUMBNAIL_SIZES]) });
const fileQuery = z.object({
  format: z.enum(IMAGE_DOWNLOAD_FORMATS).optional().describe("Converted to this format; the stored file when absent."),
  download: z.stringbool().default(false).describe("Answer as an attachment named after the prompt."),
});
const imageTypes = ["image/png", "image/webp", "image/jpeg"];

/** The image studio: providers and quota, generations (create, watch, cancel), the gallery of images, boards. */
export const imageGenRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  requireSignIn(app, deps.viewers);
  const { db, storage } = deps;
  const generationAnswer = async (request: FastifyRequest, id: string) => {
    const viewer = signedIn(request);
    const [view] = await generationViews(db, viewer.id, [(await findGeneration(db, id))!]);
    return { data: view! };
  };
  const imageSummary = async (viewerId: string, id: string) => {
    const row = await findImageWithRecipe(db, viewerId, id);
    if (!row) throw notFound("That image");
    return imageSummaryView(row, viewerId);
  };

  app.get(
    "/api/v1/image-gen/providers",
    {
      schema: {
        tags,
        summary: "The configured image providers, the default, and the caller's quota",
        response: {
          200: data(z.strictObject({ providers: z.array(providerInfoSchema), default_provider: z.string(), quota: quotaSchema })),
          ...errors(401),
        },
      },
    },
    async (request) => {
      const { limit, used, left, resets_at } = await findQuota(deps, userOwner(signedIn(request).id), "image_generations");
      return {
        data: {
          providers: deps.providers.all.map(imageProviderInfo),
          default_provider: deps.providers.all[0]!.id,
          quota: { limit, used, left, resets_at: resets_at! },
        },
      };
    },
  );

  app.post(
    "/api/v1/image-gen/generations",
    {
      schema: {
        tags,
        summary: "Generate images",
        description:
          "Queued as a job; its progress arrives as `image-gen` events on `GET /api/v1/events`. Counts one against the monthly quota (429 `quota_exceeded` past it); a generation that fails or is canceled before making anything is given back.",
        body: generationRequest.meta({ examples: [{ prompt: "A lighthouse at dawn, watercolour", aspect_ratio: "16:9", count: 2 }] }),
        response: { 202: data(generationSchema), ...errors(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const row = await startGeneration(deps, signedIn(request), request.body);
      return reply.status(202).send(await generationAnswer(request, row.id));
    },
  );

  app.get(
    "/api/v1/image-gen/generations",
    {
      schema: {
        tags,
        summary: "The caller's queued and running generations, newest first",
        querystring: z.object({ active: z.literal("true").optional().describe("Only queued and running ones (the only list there is).") }),
        response: { 200: data(z.array(generationSchema)), ...errors(400, 401) },
      },
    },
    async (request) => {
      const viewer = signedIn(request);
      return { data: await generationViews(db, viewer.id, await findActiveGenerations(db, viewer.id)) };
    },
  );

  app.get(
    "/api/v1/image-gen/generations/:id",
    { schema: { tags, summary: "One generation", params: idParams, response: { 200: data(generationSchema), ...errors(400, 401, 404) } } },
    async (request) => {
      const row = await ownedImageGeneration(db, signedIn(request), request.params.id);
      return generationAnswer(request, row.id);
    },
  );

  app.post(
    "/api/v1/image-gen/generations/:id/cancel",
    {
      schema: {
        tags,
        summary: "Cancel a queued or running generation",
        description: "A queued one never runs; a running one's provider request is aborted. 409 `already_finished` once it has ended.",
        params: idParams,
        response: { 200: data(generationSchema), ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const row = await ownedImageGeneration(db, signedIn(request), request.params.id);
      await cancelGeneration(deps, row);
      return generationAnswer(request, row.id);
    },
  );

  app.get(
    "/api/v1/image-gen/images",
    {
      schema: {
        tags,
        summary: "The caller's images: filter, search the prompts, sort",
        description:
          "`q` is matched against the prompts with PostgreSQL full-text search. Pages by `cursor` (the previous page's `next_cursor`).",
        querystring: findImagesQuery,
        response: { 200: page(imageSummarySchema), ...errors(400, 401) },
      },
    },
    async (request) => {
      const viewer = signedIn(request);
      const { rows, nextCursor } = await findImages(db, viewer.id, request.query);
      return { data: rows.map((row) => imageSummaryView(row, viewer.id)), next_cursor: nextCursor };
    },
  );

  app.post(
    "/api/v1/image-gen/images/bulk",
    {
      schema: {
        tags,
        summary: "Delete several images, or move them to a board",
        description:
          "Ids that are not the caller's are skipped; `count` says how many were changed. `board_id: null` takes them off any board.",
        body: bulkAction,
        response: { 200: data(z.strictObject({ count: z.number() })), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = signedIn(request);
      const body = request.body;
      const changed =
        body.action === "delete"
          ? await deleteImages(db, storage, viewer.id, body.ids)
          : await moveImages(db, viewer, body.ids, body.board_id);
      return { data: { count: changed } };
    },
  );

  app.post(
    "/api/v1/image-gen/images/download",
    {
      schema: {
        tags,
        summary: "Several images in one zip",
        description: "Ids that are not the caller's are skipped.",
        body: z.object({ ids: bulkIds }).strict(),
        response: { 200: fileAnswer("The zip.", "application/zip"), ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const zip = await zipImages(db, storage, signedIn(request).id, request.body.ids);
      return reply
        .type("application/zip")
        .header("Content-Disposition", attachmentDisposition("images.zip"))
        .header("Cache-Control", "no-store")
        .send(zip);
    },
  );

  app.get(
    "/api/v1/image-gen/images/:id",
    {
      schema: {
        tags,
        summary: "One image, with its recipe and lineage both ways",
        description: "The caller's own images, and public ones.",
        params: idParams,
        response: { 200: data(imageDetailSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = signedIn(request);
      const image = await readableImage(db, viewer, request.params.id);
      return { data: await findImageDetail(db, viewer.id, image.id) };
    },
  );

  app.patch(
    "/api/v1/image-gen/images/:id",
    {
      schema: {
        tags,
        summary: "Favourite, publish, or move to a board",
        params: idParams,
        body: imagePatch.meta({ examples: [{ favourite: true, public: true }] }),
        response: { 200: data(imageSummarySchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = signedIn(request);
      const image = await ownedImage(db, viewer, request.params.id);
      await updateImage(db, viewer, image, request.body);
      return { data: await imageSummary(viewer.id, image.id) };
    },
  );

  app.delete(
    "/api/v1/image-gen/images/:id",
    {
      schema: { tags, summary: "Delete an image and its files", params: idParams, response: { 204: noContent, ...errors(400, 401, 404) } },
    },
    async (request, reply) => {
      const viewer = signedIn(request);
      const image = await ownedImage(db, viewer, request.params.id);
      await deleteImages(db, storage, viewer.id, [image.id]);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/v1/image-gen/images/:id/file",
    {
      schema: {
        tags,
        summary: "The picture, as stored or converted (PNG, WebP, JPEG)",
        params: idParams,
        querystring: fileQuery,
        response: { 200: fileAnswer("The picture.", ...imageTypes), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request);
      const image = await readableImage(db, viewer, request.params.id);
      const format = request.query.format ?? formatOf(image.mimeType);
      const generation = await findGeneration(db, image.generationId);
      const attachmentName = request.query.download ? imageFileName(generation?.prompt ?? "", image.id, format) : undefined;
      const key = imageKey(image.userId, image.id);
      if (format === formatOf(image.mimeType)) return sendStored(reply, storage, key, { contentType: image.mimeType, attachmentName });
      const bytes = await readStored(storage, key);
      if (!bytes) throw notFound("That image's file");
      const converted = await convertImage(bytes, format);
      if (attachmentName) reply.header("Content-Disposition", attachmentDisposition(attachmentName));
      return reply.type(converted.contentType).header("Cache-Control", "private, max-age=86400").send(converted.bytes);
    },
  );

  app.get(
    "/api/v1/image-gen/images/:id/thumbnails/:size",
    {
      schema: {
        tags,
        summary: "A WebP thumbnail (longest side 160, 480 or 1280)",
        params: thumbnailParams,
        response: { 200: fileAnswer("The thumbnail.", "image/webp"), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const image = await readableImage(db, signedIn(request), request.params.id);
      return sendStored(reply, storage, imageThumbnailKey(image.userId, image.id, request.params.size), { contentType: "image/webp" });
    },
  );

  app.post(
    "/api/v1/image-gen/images/:id/variations",
    {
      schema: {
        tags,
        summary: "Variations of an image (the caller's or a public one)",
        params: idParams,
        body: z
          .object({ count: count.default(4) })
          .strict()
          .default({ count: 4 }),
        response: { 202: data(generationSchema), ...errors(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request);
      const image = await readableImage(db, viewer, request.params.id);
      const row = await makeVariations(deps, viewer, image, request.body.count);
      return reply.status(202).send(await generationAnswer(request, row.id));
    },
  );

  app.post(
    "/api/v1/image-gen/images/:id/upscale",
    {
      schema: {
        tags,
        summary: "Upscale an image 2× or 4×",
        description:
          "The provider's own upscaler when it has one for that factor (`native_upscale`); otherwise a high-quality Lanczos resample, which the finished generation's `step` says.",
        params: idParams,
        body: z.object({ factor: z.union([z.literal(2), z.literal(4)]) }).strict(),
        response: { 202: data(generationSchema), ...errors(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request);
      const image = await readableImage(db, viewer, request.params.id);
      const row = await upscaleImage(deps, viewer, image, request.body.factor);
      return reply.status(202).send(await generationAnswer(request, row.id));
    },
  );

  app.post(
    "/api/v1/image-gen/images/:id/save-to-library",
    {
      schema: {
        tags,
        summary: "Copy the image into the asset library",
        description: "Counted against the caller's storage like an upload; saving again answers the same asset.",
        params: idParams,
        response: { 200: data(z.strictObject({ asset_id: z.string() })), ...errors(400, 401, 404, 409, 507) },
      },
    },
    async (request) => {
      const image = await ownedImage(db, signedIn(request), request.params.id);
      return { data: { asset_id: await saveImageToLibrary(deps.library, image) } };
    },
  );

  app.get(
    "/api/v1/image-gen/boards",
    {
      schema: {
        tags,
        summary: "The caller's boards, with counts and covers",
        response: { 200: data(z.array(boardSchema)), ...errors(401) },
      },
    },
    async (request) => {
      return { data: (await listBoards(db, signedIn(request).id)).map(boardView) };
    },
  );

  app.post(
    "/api/v1/image-gen/boards",
    {
      schema: {
        tags,
        summary: "Create a board",
        body: z.object({ name: boardName }).strict(),
        response: { 201: data(boardSchema), ...errors(400, 401, 409) },
      },
    },
    async (request, reply) => {
      return reply.status(201).send({ data: boardView(await createBoard(db, signedIn(request).id, request.body.name)) });
    },
  );

  app.patch(
    "/api/v1/image-gen/boards/:id",
    {
      schema: {
        tags,
        summary: "Rename a board",
        params: idParams,
        body: z.object({ name: boardName }).strict(),
        response: { 200: data(boardSchema), ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const viewer = signedIn(request);
      const board = await ownedImageBoard(db, viewer, request.params.id);
      return { data: boardView(await renameBoard(db, viewer.id, board.id, request.body.name)) };
    },
  );

  app.delete(
    "/api/v1/image-gen/boards/:id",
    {
      schema: {
        tags,
        summary: "Delete a board (its images stay, on no board)",
        params: idParams,
        response: { 204: noContent, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request);
      const board = await ownedImageBoard(db, viewer, request.params.id);
      await deleteBoard(db, viewer.id, board.id);
      return reply.status(204).send();
    },
  );
};
