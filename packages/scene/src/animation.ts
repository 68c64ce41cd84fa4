import { z } from "zod";
import { ease, easingSchema } from "./easing.ts";
import { LIMITS } from "./limits.ts";

/** Properties keyframes can drive. Positions are offsets in fractions of the container. */
export const ANIMATABLE_PROPERTIES = ["opacity", "x", "y", "scale", "rotation", "clip"] as const;
export type AnimatableProperty = (typeof ANIMATABLE_PROPERTIES)[number];

export const keyframeSchema = z.strictObject({
  /** Seconds from the element's start. */
  time: z.number().min(0).max(LIMITS.sceneSeconds),
  value: z.number().min(-10_000).max(10_000),
  /** How the value moves from this keyframe to the next. */
  easing: easingSchema.default("linear"),
});
export type Keyframe = z.infer<typeof keyframeSchema>;

export const trackSchema = z
  .array(keyframeSchema)
  .min(1)
  .max(LIMITS.keyframes)
  .refine((frames) => frames.every((frame, i) => i === 0 || frame.time >= frames[i - 1]!.time), "keyframes must be in time order");

export const keyframeTracksSchema = z.strictObject(
  Object.fromEntries(ANIMATABLE_PROPERTIES.map((property) => [property, trackSchema.optional()])) as Record<
    AnimatableProperty,
    z.ZodOptional<typeof trackSchema>
  >,
);
export type KeyframeTracks = z.infer<typeof keyframeTracksSchema>;

export const ANIMATION_PRESETS = ["fade", "slide", "pop", "typewriter", "word-highlight", "count-up", "word-rise", "line-rise"] as const;
export const DIRECTIONS = ["left", "right", "up", "down"] as const;

export const presetSchema = z.strictObject({
  preset: z.enum(ANIMATION_PRESETS),
  /** `in` plays from the element's start, `out` ends at its end. */
  phase: z.enum(["in", "out"]).default("in"),
  duration: z.number().min(0.05).max(10).default(0.6),
  delay: z.number().min(0).max(LIMITS.sceneSeconds).default(0),
  direction: z.enum(DIRECTIONS).default("up"),
  easing: easingSchema.default("ease-out-cubic"),
});
export type Preset = z.infer<typeof presetSchema>;

/** Value of one keyframe track at `time` seconds: held before the first and after the last. */
export function valueAt(track: Keyframe[], time: number): number {
  const first = track[0]!;
  if (time <= first.time) return first.value;
  for (let i = 1; i < track.length; i++) {
    const next = track[i]!;
    if (time < next.time) {
      const previous = track[i - 1]!;
      const progress = (time - previous.time) / (next.time - previous.time);
      return previous.value + (next.value - previous.value) * ease(previous.easing, progress);
    }
  }
  return track.at(-1)!.value;
}

/** Everything that moves an element at one instant; the renderer applies it around the element's box. */
export interface AnimatedState {
  opacity: number;
  /** Offsets in fractions of the container. */
  x: number;
  y: number;
  scale: number;
  /** Degrees. */
  rotation: number;
  /** Fraction of the element revealed by its clip, 0..1. */
  clip: number;
  /** Fraction of the text revealed (typewriter, word or line rise), highlighted (word highlight) or counted (count-up), 0..1. */
  reveal: number;
}

const SLIDE_DISTANCE = 0.08;
const slideOffsets = { left: [-1, 0], right: [1, 0], up: [0, 1], down: [0, -1] } as const;

/** The preset's progress at `time`: 0 hidden (before "in", after "out"), 1 fully shown. */
function presetProgress(preset: Preset, time: number, elementDuration: number): number {
  const start = preset.phase === "in" ? preset.delay : elementDuration - preset.delay - preset.duration;
  const eased = ease(preset.easing, (time - start) / preset.duration);
  return preset.phase === "in" ? eased : 1 - eased;
}

/**
 * The element's state at `time` seconds after its start: keyframe tracks first, then each preset
 * multiplied or added on top (so a fade-in and a slide-in combine).
 */
export function animatedState(
  tracks: KeyframeTracks | undefined,
  presets: readonly Preset[] | undefined,
  time: number,
  elementDuration: number,
): AnimatedState {
  const state: AnimatedState = { opacity: 1, x: 0, y: 0, scale: 1, rotation: 0, clip: 1, reveal: 1 };
  for (const property of ANIMATABLE_PROPERTIES) {
    const track = tracks?.[property];
    if (track) state[property] = valueAt(track, time);
  }
  for (const preset of presets ?? []) {
    const progress = presetProgress(preset, time, elementDuration);
    switch (preset.preset) {
      case "fade":
        state.opacity *= progress;
        break;
      case "slide": {
        const [dx, dy] = slideOffsets[preset.direction];
        state.x += dx * SLIDE_DISTANCE * (1 - progress);
        state.y += dy * SLIDE_DISTANCE * (1 - progress);
        state.opacity *= Math.min(1, progress * 2);
        break;
      }
      case "pop":
        state.scale *= 0.6 + 0.4 * progress;
        state.opacity *= Math.min(1, progress * 3);
        break;
      case "typewriter":
      case "word-highlight":
      case "count-up":
      case "word-rise":
      case "line-rise":
        state.reveal = Math.min(state.reveal, progress);
        break;
    }
  }
  state.opacity = Math.min(1, Math.max(0, state.opacity));
  state.clip = Math.min(1, Math.max(0, state.clip));
  return state;
}
