import type { Content, Scene } from "./content.ts";

/** A scene with a script and no recording yet: what a generated voice is made for. */
export const awaitsVoice = (scene: Scene): boolean => Boolean(scene.voiceover?.text.trim() && !scene.voiceover.src);

/**
 * `from`'s generated recording fits `scene` when `scene` still waits for it: the same words, and
 * the same voice or none chosen (the recording names the default it was spoken in).
 */
function recordingFor(scene: Scene, from: Scene | undefined): Scene["voiceover"] {
  const wanted = scene.voiceover;
  const made = from?.voiceover;
  if (!wanted || !made?.src || !made.timing || !awaitsVoice(scene)) return undefined;
  if (made.text.trim() !== wanted.text.trim() || (wanted.voice && wanted.voice !== made.voice)) return undefined;
  return made;
}

/**
 * `into` with the generated recordings `from` holds for scenes of `into` still waiting for them
 * (matched by id; the script as `into` has it), each scene's length following its voice as in
 * `from`. Everything else in `into` stays as it is, and `into` itself comes back when nothing
 * fits, so a caller can tell by identity that nothing changed.
 */
export function takeRecordings(into: Content, from: Content): Content {
  const byId = new Map(from.scenes.map((scene) => [scene.id, scene]));
  let taken = false;
  const scenes = into.scenes.map((scene) => {
    const source = byId.get(scene.id);
    const made = recordingFor(scene, source);
    if (!made || !source) return scene;
    taken = true;
    const { src, voice, timing, wordStarts } = made;
    const voiceover = { ...scene.voiceover!, src, voice, timing, ...(wordStarts ? { wordStarts } : {}) };
    return { ...scene, voiceover, duration: source.duration };
  });
  return taken ? { ...into, scenes } : into;
}
