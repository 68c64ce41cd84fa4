import { followingAtLeastPlanned, type Content, type FollowingDuration, type Scene } from "@framewise/scene";
import { setVoiceoverSource, setVoiceoverText } from "./document-edits";

/** What the server answers for a spoken script: the scene's voiceover fields and a length that follows the voice. */
export interface GeneratedVoice {
  voiceover: { text: string; src: string; voice: string; timing: NonNullable<Voiceover["timing"]>; wordStarts?: number[] };
  duration: FollowingDuration;
}

type Voiceover = NonNullable<Scene["voiceover"]>;

function updateScene(content: Content, sceneId: string, change: (scene: Scene) => Scene): Content {
  return { ...content, scenes: content.scenes.map((scene) => (scene.id === sceneId ? change(scene) : scene)) };
}

/** The voiceover without its generated recording: once the words or the voice change, the recording no longer says them. */
function withoutGeneratedAudio(voiceover: Voiceover): Voiceover {
  if (!voiceover.timing) return voiceover;
  const { src: _src, timing: _timing, wordStarts: _wordStarts, ...rest } = voiceover;
  return rest;
}

/** A generated voiceover was made from this script in this voice. */
export const isGenerated = (scene: Scene) => Boolean(scene.voiceover?.src && scene.voiceover.timing);

/** New words for the scene's script; a recording generated from the old words is dropped (a recording of your own stays). */
export function setScript(content: Content, sceneId: string, text: string): Content {
  const edited = setVoiceoverText(content, sceneId, text);
  return updateScene(edited, sceneId, (scene) => {
    const before = content.scenes.find((each) => each.id === sceneId)?.voiceover;
    if (!scene.voiceover || before?.text === text) return scene;
    return { ...scene, voiceover: withoutGeneratedAudio(scene.voiceover) };
  });
}

/** The voice the scene's script is spoken in (undefined: the server's default); a recording in another voice is dropped. */
export function setVoice(content: Content, sceneId: string, voice: string | undefined): Content {
  return updateScene(content, sceneId, (scene) => {
    const current = scene.voiceover ?? { text: "", volume: 1 };
    if (current.voice === voice) return scene;
    const { voice: _voice, ...rest } = withoutGeneratedAudio(current);
    return { ...scene, voiceover: voice ? { ...rest, voice } : rest };
  });
}

/** A recording of your own (or none); it has no generated word timings. */
export function setRecording(content: Content, sceneId: string, src: string | undefined): Content {
  const scene = content.scenes.find((each) => each.id === sceneId);
  const cleared = scene?.voiceover
    ? updateScene(content, sceneId, (each) => ({ ...each, voiceover: withoutGeneratedAudio(scene.voiceover!) }))
    : content;
  return setVoiceoverSource(cleared, sceneId, src);
}

/**
 * The generated voice into the scene, with its length following it (never below the scene's
 * planned length, so voicing keeps the video's length), if the script still says
 * what was spoken (words typed while it was made wait for the next one).
 */
export function applyGeneratedVoice(content: Content, sceneId: string, generated: GeneratedVoice): Content {
  return updateScene(content, sceneId, (scene) => {
    if (scene.voiceover?.text.trim() !== generated.voiceover.text) return scene;
    const { wordStarts, ...fields } = generated.voiceover;
    const { wordStarts: _previous, ...kept } = scene.voiceover;
    return {
      ...scene,
      voiceover: { ...kept, ...fields, text: scene.voiceover.text, ...(wordStarts ? { wordStarts } : {}) },
      duration: followingAtLeastPlanned(scene, generated.duration),
    };
  });
}
