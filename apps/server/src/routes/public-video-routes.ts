import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { findPublicVideo, publicVideoView } from "../content/public-video.ts";
import type { Db } from "../db/database.ts";
import { attachmentDisposition } from "../http/attachment.ts";
import { notFound } from "../http/errors.ts";
import { renderFiles } from "../renders/render-worker.ts";

interface Deps {
  db: Db;
  rendersDir: string;
}

const idParams = z.object({ id: z.string().max(64) });

/** What public watch pages read: a shared video's title, size and files, without sign-in. Anything else is 404. */
export async function publicVideoRoutes(app: FastifyInstance, { db, rendersDir }: Deps) {
  // reply.sendFile for the render files (range requests included); nothing is served by path.
  await app.register(fastifyStatic, { root: rendersDir, serve: false });
  const sharedVideo = async (request: FastifyRequest) => {
    const video = await findPublicVideo(db, idParams.parse(request.params).id);
    if (!video) throw notFound("That video");
    return video;
  };

  app.get("/api/v1/public/videos/:id", async (request) => ({ data: publicVideoView(await sharedVideo(request)) }));

  for (const [kind, type] of [["video", "video/mp4"], ["poster", "image/jpeg"]] as const)
    app.get(`/api/v1/public/videos/:id/${kind}`, async (request, reply) => {
      const video = await sharedVideo(request);
      const download = (request.query as { download?: string }).download !== undefined;
      if (download && !(kind === "video" && video.allowDownload)) throw notFound("That download");
      if (download) reply.header("Content-Disposition", attachmentDisposition(`${video.title}.mp4`));
      // The embed code is a <video> tag on other sites: these two files (only while shared) are
      // the one exception to helmet's same-origin resource policy.
      reply.header("Cross-Origin-Resource-Policy", "cross-origin");
      // Shared files change when the owner renders again or stops sharing: browsers check back.
      return reply.type(type).header("Cache-Control", "public, max-age=60").sendFile(path.basename(renderFiles(rendersDir, video.render.id)[kind]));
    });
}
