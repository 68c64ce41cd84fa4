import { MOOD_STYLES, type Hit, type Mood, type MoodStyle } from "./moods.ts";

export type Part = "pad" | "bass" | "keys" | "kick" | "snare" | "hat" | "crash";

/** One note of the score, in seconds from the start. */
export interface Note {
  part: Part;
  start: number;
  length: number;
  /** MIDI pitch; drums ignore it. */
  pitch: number;
  velocity: number;
  /** The final notes fade out over their length instead of holding: the piece ends, not stops. */
  ringOut?: boolean;
}

export interface Score {
  mood: Mood;
  seconds: number;
  /** The tempo after fitting: a whole number of beats fills the length exactly. */
  tempo: number;
  beatSeconds: number;
  /** When every beat falls, from 0: where cuts can land. */
  beats: number[];
  /** When the final chord starts: the piece rings out from here to its end. */
  endingAt: number;
  notes: Note[];
  /** How the pad and the keys sound in this mood. */
  pad: MoodStyle["pad"];
  keysTimbre: "piano" | "mallet";
}

export interface MusicRequest {
  mood: Mood;
  seconds: number;
}

/** A composed bed kept as an audio file: what the server answers and the document's soundtrack points at. */
export interface MusicBed extends MusicRequest {
  /** The bed's audio asset, `asset:<id>`. */
  src: string;
  tempo: number;
  /** Seconds between beats, from 0: where cuts land on the music. */
  beatSeconds: number;
}

const BEATS_PER_BAR = 4;
/** The final chord rings for at least this many beats. */
const ENDING_BEATS = 3;
const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];
/** Where the pad's chords sit: around middle C, each chord moving as little as it can from the last. */
const PAD_RANGE = { low: 53, high: 76, centre: 64 };
const BASS_FLOOR = 36;

/** A piece shorter than this is one held chord; the planner's videos are longer. */
export const SHORTEST_PIECE = 2;
export const LONGEST_PIECE = 600;

/** The pitch classes of the chord on a scale degree: a triad, or with its seventh. */
function chordTones(style: MoodStyle, degree: number): number[] {
  const scale = style.minor ? MINOR : MAJOR;
  const steps = style.sevenths ? [0, 2, 4, 6] : [0, 2, 4];
  return steps.map((step) => {
    const index = degree - 1 + step;
    return (style.tonic + scale[index % 7]! + 12 * Math.floor(index / 7)) % 12;
  });
}

/** A minor key's dominant is major (the raised seventh): the cadence into the ending pulls home. */
function dominantTones(style: MoodStyle): number[] {
  const root = (style.tonic + 7) % 12;
  return [root, (root + 4) % 12, (root + 7) % 12];
}

/** Each tone at the octave nearest the last chord's centre: smooth voice leading without jumps. */
function voiced(tones: number[], centre: number): number[] {
  return tones
    .map((tone) => {
      let pitch = tone + 12 * Math.round((centre - tone) / 12);
      while (pitch < PAD_RANGE.low) pitch += 12;
      while (pitch > PAD_RANGE.high) pitch -= 12;
      return pitch;
    })
    .sort((a, b) => a - b);
}

const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * A piece of music for a mood, exactly `seconds` long: chords a bar from the mood's progression
 * with smooth voice leading, a bass line, the keys' arpeggio and drums after an intro, a
 * dominant bar before the end, then the tonic chord with a crash, ringing out to the last sample.
 * The tempo is the mood's, nudged so that whole beats fill the length: cuts can land on them.
 */
export function composeMusic({ mood, seconds }: MusicRequest): Score {
  if (!(seconds >= SHORTEST_PIECE && seconds <= LONGEST_PIECE))
    throw new RangeError(`A piece lasts ${SHORTEST_PIECE} to ${LONGEST_PIECE} seconds, not ${seconds}.`);
  const style = MOOD_STYLES[mood];
  const beatCount = Math.max(ENDING_BEATS + 1, Math.round(seconds / (60 / style.tempo)));
  const beat = seconds / beatCount;
  // The last downbeat that leaves the ending its beats; before it, whole bars.
  const endingBeat = Math.max(0, BEATS_PER_BAR * Math.floor((beatCount - ENDING_BEATS) / BEATS_PER_BAR));
  const bars = endingBeat / BEATS_PER_BAR;
  const introBars = bars >= 8 ? 2 : bars >= 3 ? 1 : 0;
  const notes: Note[] = [];
  const play = (part: Part, startBeat: number, lengthBeats: number, pitch: number, velocity: number, ringOut = false) =>
    notes.push({ part, start: startBeat * beat, length: lengthBeats * beat, pitch, velocity, ...(ringOut ? { ringOut } : {}) });
  const inBar = (bar: number, hits: Hit[], each: (hit: Hit, at: number) => void) =>
    hits.forEach((hit) => each(hit, bar * BEATS_PER_BAR + hit.at));

  let centre = PAD_RANGE.centre;
  for (let bar = 0; bar < bars; bar++) {
    const cadence = bar === bars - 1 && bars > 1;
    const tones = cadence ? dominantTones(style) : chordTones(style, style.progression[bar % style.progression.length]!);
    const pad = voiced(tones, centre);
    centre = average(pad);
    // A bar's chord sustains into the next one's attack: no gap between chords.
    for (const pitch of pad) play("pad", bar * BEATS_PER_BAR, BEATS_PER_BAR + 0.1, pitch, 0.8);
    const root = BASS_FLOOR + ((tones[0]! - BASS_FLOOR + 120) % 12);
    inBar(bar, style.bass, (hit, at) => play("bass", at, hit.length, root, hit.velocity));
    if (style.keys) {
      const { floor, hits, tones: order } = style.keys;
      const octave = tones.map((tone) => floor + ((tone - floor + 120) % 12)).sort((a, b) => a - b);
      const ladder = [...octave, ...octave.map((pitch) => pitch + 12)];
      hits.forEach((hit, index) =>
        play("keys", bar * BEATS_PER_BAR + hit.at, hit.length, ladder[order[index % order.length]! % ladder.length]!, hit.velocity),
      );
    }
    if (style.drums && bar >= introBars) {
      const drums = style.drums;
      inBar(bar, drums.kick, (hit, at) => play("kick", at, hit.length, 0, hit.velocity));
      inBar(bar, drums.snare, (hit, at) => play("snare", at, hit.length, 0, hit.velocity));
      inBar(bar, drums.hat, (hit, at) => play("hat", at, hit.length, 0, hit.velocity));
    }
  }

  // The ending: the tonic chord (and its root below) on the last downbeat, ringing out.
  const ringing = beatCount - endingBeat;
  const home = voiced(chordTones(style, 1).slice(0, 3), centre);
  for (const pitch of [...home, home[0]! + 12]) play("pad", endingBeat, ringing, pitch, 0.9, true);
  play("bass", endingBeat, ringing, BASS_FLOOR + ((style.tonic - BASS_FLOOR + 120) % 12), 1, true);
  if (style.keys) play("keys", endingBeat, ringing, style.keys.floor + ((style.tonic - style.keys.floor + 120) % 12) + 12, 0.9);
  if (style.drums) {
    play("kick", endingBeat, ringing, 0, 1);
    play("crash", endingBeat, ringing, 0, 0.8);
  }

  return {
    mood,
    seconds,
    tempo: 60 / beat,
    beatSeconds: beat,
    beats: Array.from({ length: beatCount }, (_, index) => index * beat),
    endingAt: endingBeat * beat,
    notes,
    pad: style.pad,
    keysTimbre: style.keys?.timbre ?? "piano",
  };
}
