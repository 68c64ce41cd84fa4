import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { findPublicVideo, publicVideoSchema, publicVideoView } from "../../../video-studio/content/public-video.ts";
import type { Db } from "../../../platform/db/database.ts";
import { data, downloadQuery, errors, fileAnswer } from "../../../kernel/api-schemas.ts";
import { notFound } from "../../../kernel/errors.ts";
import { sendStoredFile } from "../../send-stored.ts";
import { renderKeys } from "../../../video-studio/renders/render-files.ts";
import type { Storage } from "../../../platform/storage/storage.ts";

interface Deps {
  db: Db;
  storage: Storage;
}

// Any string: a malformed id is simply not found, like a private one.
const idParams = z.object({ id: z.string().max(64).describe("The video's id.") });
const tags = ["public"];

/** What public watch pages read: a shared video's title, size and files, without sign-in. Anything else is 404. */
export const publicVideoRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, storage }) => {
  const sharedVideo = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const video = await findPublicVideo(db, request.params.id);
    if (!video) throw notFound("That video");
    return video;
  };

  app.get(
    "/api/v1/public/videos/:id",
    {
      schema: {
        tags,
        summary: "A shared video",
        security: [],
        params: idParams,
        response: { 200: data(publicVideoSchema), ...errors(400, 404) },
      },
    },
    async (request) => ({ data: publicVideoView(await sharedVideo(request)) }),
  );

  for (const [kind, type] of [
    ["video", "video/mp4"],
    ["poster", "image/jpeg"],
  ] as const)
    app.get(
      `/api/v1/public/videos/:id/${kind}`,
      {
        schema: {
          tags,
          summary: `A shared video's ${kind}`,
          description: kind === "video" ? "`?download` only when the owner allows downloads." : undefined,
          security: [],
          params: idParams,
          querystring: downloadQuery,
          response: {
            200: fileAnswer(`The ${kind}.`, type),
            206: fileAnswer("The range asked for.", type),
            302: z.undefined().describe("With `?download` when the files are in a bucket: to a presigned link."),
            ...errors(400, 404, 416),
          },
        },
      },
      async (request, reply) => {
        const video = await sharedVideo(request);
        const download = request.query.download !== undefined;
        if (download && !(kind === "video" && video.allowDownload)) throw notFound("That download");
        // The embed code is a <video> tag on other sites: these two files (only while shared) are
        // the one exception to helmet's same-origin resource policy.
        reply.header("Cross-Origin-Resource-Policy", "cross-origin");
        return sendStoredFile(request, reply, storage, renderKeys(video.render.userId, video.render.id)[kind], {
          contentType: type,
          download,
          attachmentName: download ? `${video.title}.mp4` : undefined,
          // Shared files change when the owner renders again or stops sharing: browsers check back.
          cacheControl: "public, max-age=60",
        });
      },
    );
};
