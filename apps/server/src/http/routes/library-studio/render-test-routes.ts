import path from "node:path";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { originalKey } from "../../../workspace/assets/asset-files.ts";
import type { Db } from "../../../platform/db/database.ts";
import { data, errors, fileAnswer, idParams } from "../../../kernel/api-schemas.ts";
import { notFound } from "../../../kernel/errors.ts";
import { parseRange, sendStored } from "../../send-stored.ts";
import { drawTestFrame } from "../../../library-studio/render-test/draw-test-frame.ts";
import { FrameThread } from "../../../library-studio/render-test/frame-thread.ts";
import { planComparison } from "../../../library-studio/render-test/plan-comparison.ts";
import { caseNameSchema, figuresSchema, regressionCaseSchema } from "../../../library-studio/render-test/regression-case.ts";
import {
  listRegressionCases,
  NO_FOLDER_REASON,
  readRegressionCase,
  saveRegressionCase,
} from "../../../library-studio/render-test/regression-cases.ts";
import { findReadyAssetOfAnyone, searchAnyVideos } from "../../../library-studio/render-test/render-test-queries.ts";
import {
  frameBody,
  MAX_DOCUMENT_BYTES,
  MAX_FRAMES,
  resolveBody,
  resolvedSchema,
  sourceSchema,
  videoHitSchema,
  videoSearchQuery,
} from "../../../library-studio/render-test/render-test-schemas.ts";
import { SAMPLE_FILES, SampleMedia } from "../../../library-studio/render-test/sample-media.ts";
import { LocalStorage } from "../../../platform/storage/local-storage.ts";
import type { Storage } from "../../../platform/storage/storage.ts";

const tags = ["staff"];
const BASE = "/render-test";
/** A pasted document, with room for the request around it. */
const bodyLimit = MAX_DOCUMENT_BYTES + 64 * 1024;
const VIDEO_HITS = 20;
/** Media the bench serves change between runs (a sample is rewritten per process): always revalidated. */
const cacheControl = "private, no-cache";

/** A case as the list shows it; the whole case (its document too) is read one at a time. */
const caseSummarySchema = z.strictObject({
  name: z.string(),
  source_kind: z.enum(["content", "library", "json"]),
  frame_count: z.number().int(),
  width: z.number().int(),
  threshold: z.number().int(),
  allowance: figuresSchema,
  saved_at: z.string(),
});

const sampleTypes: Record<string, string> = { ".png": "image/png", ".mp4": "video/mp4" };

export interface RenderTestDeps {
  db: Db;
  storage: Storage;
  /** DATA_DIR: media copied for a frame go to its tmp folder. */
  dataDir: string;
  /** Where "save as a regression case" writes; undefined turns saving off. */
  regressionDir: string | undefined;
  staffPrefix: string;
}

/**
 * The render test bench (`remotion-test`): the same frames drawn by the browser and by the
 * server's render path, compared in the page. Registered inside the staff plugin, whose hook
 * answers 401/403 first. Frames are drawn in a worker thread of the bench's own.
 */
