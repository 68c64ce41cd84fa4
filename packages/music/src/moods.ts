import type { Template } from "@framewise/scene";

export type Mood = Exclude<Template["musicMood"], "none">;

/** Where in a bar (in beats, 0 to 4) a part plays, how long and how loud. */
export interface Hit {
  at: number;
  length: number;
  velocity: number;
}

/** The keys' pattern: which chord tone (0 = lowest, counting up past the chord into the next octave) plays on each hit. */
export interface Arpeggio {
  hits: Hit[];
  tones: number[];
  /** The lowest pitch of the arpeggio's range (MIDI). */
  floor: number;
  /** How the keys sound: a soft electric piano or a woody mallet. */
  timbre: "piano" | "mallet";
}

/** How one mood is made: its tempo, key, harmony and the patterns of each part. */
export interface MoodStyle {
  /** Beats a minute before the tempo is fitted to the video's length. */
  tempo: number;
  /** The key's tonic as a MIDI pitch class (0 = C). */
  tonic: number;
  minor: boolean;
  /** Scale degrees (1 to 7), a chord a bar, repeated. */
  progression: number[];
  /** Chords with their seventh (softer, jazzier colour). */
  sevenths: boolean;
  /** The pad's brightness: its low-pass cut-off in hertz, and its attack in seconds. */
  pad: { cutoff: number; attack: number; level: number };
  bass: Hit[];
  keys?: Arpeggio;
  drums?: { kick: Hit[]; snare: Hit[]; hat: Hit[] };
}

const hits = (at: number[], length: number, velocity: number | ((at: number) => number)): Hit[] =>
  at.map((beat) => ({ at: beat, length, velocity: typeof velocity === "number" ? velocity : velocity(beat) }));
const EIGHTHS = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5];
/** Louder on the beat than between beats. */
const onTheBeat = (loud: number, soft: number) => (at: number) => (Number.isInteger(at) ? loud : soft);

/** Six moods, the templates' music moods: each a small style of its own. */
export const MOOD_STYLES: Record<Mood, MoodStyle> = {
  upbeat: {
    tempo: 118,
    tonic: 0,
    minor: false,
    progression: [1, 5, 6, 4],
    sevenths: false,
    pad: { cutoff: 2200, attack: 0.08, level: 0.8 },
    bass: hits(EIGHTHS, 0.4, onTheBeat(1, 0.7)),
    keys: { hits: hits(EIGHTHS, 0.45, onTheBeat(0.9, 0.6)), tones: [0, 1, 2, 3, 2, 1, 2, 3], floor: 67, timbre: "piano" },
    drums: { kick: hits([0, 1, 2, 3], 0.5, 1), snare: hits([1, 3], 0.5, 0.8), hat: hits([0.5, 1.5, 2.5, 3.5], 0.25, 0.7) },
  },
  playful: {
    tempo: 124,
    tonic: 5,
    minor: false,
    progression: [1, 4, 5, 4],
    sevenths: false,
    pad: { cutoff: 1800, attack: 0.05, level: 0.55 },
    bass: [...hits([0, 2], 0.4, 1), ...hits([1.5, 3], 0.3, 0.7)],
    keys: { hits: hits(EIGHTHS, 0.25, onTheBeat(0.9, 0.65)), tones: [0, 2, 1, 2, 3, 2, 1, 2], floor: 69, timbre: "mallet" },
    drums: { kick: hits([0, 1.5, 2], 0.5, 0.9), snare: hits([1, 3], 0.5, 0.7), hat: hits(EIGHTHS, 0.2, onTheBeat(0.35, 0.55)) },
  },
  inspiring: {
    tempo: 96,
    tonic: 2,
    minor: false,
    progression: [6, 4, 1, 5],
    sevenths: false,
    pad: { cutoff: 1500, attack: 0.35, level: 1 },
    bass: [...hits([0], 1.9, 1), ...hits([2, 3], 0.9, 0.8)],
    keys: { hits: hits(EIGHTHS, 0.5, onTheBeat(0.85, 0.6)), tones: [0, 1, 2, 1, 3, 1, 2, 1], floor: 62, timbre: "piano" },
    drums: { kick: hits([0, 2.5], 0.5, 0.8), snare: hits([1, 3], 0.5, 0.45), hat: hits(EIGHTHS, 0.2, 0.3) },
  },
  corporate: {
    tempo: 104,
    tonic: 7,
    minor: false,
    progression: [1, 6, 4, 5],
    sevenths: true,
    pad: { cutoff: 1700, attack: 0.2, level: 0.8 },
    bass: hits([0, 1, 2, 3], 0.8, onTheBeat(1, 1)),
    keys: { hits: hits(EIGHTHS, 0.4, onTheBeat(0.8, 0.55)), tones: [0, 2, 1, 2, 0, 2, 1, 3], floor: 64, timbre: "piano" },
    drums: { kick: hits([0, 2], 0.5, 0.8), snare: hits([1, 3], 0.5, 0.5), hat: hits(EIGHTHS, 0.2, onTheBeat(0.4, 0.3)) },
  },
  calm: {
    tempo: 76,
    tonic: 3,
    minor: false,
    progression: [1, 4, 6, 4],
    sevenths: true,
    pad: { cutoff: 1000, attack: 0.9, level: 1.1 },
    bass: hits([0], 3.8, 0.8),
    keys: { hits: hits([0, 1.5, 2, 3], 0.9, 0.5), tones: [2, 1, 3, 0], floor: 67, timbre: "piano" },
  },
  dramatic: {
    tempo: 86,
    tonic: 9,
    minor: true,
    progression: [1, 6, 3, 7],
    sevenths: false,
    pad: { cutoff: 1100, attack: 0.5, level: 1.1 },
    bass: hits(EIGHTHS, 0.45, onTheBeat(1, 0.75)),
    drums: { kick: hits([0, 1.5, 2], 0.6, 1), snare: hits([3], 0.6, 0.9), hat: [] },
  },
};
