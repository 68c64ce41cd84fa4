import { z } from "zod";
import { DIRECTIONS } from "./animation.ts";
import { easingSchema } from "./easing.ts";

export const TRANSITION_TYPES = ["cut", "crossfade", "slide", "wipe", "zoom"] as const;

/** How a scene replaces the one before it, over its first `duration` seconds. */
export const transitionSchema = z.strictObject({
  type: z.enum(TRANSITION_TYPES),
  duration: z.number().min(0).max(3).default(0.5),
  direction: z.enum(DIRECTIONS).default("left"),
  easing: easingSchema.default("ease-in-out"),
});
export type Transition = z.output<typeof transitionSchema>;
