import { IMAGE_GEN_LIMITS } from "@framewise/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../../platform/db/database.ts";
import { data, errors, idParams, page } from "../../../kernel/api-schemas.ts";
import { requireSignIn, signedIn } from "../../signed-in.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import { imageSummarySchema, imageSummaryView } from "../../../image-studio/image-gen/image-gen-view.ts";
import { findTrending, trendingQuery } from "../../../image-studio/image-gen/trending/find-trending.ts";
import { likeImage, unlikeImage } from "../../../image-studio/image-gen/trending/like-image.ts";
import { reportImage } from "../../../image-studio/image-gen/trending/report-image.ts";
import { reportSchema, reportView } from "../../../image-studio/image-gen/trending/report-view.ts";

const tags = ["image-gen"];
const likeSchema = z.strictObject({ liked: z.boolean(), likes: z.number() });

/** Trending public images, likes (one per person) and reports (which hide an image from trending until staff look). */
export const imageTrendingRoutes: FastifyPluginAsyncZod<{ db: Db; viewers: ViewerResolver }> = async (app, { db, viewers }) => {
  requireSignIn(app, viewers);

  app.get(
    "/api/v1/image-gen/trending",
    {
      schema: {
        tags,
        summary: "Public images ranked by likes and remixes with time decay",
        description:
          "Score = (likes + 2 × remixes + 1) / (hours since published + 2)^1.5 (docs/image-gen.md). Reported images are left out until staff dismiss the report.",
        querystring: trendingQuery,
        response: { 200: page(imageSummarySchema), ...errors(400, 401) },
      },
    },
    async (request) => {
      const viewer = signedIn(request);
      const { rows, nextCursor } = await findTrending(db, viewer.id, request.query.cursor);
      return { data: rows.map((row) => imageSummaryView(row, viewer.id)), next_cursor: nextCursor };
    },
  );

  app.post(
    "/api/v1/image-gen/images/:id/like",
    {
      schema: {
        tags,
        summary: "Like a public image (once; liking again changes nothing)",
        params: idParams,
        response: { 200: data(likeSchema), ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => ({ data: await likeImage(db, signedIn(request), request.params.id) }),
  );

  app.delete(
    "/api/v1/image-gen/images/:id/like",
    {
      schema: { tags, summary: "Take a like back", params: idParams, response: { 200: data(likeSchema), ...errors(400, 401, 404, 409) } },
    },
    async (request) => ({ data: await unlikeImage(db, signedIn(request), request.params.id) }),
  );

  app.post(
    "/api/v1/image-gen/images/:id/report",
    {
      schema: {
        tags,
        summary: "Report a public image for staff to review",
        description: "It leaves trending at once. One report per person and image: reporting again answers the first report.",
        params: idParams,
        body: z.object({ reason: z.string().trim().min(1, "Say what is wrong with it.").max(IMAGE_GEN_LIMITS.reportReason) }).strict(),
        response: { 201: data(reportSchema), ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const report = await reportImage(db, signedIn(request), request.params.id, request.body.reason);
      return reply.status(201).send({ data: reportView(report) });
    },
  );
};
