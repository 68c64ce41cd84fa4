import multipart from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { extensionFor, kindFromFileName, THUMBNAIL_SIZES, type AssetKind } from "@framewise/contracts";
import { z } from "zod";
import { asActor, requestActor } from "../../../platform/audit/audit-context.ts";
import type { AssetLimits } from "../../../platform/config/config.ts";
import { cleanAssetName } from "../../../workspace/assets/asset-name.ts";
import { assetSchema, assetView } from "../../../workspace/assets/asset-view.ts";
import { originalKey, thumbnailKey } from "../../../workspace/assets/asset-files.ts";
import { findQuota } from "../../../workspace/quota/find-quota.ts";
import { userOwner } from "../../../workspace/quota/quota-owner.ts";
import { deleteAsset } from "../../../workspace/assets/delete-asset.ts";
import { deleteAssets } from "../../../workspace/assets/delete-assets.ts";
import { findAssetUsage } from "../../../workspace/assets/find-asset-usage.ts";
import { findAssets, findAssetsQuery } from "../../../workspace/assets/find-assets.ts";
import { updateAsset } from "../../../workspace/assets/update-asset.ts";
import { tooLarge, uploadAsset, type UploadDeps } from "../../../workspace/assets/upload-asset.ts";
import { ownedAsset } from "../../../platform/access/access.ts";
import {
  data,
  downloadQuery,
  errors,
  fileAnswer,
  idParams,
  noContent,
  page,
  redirect,
  timestamp,
  uuid,
} from "../../../kernel/api-schemas.ts";
import { DomainError, statusOf } from "../../../kernel/errors.ts";
import { requireSignIn, signedIn } from "../../signed-in.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import { sendStored, sendStoredFile } from "../../send-stored.ts";

interface Deps extends UploadDeps {
  viewers: ViewerResolver;
  limits: AssetLimits;
}

const tag = z.string().trim().toLowerCase().min(1).max(60);
const assetChanges = z
  .object({ name: z.string().trim().min(1).max(200), tags: z.array(tag).max(50), logo: z.boolean() })
  .partial()
  .strict();
