import type { Content, Scene } from "@framewise/scene";
import type { FastifyBaseLogger } from "fastify";
import type { Planner } from "../planner/planner.ts";
import { synthesizeVoiceover, type GeneratedVoiceover, type VoiceDeps } from "./synthesize-voiceover.ts";

/** Scenes spoken at once: a few parallel requests, not one per scene of a long video. */
const AT_ONCE = 3;

/** A voiced scene lasts as long as its voice and a beat (smart timing), within bounds. */
export const VOICE_FOLLOWING_DURATION = { follow: "voiceover", padding: 0.5, min: 2, max: 30 } as const;

/** The scene with its generated voiceover, its length following the voice (smart timing). */
export function withGeneratedVoice(scene: Scene, generated: GeneratedVoiceover): Scene {
  const { wordStarts, ...fields } = generated;
  const voiceover = { ...scene.voiceover!, ...fields };
  if (wordStarts) voiceover.wordStarts = wordStarts;
  else delete voiceover.wordStarts;
  return { ...scene, voiceover, duration: { ...VOICE_FOLLOWING_DURATION } };
}

/**
 * Gives every scene with a script and no recording its generated voiceover. A scene the provider
 * cannot speak keeps its script and fixed length (logged): a video is never lost to its voice.
 */
export async function voiceDocument(deps: VoiceDeps, userId: string, document: Content, log: FastifyBaseLogger): Promise<Content> {
  const scenes = [...document.scenes];
  const waiting = scenes
    .map((scene, index) => ({ scene, index }))
    .filter(({ scene }) => scene.voiceover?.text.trim() && !scene.voiceover.src);
  const speakNext = async (): Promise<void> => {
    const next = waiting.shift();
    if (!next) return;
    try {
      const generated = await synthesizeVoiceover(deps, userId, { text: next.scene.voiceover!.text, voice: next.scene.voiceover!.voice });
      scenes[next.index] = withGeneratedVoice(next.scene, generated);
    } catch (error) {
      log.warn({ err: error, sceneId: next.scene.id }, "a scene's voiceover could not be generated");
    }
    return speakNext();
  };
  await Promise.all(Array.from({ length: AT_ONCE }, speakNext));
  return { ...document, scenes };
}

/**
 * The planner, with a speech service configured: a new video comes with its voiceovers, spoken
 * before it is first saved, so the editor opens on a voiced video and no later write can race
 * the person's first edits. The built-in basic voice is offered in the editor instead of being
 * put on every video.
 */
export function withVoiceovers(planner: Planner, deps: VoiceDeps | undefined, log: FastifyBaseLogger): Planner {
  if (!deps || deps.speech.local) return planner;
  return {
    describe: () => planner.describe(),
    async plan(userId, input, options) {
      const planned = await planner.plan(userId, input, options);
      return { ...planned, document: await voiceDocument(deps, userId, planned.document, log) };
    },
  };
}
