import type { Content } from "@framewise/scene";
import type { MusicBed } from "@framewise/music";

/** A planned cut moves to the nearest beat, but never leaves a scene shorter than this many beats. */
const SHORTEST_SCENE_BEATS = 2;
/** A bed's own intro and ending do the fading; the document only softens a loop's restart. */
const BED_SOUNDTRACK = { volume: 0.6, fadeIn: 0, fadeOut: 1, duckUnderVoice: true } as const;

/**
 * The document with the bed as its soundtrack and every cut between fixed-length scenes moved to
 * the nearest beat of the music, the video's length kept (the bed fills it in whole beats).
 * Scenes that follow a voice or a clip keep their timing: their cuts move with what they follow.
 */
export function withMusic(document: Content, bed: MusicBed): Content {
  const fixed = document.scenes.every((scene) => typeof scene.duration === "number");
  const scenes = fixed ? onTheBeat(document.scenes, bed.beatSeconds) : document.scenes;
  return { ...document, scenes, soundtrack: { src: bed.src, ...BED_SOUNDTRACK } };
}

/** Each cut at the beat nearest its planned time; the plan as it was if that would squeeze the last scene. */
function onTheBeat(scenes: Content["scenes"], beat: number): Content["scenes"] {
  let planned = 0;
  let placed = 0;
  const snapped = scenes.map((scene, index) => {
    planned += scene.duration as number;
    // The last cut is the video's end, which the bed fills in whole beats already.
    const end =
      index === scenes.length - 1 ? planned : placed + Math.max(Math.round((planned - placed) / beat), SHORTEST_SCENE_BEATS) * beat;
    const duration = Number((end - placed).toFixed(4));
    placed = end;
    return { ...scene, duration };
  });
  return snapped.every((scene) => scene.duration >= SHORTEST_SCENE_BEATS * beat - 1e-3) ? snapped : scenes;
}
