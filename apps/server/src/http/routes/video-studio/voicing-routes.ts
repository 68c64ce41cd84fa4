import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PgBoss } from "pg-boss";
import { z } from "zod";
import type { Db } from "../../../platform/db/database.ts";
import { ownedContent } from "../../../platform/access/access.ts";
import { data, errors, idParams } from "../../../kernel/api-schemas.ts";
import { requireSignIn, signedIn } from "../../signed-in.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import { voicingProgress } from "../../../video-studio/renders/voicing-progress.ts";
import type { Voicing } from "../../../video-studio/voice/voice-scenes-job.ts";
import { DomainError } from "../../../kernel/errors.ts";

interface Deps {
  db: Db;
  jobs: PgBoss;
  viewers: ViewerResolver;
  voicing: Voicing;
  /** Whether any voice is configured (SPEECH_PROVIDER is not `none`). */
  speaks: boolean;
}

const voicingSchema = z
  .strictObject({
    done: z.number().int().describe("Scenes spoken, given up or no longer waiting."),
    total: z.number().int().describe("Scenes that waited for a voice when the video was made."),
    versions: z.array(z.number().int()).describe("The video's versions that saved a recording and nothing else."),
  })
  .nullable()
  .describe("Null when the video's voices were never recorded in the background.");

/** How far a new video's voices are, for an editor opened (or reconnected) while they are recorded. */
export const voicingRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, jobs, viewers, voicing, speaks }) => {
  requireSignIn(app, viewers);
  app.get(
    "/api/v1/content/:id/voicing",
    {
      schema: {
        tags: ["content"],
        summary: "How far a new video's voices are",
        description: "The same progress the `voicing` events carry on `GET /api/v1/events`.",
        params: idParams,
        response: { 200: data(voicingSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await ownedContent(db, signedIn(request), request.params.id);
      return { data: await voicingProgress(jobs, row.id) };
    },
  );

  app.post(
    "/api/v1/content/:id/voicing",
    {
      schema: {
        tags: ["content"],
        summary: "Voice every scene",
        description:
          "Speaks every scene of the saved video whose script has no recording yet, in the background, in the scene's voice or the server's default (the built-in basic voice too), each recording saved into the video as it lands. Answers the progress that `GET` and the `voicing` events then report.",
        params: idParams,
        response: { 202: data(voicingSchema.unwrap()), ...errors(400, 401, 404, 422) },
      },
    },
    async (request, reply) => {
      const row = await ownedContent(db, signedIn(request), request.params.id);
      if (!speaks)
        throw new DomainError(
          "unprocessable",
          "speech_unavailable",
          "Generated voices are turned off on this server (SPEECH_PROVIDER=none).",
        );
      const progress = await voicing.voiceEveryScene(row);
      if (!progress)
        throw new DomainError(
          "unprocessable",
          "nothing_to_voice",
          "Every scene with a script already has its voice. Write a script for a scene first.",
        );
      return reply.status(202).send({ data: progress });
    },
  );
};
