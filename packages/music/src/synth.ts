import type { Note, Score } from "./compose.ts";
import { seededRandom } from "@framewise/scene";
import { reverb } from "./reverb.ts";

export const SAMPLE_RATE = 48_000;

export interface StereoSound {
  sampleRate: number;
  left: Float32Array;
  right: Float32Array;
}

/** The mix's loudness before the peaks are softened: about −17 dBFS RMS (−15 LUFS), a bed under a voice. */
const TARGET_RMS = 0.14;
/** The loudest a sample gets: −1 dBFS, so encoding to AAC does not clip between samples. */
const CEILING = 0.89;
/** Above this share of the ceiling the mix is bent smoothly towards it rather than clipped. */
const KNEE = 0.7;
/** The last fraction of a second goes to silence, so the end never clicks. */
const LAST_FADE = 0.25;

const TABLE_SIZE = 4096;
const SINE = Float32Array.from({ length: TABLE_SIZE + 1 }, (_, index) => Math.sin((2 * Math.PI * index) / TABLE_SIZE));
/** sin(2π·phase) from a table: the synth's inner loops call it millions of times. */
function sine(phase: number): number {
  const place = (phase - Math.floor(phase)) * TABLE_SIZE;
  const index = place | 0;
  return SINE[index]! + (SINE[index + 1]! - SINE[index]!) * (place - index);
}

const hz = (pitch: number) => 440 * 2 ** ((pitch - 69) / 12);

/** Seeded white noise in [-1, 1): the same score always sounds the same. */
function noise(seed: number): () => number {
  const random = seededRandom(seed);
  return () => random() * 2 - 1;
}

/** A state-variable filter (Zavalishin's topology-preserving form): stable at any cut-off. */
function filter(cutoff: number, q = 0.707) {
  const g = Math.tan((Math.PI * Math.min(cutoff, SAMPLE_RATE * 0.45)) / SAMPLE_RATE);
  const k = 1 / q;
  const a1 = 1 / (1 + g * (g + k));
  const a2 = g * a1;
  const a3 = g * a2;
  let ic1 = 0;
  let ic2 = 0;
  const out = { low: 0, band: 0, high: 0 };
  return (input: number) => {
    const v3 = input - ic2;
    const v1 = a1 * ic1 + a2 * v3;
    const v2 = ic2 + a2 * ic1 + a3 * v3;
    ic1 = 2 * v1 - ic1;
    ic2 = 2 * v2 - ic2;
    out.low = v2;
    out.band = v1;
    out.high = input - k * v1 - v2;
    return out;
  };
}

/** The step a naive sawtooth takes each cycle, smoothed over one sample (polyBLEP): no aliasing whistle. */
function blep(phase: number, step: number): number {
  if (phase < step) {
    const t = phase / step;
    return t + t - t * t - 1;
  }
  if (phase > 1 - step) {
    const t = (phase - 1) / step;
    return t * t + t + t + 1;
  }
  return 0;
}

interface Bus {
  left: Float32Array;
  right: Float32Array;
  sendLeft: Float32Array;
  sendRight: Float32Array;
}

/** Writes one sound into the bus from sample `from`: `voice(t)` answers its left and right at t seconds into it. */
function place(bus: Bus, from: number, samples: number, send: number, voice: (t: number, out: [number, number]) => void) {
  const out: [number, number] = [0, 0];
  const end = Math.min(bus.left.length, from + samples);
  for (let index = Math.max(0, from); index < end; index++) {
    voice((index - from) / SAMPLE_RATE, out);
    bus.left[index]! += out[0];
    bus.right[index]! += out[1];
    if (send) {
      bus.sendLeft[index]! += out[0] * send;
      bus.sendRight[index]! += out[1] * send;
    }
  }
}

/** 0 before `attack` ends rising, 1 while the note is held, falling to 0 over `release` after `length`. */
const envelope = (t: number, attack: number, length: number, release: number) =>
  Math.min(1, t / attack) * (t <= length ? 1 : Math.max(0, 1 - (t - length) / release));
/** A final note's fade: from full to silence over its length, quicker at first, as a struck chord dies away. */
const ringing = (t: number, length: number) => (1 - Math.min(1, t / length)) ** 2;

/** The per-sample factor of a decay to 1/e over `seconds`: a multiplication instead of an exp a sample. */
const decayFactor = (seconds: number) => Math.exp(-1 / (seconds * SAMPLE_RATE));

/**
 * One chord of the pad: two detuned sawtooths a note on each side, each side's sum through one
 * low-pass that opens as the piece goes on: warm and wide. Written as one loop without calls:
 * the pad is most of the synth's work.
 */
