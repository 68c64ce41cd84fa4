import { LIMITS, sceneDurationSchema } from "@framewise/scene";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../../platform/db/database.ts";
import { ownedContent } from "../../../platform/access/access.ts";
import { data, errors, fileAnswer, idParams } from "../../../kernel/api-schemas.ts";
import { DomainError } from "../../../kernel/errors.ts";
import { requireSignIn, signedIn } from "../../signed-in.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import type { SpeechEngine } from "../../../video-studio/voice/speech-engine.ts";
import type { VoiceServices } from "../../../video-studio/voice/create-voice.ts";
import { synthesizeVoiceover } from "../../../video-studio/voice/synthesize-voiceover.ts";
import { VOICE_FOLLOWING_DURATION } from "../../../video-studio/voice/voice-document.ts";

interface Deps {
  db: Db;
  viewers: ViewerResolver;
  /** Undefined with SPEECH_PROVIDER=none. */
  voice: VoiceServices | undefined;
}

const voiceId = z
  .string()
  .regex(/^[A-Za-z0-9_.+-]{1,100}$/, "A voice id is letters, digits and . _ + -.")
  .describe("A voice's id, as the voices list gives it.");
const voiceList = z.strictObject({
  provider: z
    .strictObject({ id: z.string(), model: z.string(), label: z.string(), local: z.boolean() })
    .nullable()
    .describe("Who speaks; null when generated voices are turned off (SPEECH_PROVIDER=none)."),
  default_voice: z.string().nullable(),
  voices: z.array(z.strictObject({ id: z.string(), name: z.string(), language: z.string().optional() })),
});
const voiceoverBody = z.strictObject({
  text: z.string().trim().min(1, "Write the script first.").max(LIMITS.textLength),
  voice: voiceId.optional(),
});
const generatedVoiceover = z.strictObject({
  voiceover: z.strictObject({
    text: z.string(),
    src: z.string(),
    voice: z.string(),
    timing: z
      .enum(["provider", "aligned", "estimated"])
      .describe(
        "`provider`: word timings from the voice; `aligned`: from the recording's speech and pauses; `estimated`: from the words' lengths.",
      ),
    wordStarts: z.array(z.number()).optional(),
  }),
  duration: sceneDurationSchema,
});
const tags = ["content"];

const speechOff = () =>
  new DomainError(
    "unprocessable",
    "speech_unavailable",
    "Generated voices are turned off on this server. An administrator can set SPEECH_PROVIDER (a speech service such as openai, elevenlabs, lmnt, hume, deepgram, fal or azure, with SPEECH_API_KEY), or leave it unset for the built-in basic voice.",
  );

/** Voiceovers by text-to-speech: the voices on offer, a sample of each, and a scene script spoken into the owner's library. */
export const voiceRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, viewers, voice }) => {
  requireSignIn(app, viewers);
  const speechOrRefuse = (): SpeechEngine => {
    if (!voice) throw speechOff();
    return voice.speech;
  };

  app.get(
    "/api/v1/voices",
    { schema: { tags, summary: "The voices voiceovers can be spoken in", response: { 200: data(voiceList), ...errors(401, 422) } } },
    async () => {
      if (!voice) return { data: { provider: null, default_voice: null, voices: [] } };
      const { speech } = voice;
      const voices = await speech.listVoices().catch((error: unknown) => {
        throw new DomainError(
          "unprocessable",
          "speech_failed",
          `${speech.label} did not list its voices: ${error instanceof Error ? error.message : ""}`,
        );
      });
      return {
        data: {
          provider: { id: speech.provider, model: speech.model, label: speech.label, local: speech.local },
          default_voice: speech.defaultVoice,
          voices,
        },
      };
    },
  );

  app.get(
    "/api/v1/voices/:voice/sample",
    {
      schema: {
        tags,
        summary: "A short sample of a voice",
        params: z.object({ voice: voiceId }),
        response: { 200: fileAnswer("The sample's audio.", "audio/mpeg", "audio/wav"), ...errors(400, 401, 422) },
      },
    },
    async (request, reply) => {
      const speech = speechOrRefuse();
      if (!(await speech.listVoices()).some((each) => each.id === request.params.voice))
        throw new DomainError("invalid", "invalid_request", "That voice is not offered by the speech provider.", {
          voice: "Unknown voice.",
        });
      const sample = await voice!.samples(request.params.voice);
      return reply.type(sample.mimeType).header("Cache-Control", "private, max-age=86400").send(Buffer.from(sample.audio));
    },
  );

  app.post(
    "/api/v1/content/:id/voiceover",
    {
      schema: {
        tags,
        summary: "Speak a scene's script",
        description:
          "Speaks the script in the voice (the server's default when none is given) and keeps the recording in the caller's asset library; the same words in the same voice answer the kept recording without asking the provider again. Answers the scene's `voiceover` fields and a duration that follows the voice; the editor puts them into the document, so nothing is saved here.",
        params: idParams,
        body: voiceoverBody,
        response: { 200: data(generatedVoiceover), ...errors(400, 401, 404, 409, 422, 507) },
      },
    },
    async (request) => {
      const viewer = signedIn(request);
      await ownedContent(db, viewer, request.params.id);
      speechOrRefuse();
      const generated = await synthesizeVoiceover(voice!, viewer.id, request.body);
      return { data: { voiceover: { text: request.body.text, ...generated }, duration: VOICE_FOLLOWING_DURATION } };
    },
  );
};
