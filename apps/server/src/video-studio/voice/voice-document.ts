import { awaitsVoice, followingAtLeastPlanned, type Content, type Scene } from "@framewise/scene";
import type { GeneratedVoiceover } from "./synthesize-voiceover.ts";

/** A voiced scene lasts as long as its voice and a beat (smart timing), within bounds. */
export const VOICE_FOLLOWING_DURATION = { follow: "voiceover", padding: 0.5, min: 2, max: 30 } as const;

/** What a scene asked to be spoken: its script, and its voice when one was chosen. */
export interface SceneScript {
  text: string;
  voice?: string;
}

/** The planned scene with its generated voiceover, its length following the voice (smart timing) but never below the plan. */
export function withGeneratedVoice(scene: Scene, generated: GeneratedVoiceover): Scene {
  const { wordStarts, ...fields } = generated;
  const voiceover = { ...scene.voiceover!, ...fields };
  if (wordStarts) voiceover.wordStarts = wordStarts;
  else delete voiceover.wordStarts;
  return { ...scene, voiceover, duration: followingAtLeastPlanned(scene, VOICE_FOLLOWING_DURATION) };
}

/** The script of each scene waiting for a voice, by scene id. */
export function scriptsToSpeak(document: Content): { sceneId: string; script: SceneScript }[] {
  return document.scenes.filter(awaitsVoice).map((scene) => ({
    sceneId: scene.id,
    script: { text: scene.voiceover!.text.trim(), ...(scene.voiceover!.voice ? { voice: scene.voiceover!.voice } : {}) },
  }));
}

/** Whether scene `sceneId` still waits for exactly this script: not edited, given a recording or deleted since it was asked for. */
export function waitsFor(document: Content, sceneId: string, script: SceneScript): boolean {
  const scene = document.scenes.find((each) => each.id === sceneId);
  return Boolean(scene && awaitsVoice(scene) && scene.voiceover!.text.trim() === script.text && scene.voiceover!.voice === script.voice);
}

/**
 * The document with `generated` in scene `sceneId` if that scene still waits for this script;
 * undefined when it no longer does, so nothing the person changed is overwritten.
 */
export function withSceneVoice(
  document: Content,
  sceneId: string,
  script: SceneScript,
  generated: GeneratedVoiceover,
): Content | undefined {
  if (!waitsFor(document, sceneId, script)) return undefined;
  return { ...document, scenes: document.scenes.map((scene) => (scene.id === sceneId ? withGeneratedVoice(scene, generated) : scene)) };
}