function padChord(bus: Bus, chord: Note[], score: Score) {
  const { start, length, ringOut } = chord[0]!;
  const release = 0.6;
  const spread = 2 ** (0.08 / 12);
  const steps = chord.flatMap((note) =>
    [spread, 1 / spread, spread ** 0.5, 1 / spread ** 0.5].map((detune) => (hz(note.pitch) * detune) / SAMPLE_RATE),
  );
  const gains = chord.flatMap((note) => Array<number>(4).fill(0.07 * score.pad.level * note.velocity));
  const phases = steps.map((_, index) => (index * 0.37) % 1);
  const cutoff = score.pad.cutoff * (0.85 + 0.35 * (start / score.seconds));
  const lowPass = { left: filter(cutoff), right: filter(cutoff) };
  const attack = Math.max(1, Math.min(score.pad.attack, length / 2) * SAMPLE_RATE);
  const [held, fading] = [length * SAMPLE_RATE, release * SAMPLE_RATE];
  const from = Math.round(start * SAMPLE_RATE);
  const end = Math.min(bus.left.length, from + Math.ceil(held + fading));
  for (let index = from; index < end; index++) {
    const t = index - from;
    let left = 0;
    let right = 0;
    for (let saw = 0; saw < steps.length; saw++) {
      const phase = phases[saw]!;
      const step = steps[saw]!;
      const value = (2 * phase - 1 - blep(phase, step)) * gains[saw]!;
      if (saw % 2 === 0) left += value;
      else right += value;
      phases[saw] = phase + step >= 1 ? phase + step - 1 : phase + step;
    }
    const level = Math.min(1, t / attack) * (ringOut ? ringing(t, held) : t <= held ? 1 : Math.max(0, 1 - (t - held) / fading));
    left = lowPass.left(left).low * level;
    right = lowPass.right(right).low * level;
    bus.left[index]! += left;
    bus.right[index]! += right;
    bus.sendLeft[index]! += left * 0.35;
    bus.sendRight[index]! += right * 0.35;
  }
}

/** A round sine bass with a little of its second and third harmonics, so small speakers still carry it. */
function bass(bus: Bus, note: Note) {
  const release = 0.06;
  const frequency = hz(note.pitch);
  const gain = 0.16 * note.velocity;
  place(bus, Math.round(note.start * SAMPLE_RATE), Math.ceil((note.length + release) * SAMPLE_RATE), 0, (t, out) => {
    const phase = frequency * t;
    const decay = 0.7 + 0.3 * Math.exp(-t / 0.12);
    const shape = note.ringOut ? ringing(t, note.length) : envelope(t, 0.005, note.length, release);
    const value = (sine(phase) + 0.3 * sine(2 * phase) + 0.12 * sine(3 * phase)) * gain * decay * shape;
    out[0] = value;
    out[1] = value;
  });
}

/** FM keys: a soft electric piano (ratio 1) or a mallet (ratio 4, short), placed left or right by pitch. */
function keys(bus: Bus, note: Note, timbre: Score["keysTimbre"]) {
  const mallet = timbre === "mallet";
  const ring = mallet ? 0.12 : 0.35;
  const frequency = hz(note.pitch) / SAMPLE_RATE;
  const ratio = mallet ? 4 : 1;
  const pan = Math.max(-0.6, Math.min(0.6, (note.pitch - 72) / 18));
  const [toLeft, toRight] = [Math.sqrt((1 - pan) / 2), Math.sqrt((1 + pan) / 2)];
  // Decays as running products: the brightness (FM index) fades faster than the loudness.
  const [brightnessFade, loudnessFade] = mallet ? [decayFactor(0.04), decayFactor(0.22)] : [decayFactor(0.3), decayFactor(0.9)];
  let brightness = (mallet ? 2.4 : 1.6) / (2 * Math.PI);
  const floor = mallet ? 0 : 0.15 / (2 * Math.PI);
  let loudness = 0.23 * note.velocity;
  const attack = 0.003 * SAMPLE_RATE;
  const [held, fading] = [note.length * SAMPLE_RATE, ring * SAMPLE_RATE];
  const from = Math.round(note.start * SAMPLE_RATE);
  const end = Math.min(bus.left.length, from + Math.ceil(held + fading));
  for (let index = from; index < end; index++) {
    const t = index - from;
    const value =
      sine(frequency * t + (brightness + floor) * sine(ratio * frequency * t)) *
      loudness *
      Math.min(1, t / attack) *
      (t <= held ? 1 : Math.max(0, 1 - (t - held) / fading));
    brightness *= brightnessFade;
    loudness *= loudnessFade;
    bus.left[index]! += value * toLeft;
    bus.right[index]! += value * toRight;
    bus.sendLeft[index]! += value * toLeft * 0.4;
    bus.sendRight[index]! += value * toRight * 0.4;
  }
}