export const renderTestRoutes: FastifyPluginAsyncZod<RenderTestDeps> = async (app, deps) => {
  const thread = new FrameThread();
  const samples = new SampleMedia(thread);
  const drawDeps = { db: deps.db, storage: deps.storage, thread, samples, scratchDir: path.join(deps.dataDir, "tmp") };
  app.addHook("onClose", async () => {
    await samples.close();
    await thread.close();
  });

  app.get(
    `${BASE}/videos`,
    {
      schema: {
        tags,
        summary: "Find any user's video by title or id, for the render test bench",
        querystring: videoSearchQuery,
        response: { 200: data(z.array(videoHitSchema).max(VIDEO_HITS)), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const rows = await searchAnyVideos(deps.db, request.query.q, VIDEO_HITS);
      return {
        data: rows.map((row) => ({
          id: row.id,
          title: row.title,
          aspect_ratio: row.aspectRatio,
          owner_email: row.ownerEmail,
          updated_at: row.updatedAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    `${BASE}/plan`,
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Resolve a source into the document both sides draw, and the frames to compare",
        description: `At most ${MAX_FRAMES} frames and 1920 pixels a side. A pasted document's problems are answered at their JSON paths.`,
        body: resolveBody,
        response: { 200: data(resolvedSchema), ...errors(400, 401, 403, 404, 409, 413, 422) },
      },
    },
    async (request) => ({ data: await planComparison(deps.db, request.body, `${deps.staffPrefix}${BASE}`) }),
  );

  app.post(
    `${BASE}/frame`,
    {
      bodyLimit,
      schema: {
        tags,
        summary: "One frame drawn by the server's render path, as a PNG",
        body: frameBody,
        response: { 200: fileAnswer("The frame.", "image/png"), ...errors(400, 401, 403, 404, 409, 413, 422) },
      },
    },
    async (request, reply) => {
      const png = await drawTestFrame(drawDeps, request.body);
      return reply.type("image/png").header("Cache-Control", "no-store").send(png);
    },
  );

  app.get(
    `${BASE}/samples/:file`,
    {
      schema: {
        tags,
        summary: "A starter sample's medium, as the server draws it",
        params: z.object({ file: z.enum(Object.values(SAMPLE_FILES) as [string, ...string[]]) }),
        response: {
          200: fileAnswer("The file.", "image/png", "video/mp4"),
          206: fileAnswer("The range asked for.", "video/mp4"),
          ...errors(400, 401, 403, 404, 416),
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const storage = new LocalStorage(await samples.folder());
      const contentType = sampleTypes[path.extname(file)]!;
      return sendStored(reply, storage, file, { contentType, cacheControl, range: parseRange(request.headers.range) });
    },
  );

  app.get(
    `${BASE}/assets/:id/file`,
    {
      schema: {
        tags,
        summary: "Any user's ready asset, the very file the server draws",
        params: idParams,
        response: {
          200: fileAnswer("The file, of its own content type.", "*/*"),
          206: fileAnswer("The range asked for.", "*/*"),
          ...errors(400, 401, 403, 404, 416),
        },
      },
    },
    async (request, reply) => {
      const row = await findReadyAssetOfAnyone(deps.db, request.params.id);
      if (!row) throw notFound("That asset");
      return sendStored(reply, deps.storage, originalKey(row.userId, row.id), {
        contentType: row.mimeType,
        cacheControl,
        range: parseRange(request.headers.range),
      });
    },
  );

  app.get(
    `${BASE}/cases`,
    {
      schema: {
        tags,
        summary: "The saved regression cases, and whether saving is on",
        response: {
          200: data(
            z.strictObject({
              saving: z.strictObject({ enabled: z.boolean(), folder: z.string().nullable(), reason: z.string().nullable() }),
              cases: z.array(caseSummarySchema),
              problems: z.array(z.string()).describe("Files in the folder that are not valid cases."),
            }),
          ),
          ...errors(401, 403),
        },
      },
    },
    async () => {
      const { cases, problems } = await listRegressionCases(deps.regressionDir);
      return {
        data: {
          saving: {
            enabled: !!deps.regressionDir,
            folder: deps.regressionDir ? path.basename(deps.regressionDir) : null,
            reason: deps.regressionDir ? null : NO_FOLDER_REASON,
          },
          cases: cases.map(({ name, source, frames, width, threshold, allowance, saved_at }) => ({
            name,
            source_kind: source.kind,
            frame_count: frames.length,
            width,
            threshold,
            allowance,
            saved_at,
          })),
          problems,
        },
      };
    },
  );

  app.get(
    `${BASE}/cases/:name`,
    {
      schema: {
        tags,
        summary: "One regression case, whole",
        params: z.object({ name: caseNameSchema }),
        response: { 200: data(regressionCaseSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await readRegressionCase(deps.regressionDir, request.params.name) }),
  );

  app.post(
    `${BASE}/cases`,
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Save a comparison as a regression case the end-to-end suite checks",
        description: "Written to RENDER_REGRESSION_DIR; 409 when saving is off or the name is taken.",
        body: z.strictObject({
          name: caseNameSchema,
          source: sourceSchema,
          width: resolveBody.shape.width,
          frames: z.array(z.number().int().min(0).max(1_000_000)).min(1).max(MAX_FRAMES),
          threshold: z.number().int().min(0).max(255),
          measured: figuresSchema,
        }),
        response: { 201: data(regressionCaseSchema), ...errors(400, 401, 403, 404, 409, 413, 422) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await saveRegressionCase(deps.db, deps.regressionDir, request.body) }),
  );
};
