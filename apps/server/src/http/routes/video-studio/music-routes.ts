import { LONGEST_PIECE, MOOD_STYLES, SHORTEST_PIECE, type Mood } from "@framewise/music";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { data, errors } from "../../../kernel/api-schemas.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import { composeMusicBed } from "../../../video-studio/music/music-bed.ts";
import type { UploadDeps } from "../../../workspace/assets/upload-asset.ts";
import { requireSignIn, signedIn } from "../../signed-in.ts";

interface Deps {
  upload: UploadDeps;
  viewers: ViewerResolver;
}

const moods = Object.keys(MOOD_STYLES) as [Mood, ...Mood[]];
const musicBedBody = z.strictObject({
  mood: z.enum(moods),
  seconds: z
    .number()
    .min(SHORTEST_PIECE)
    .max(LONGEST_PIECE)
    .describe("The video's length: the music fills it exactly, in whole beats, and ends on its last one."),
});
const musicBed = z.strictObject({
  src: z.string().describe("The bed's audio asset, `asset:<id>`: the document's `soundtrack.src`."),
  mood: z.enum(moods),
  seconds: z.number(),
  tempo: z.number().describe("Beats a minute."),
  beatSeconds: z.number().describe("Seconds between beats, from 0: where cuts land on the music."),
});

/** Music composed on the server for a mood and a length, kept in the caller's library. */
export const musicRoutes: FastifyPluginAsyncZod<Deps> = async (app, { upload, viewers }) => {
  requireSignIn(app, viewers);

  app.post(
    "/api/v1/music-beds",
    {
      schema: {
        tags: ["content"],
        summary: "Compose a music bed",
        description:
          "Composes and synthesises royalty-free music for a mood, exactly as long as asked, and keeps it in the caller's asset library as an audio file (no service is called). The same mood and length answer the bed already kept.",
        body: musicBedBody,
        response: { 201: data(musicBed), ...errors(400, 401, 413, 507) },
      },
    },
    async (request, reply) => {
      const bed = await composeMusicBed(upload, signedIn(request).id, request.body);
      return reply.status(201).send({ data: bed });
    },
  );
};