/** A kick: a sine falling from about 160 Hz to 48 Hz, with a click of noise on top. */
function kick(bus: Bus, note: Note, random: () => number) {
  const gain = 0.42 * note.velocity;
  const length = Math.min(0.5, note.length + 0.2);
  let phase = 0;
  place(bus, Math.round(note.start * SAMPLE_RATE), Math.ceil(length * SAMPLE_RATE), 0, (t, out) => {
    phase += (48 + 110 * Math.exp(-t / 0.035)) / SAMPLE_RATE;
    const value = (sine(phase) * Math.exp(-t / 0.28) + 0.15 * random() * Math.exp(-t / 0.002)) * gain * Math.max(0, 1 - t / length);
    out[0] = value;
    out[1] = value;
  });
}

/** A snare: band-passed noise with a short tone under it. */
function snare(bus: Bus, note: Note, random: () => number) {
  const gain = 0.75 * note.velocity;
  const band = filter(1900, 0.9);
  place(bus, Math.round(note.start * SAMPLE_RATE), Math.ceil(0.35 * SAMPLE_RATE), 0.25, (t, out) => {
    const value = (band(random()).band * 1.6 * Math.exp(-t / 0.12) + 0.5 * sine(185 * t) * Math.exp(-t / 0.05)) * gain;
    out[0] = value;
    out[1] = value;
  });
}

/** Hi-hats and the closing crash: high-passed noise, short and a little to the right, or long and wide. */
function cymbal(bus: Bus, note: Note, random: () => number, crash: boolean) {
  const length = crash ? note.length : 0.12;
  const gain = (crash ? 0.35 : 0.6) * note.velocity;
  const [left, right] = [filter(crash ? 5000 : 7500), filter(crash ? 5000 : 7500)];
  place(bus, Math.round(note.start * SAMPLE_RATE), Math.ceil(length * SAMPLE_RATE), crash ? 0.3 : 0, (t, out) => {
    const level = gain * Math.exp(-t / (crash ? 0.9 : 0.035)) * Math.max(0, 1 - t / length);
    const hit = left(random()).high * level;
    out[0] = crash ? hit : hit * 0.8;
    out[1] = crash ? right(random()).high * level : hit;
  });
}

/** The pad's notes by the time they are struck: each chord is rendered through one filter a side. */
export function chordsOf(notes: Note[]): Note[][] {
  const chords = new Map<number, Note[]>();
  for (const note of notes) if (note.part === "pad") chords.set(note.start, [...(chords.get(note.start) ?? []), note]);
  return [...chords.values()];
}

/** Bends peaks above the knee smoothly towards the ceiling: louder parts stay clean, nothing clips. */
const soften = (value: number) => {
  const size = Math.abs(value) / CEILING;
  if (size <= KNEE) return value;
  return Math.sign(value) * CEILING * (KNEE + (1 - KNEE) * Math.tanh((size - KNEE) / (1 - KNEE)));
};

/**
 * The score as stereo sound at 48 kHz: every note synthesised (pads, bass, keys, drums), a
 * reverb under the pads and keys, the mix brought to a bed's loudness with its peaks softened,
 * and the last quarter second faded to silence.
 */
export function renderScore(score: Score): StereoSound {
  const samples = Math.round(score.seconds * SAMPLE_RATE);
  const bus: Bus = {
    left: new Float32Array(samples),
    right: new Float32Array(samples),
    sendLeft: new Float32Array(samples),
    sendRight: new Float32Array(samples),
  };
  const random = noise(0x5eed);
  for (const chord of chordsOf(score.notes)) padChord(bus, chord, score);
  for (const note of score.notes) {
    if (note.part === "pad") continue;
    if (note.part === "bass") bass(bus, note);
    else if (note.part === "keys") keys(bus, note, score.keysTimbre);
    else if (note.part === "kick") kick(bus, note, random);
    else if (note.part === "snare") snare(bus, note, random);
    else cymbal(bus, note, random, note.part === "crash");
  }
  reverb(bus.sendLeft, bus.sendRight, SAMPLE_RATE);
  let energy = 0;
  for (let index = 0; index < samples; index++) {
    bus.left[index]! += bus.sendLeft[index]!;
    bus.right[index]! += bus.sendRight[index]!;
    energy += bus.left[index]! ** 2 + bus.right[index]! ** 2;
  }
  const gain = energy > 0 ? TARGET_RMS / Math.sqrt(energy / (2 * samples)) : 0;
  const fadeFrom = samples - Math.round(LAST_FADE * SAMPLE_RATE);
  for (let index = 0; index < samples; index++) {
    const fade = index < fadeFrom ? 1 : (samples - 1 - index) / (samples - 1 - fadeFrom);
    bus.left[index] = soften(bus.left[index]! * gain) * fade;
    bus.right[index] = soften(bus.right[index]! * gain) * fade;
  }
  return { sampleRate: SAMPLE_RATE, left: bus.left, right: bus.right };
}