const bulkDelete = z.object({ ids: z.array(uuid).min(1).max(500) }).strict();
const thumbnailParams = idParams.extend({ size: z.enum(Object.keys(THUMBNAIL_SIZES) as [keyof typeof THUMBNAIL_SIZES]) });
const assetUsage = z.strictObject({ renders: z.array(z.strictObject({ id: z.string(), title: z.string(), created_at: timestamp })) });
const tags = ["assets"];
/** Room for the multipart envelope around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The asset library: upload, list and search, read, rename and tag, delete, and the files themselves. Owner only. */
export const assetRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  requireSignIn(app, deps.viewers);
  const largestUpload = Math.max(...Object.values(deps.limits.maxBytes));
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 2, fileSize: largestUpload, headerPairs: 100 } });

  const ownAsset = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const viewer = signedIn(request);
    return { viewer, row: await ownedAsset(deps.db, viewer, request.params.id) };
  };

  app.post(
    "/api/v1/assets",
    {
      schema: {
        tags,
        summary: "Upload a file (image, video, audio, font)",
        description:
          "multipart/form-data with one field named `file`. The content is sniffed and must agree with the name; processing (thumbnails, probing) follows in the background.",
        consumes: ["multipart/form-data"],
        // The handler streams the file from the multipart parser (caps checked as it arrives): described, not validated.
        body: z.any().meta({ type: "object", properties: { file: { type: "string", format: "binary" } }, required: ["file"] }),
        response: { 201: data(assetSchema), ...errors(400, 401, 413, 507) },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request);
      // A declared size past every cap is refused before a byte is read.
      const declared = Number(request.headers["content-length"] ?? 0);
      if (declared > largestUpload + MULTIPART_OVERHEAD) return refuseUnread(reply, tooLarge("file", largestUpload));
      if (!request.isMultipart())
        throw new DomainError("invalid", "invalid_request", "Send the file as multipart/form-data in a field named file.");
      const part = await request.file();
      if (!part) throw new DomainError("invalid", "invalid_request", "No file was sent.");
      // The name's kind sets the cap while the file arrives; the content must agree with it later.
      const fileName = decodeFormFileName(part.filename);
      const kind: AssetKind | undefined = kindFromFileName(fileName);
      if (!kind)
        throw new DomainError(
          "invalid",
          "unsupported_type",
          `${cleanAssetName(fileName)} is not a kind of file the library keeps (images, videos, audio, fonts).`,
        );
      const maxBytes = deps.limits.maxBytes[kind];
      if (declared > maxBytes + MULTIPART_OVERHEAD) return refuseUnread(reply, tooLarge(kind, maxBytes));
      const row = await uploadAsset(deps, viewer.id, {
        fileName,
        declaredType: part.mimetype,
        stream: part.file,
        expectedKind: kind,
        actor: requestActor(viewer),
      }).catch((error: unknown) => {
        // Refused while it was still arriving (too large, or the disk is full): the rest of the body is not wanted.
        if (error instanceof DomainError && (error.kind === "too_large" || error.kind === "insufficient_storage"))
          reply.header("Connection", "close");
        throw error;
      });
      return reply.status(201).send({ data: assetView(row) });
    },
  );

  app.get(
    "/api/v1/assets",
    {
      schema: {
        tags,
        summary: "List and search the library",
        querystring: findAssetsQuery,
        response: { 200: page(assetSchema), ...errors(400, 401) },
      },
    },
    async (request) => {
      const { rows, nextCursor } = await findAssets(deps.db, signedIn(request).id, request.query);
      return { data: rows.map(assetView), next_cursor: nextCursor === null ? null : String(nextCursor) };
    },
  );

  app.get(
    "/api/v1/assets/storage",
    {
      schema: {
        tags,
        summary: "The caller's use of their storage quota",
        response: { 200: data(z.strictObject({ used_bytes: z.number(), quota_bytes: z.number() })), ...errors(401) },
      },
    },
    async (request) => {
      const storage = await findQuota(deps, userOwner(signedIn(request).id), "storage_bytes");
      return { data: { used_bytes: storage.used, quota_bytes: storage.limit } };
    },
  );

  app.get(
    "/api/v1/assets/:id",
    { schema: { tags, summary: "One asset", params: idParams, response: { 200: data(assetSchema), ...errors(400, 401, 404) } } },
    async (request) => ({ data: assetView((await ownAsset(request)).row) }),
  );

  app.get(
    "/api/v1/assets/:id/usage",
    {
      schema: {
        tags,
        summary: "Where the asset is used (renders)",
        params: idParams,
        response: { 200: data(assetUsage), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { viewer, row } = await ownAsset(request);
      return { data: await findAssetUsage(deps.db, viewer.id, row.id) };
    },
  );

  app.get(
    "/api/v1/assets/:id/peaks",
    {
      schema: {
        tags,
        summary: "An audio file's waveform peaks (0–1)",
        params: idParams,
        response: { 200: data(z.array(z.number())), ...errors(400, 401, 404) },
      },
    },
    async (request) => ({ data: (await ownAsset(request)).row.peaks ?? [] }),
  );

  app.patch(
    "/api/v1/assets/:id",
    {
      schema: {
        tags,
        summary: "Rename, tag, or mark as a logo",
        params: idParams,
        body: assetChanges.meta({ examples: [{ name: "Company logo", tags: ["brand"], logo: true }] }),
        response: { 200: data(assetSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { viewer, row } = await ownAsset(request);
      const updated = await asActor(deps.db, requestActor(viewer), (tx) => updateAsset(tx, viewer.id, row.id, request.body));
      return { data: assetView(updated) };
    },
  );

  app.delete(
    "/api/v1/assets/:id",
    {
      schema: {
        tags,
        summary: "Delete an asset",
        description: "Refused (409 `asset_in_use`) while renders use it, unless `force=true`; finished videos keep their copy.",
        params: idParams,
        querystring: z.object({ force: z.stringbool().default(false) }),
        response: { 204: noContent, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { viewer, row } = await ownAsset(request);
      await deleteAsset(deps.db, deps.storage, viewer.id, row.id, { force: request.query.force, actor: requestActor(viewer) });
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/v1/assets/delete",
    {
      schema: {
        tags,
        summary: "Delete several assets",
        description: "Ids that are not the caller's are skipped; the answer names what was deleted.",
        body: bulkDelete.meta({ examples: [{ ids: ["0b8f3c2e-5d1a-4c7e-9f10-2a3b4c5d6e7f"] }] }),
        response: { 200: data(z.strictObject({ deleted: z.array(z.string()).describe("The ids deleted.") })), ...errors(400, 401) },
      },
    },
    async (request) => {
      const viewer = signedIn(request);
      return { data: { deleted: await deleteAssets(deps.db, deps.storage, viewer.id, request.body.ids, requestActor(viewer)) } };
    },
  );

  app.get(
    "/api/v1/assets/:id/file",
    {
      schema: {
        tags,
        summary: "The original file",
        description:
          "Range requests supported. With `?download`: an attachment, or a 302 to a presigned link when the files are in a bucket.",
        params: idParams,
        querystring: downloadQuery,
        response: {
          200: fileAnswer("The file, of its own content type.", "*/*"),
          206: fileAnswer("The range asked for.", "*/*"),
          302: redirect("To a presigned download link (S3 storage)."),
          ...errors(400, 401, 404, 416),
        },
      },
    },
    async (request, reply) => {
      const { row } = await ownAsset(request);
      const download = request.query.download !== undefined;
      // An SVG is never shown inline from our origin: its scripts would run there.
      const attachment = download || row.mimeType === "image/svg+xml";
      return sendStoredFile(request, reply, deps.storage, originalKey(row.userId, row.id), {
        contentType: row.mimeType,
        download,
        attachmentName: attachment ? downloadName(row.name, row.mimeType) : undefined,
      });
    },
  );

  app.get(
    "/api/v1/assets/:id/thumbnail/:size",
    {
      schema: {
        tags,
        summary: "A WebP thumbnail",
        params: thumbnailParams,
        response: { 200: fileAnswer("The thumbnail.", "image/webp"), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { row } = await ownAsset(request);
      const { size } = request.params;
      if (!row.hasThumbnails) throw new DomainError("not_found", "not_found", "This asset has no thumbnail.");
      return sendStored(reply, deps.storage, thumbnailKey(row.userId, row.id, size), { contentType: "image/webp" });
    },
  );
};

/**
 * Browsers (and fetch's FormData) send a file name's `"`, CR and LF as %22, %0D and %0A in a
 * multipart header, as the HTML standard says; this turns them back into the characters.
 */
function decodeFormFileName(sent: string): string {
  return sent.replace(/%(22|0D|0A)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The asset's name with its type's extension, so a renamed "Company logo" downloads as "Company logo.png". */
function downloadName(name: string, mimeType: string): string {
  const extension = extensionFor(mimeType);
  return extension && !name.toLowerCase().endsWith(`.${extension}`) ? `${name}.${extension}` : name;
}

/** Answers an error without reading the body, and closes the connection so the rest is not sent. */
function refuseUnread(reply: FastifyReply, error: DomainError) {
  reply.header("Connection", "close");
  return reply.status(statusOf[error.kind]).send({ error: { code: error.code, message: error.message } });
}
