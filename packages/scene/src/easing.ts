import { z } from "zod";
import { spring } from "./spring.ts";

const CURVES = ["quad", "cubic", "quart", "quint", "sine", "expo", "circ", "back"] as const;
type Curve = (typeof CURVES)[number];
const KINDS = ["in", "out", "in-out"] as const;

/** The standard set: CSS's keywords and the usual in/out/in-out families. */
export const STANDARD_EASINGS = [
  "linear",
  "ease",
  "ease-in",
  "ease-out",
  "ease-in-out",
  ...CURVES.flatMap((curve) => KINDS.map((kind) => `ease-${kind}-${curve}` as const)),
] as const;

export const easingSchema = z.union([
  z.enum(STANDARD_EASINGS),
  z.strictObject({
    type: z.literal("cubic-bezier"),
    x1: z.number().min(0).max(1),
    y1: z.number().min(-2).max(3),
    x2: z.number().min(0).max(1),
    y2: z.number().min(-2).max(3),
  }),
  z.strictObject({
    type: z.literal("spring"),
    stiffness: z.number().min(1).max(1000).default(170),
    damping: z.number().min(1).max(200).default(26),
    mass: z.number().min(0.1).max(20).default(1),
  }),
]);
export type Easing = z.infer<typeof easingSchema>;

const easeIn: Record<Curve, (t: number) => number> = {
  quad: (t) => t * t,
  cubic: (t) => t ** 3,
  quart: (t) => t ** 4,
  quint: (t) => t ** 5,
  sine: (t) => 1 - Math.cos((t * Math.PI) / 2),
  expo: (t) => (t === 0 ? 0 : 2 ** (10 * t - 10)),
  circ: (t) => 1 - Math.sqrt(1 - t * t),
  back: (t) => 2.70158 * t ** 3 - 1.70158 * t * t,
};

/** A CSS cubic-bézier timing function: solve x(s) = t for s, answer y(s). */
export function cubicBezier(x1: number, y1: number, x2: number, y2: number): (t: number) => number {
  const at = (a: number, b: number, s: number) => 3 * a * s * (1 - s) ** 2 + 3 * b * s * s * (1 - s) + s ** 3;
  const slope = (a: number, b: number, s: number) => 3 * a * (1 - s) ** 2 + 6 * (b - a) * s * (1 - s) + 3 * (1 - b) * s * s;
  return (t) => {
    let s = t;
    for (let i = 0; i < 8; i++) {
      const error = at(x1, x2, s) - t;
      const d = slope(x1, x2, s);
      if (Math.abs(error) < 1e-7) return at(y1, y2, s);
      if (Math.abs(d) < 1e-6) break;
      s -= error / d;
    }
    // Newton did not settle (flat slope): bisection always does.
    let low = 0;
    let high = 1;
    s = t;
    for (let i = 0; i < 50 && high - low > 1e-7; i++) {
      if (at(x1, x2, s) < t) low = s;
      else high = s;
      s = (low + high) / 2;
    }
    return at(y1, y2, s);
  };
}

const css = {
  ease: cubicBezier(0.25, 0.1, 0.25, 1),
  "ease-in": cubicBezier(0.42, 0, 1, 1),
  "ease-out": cubicBezier(0, 0, 0.58, 1),
  "ease-in-out": cubicBezier(0.42, 0, 0.58, 1),
};

function standard(name: (typeof STANDARD_EASINGS)[number]): (t: number) => number {
  if (name === "linear") return (t) => t;
  if (name in css) return css[name as keyof typeof css];
  const [, kind, curve] = /^ease-(in-out|in|out)-(\w+)$/.exec(name) as unknown as [string, string, Curve];
  const f = easeIn[curve];
  if (kind === "in") return f;
  if (kind === "out") return (t) => 1 - f(1 - t);
  return (t) => (t < 0.5 ? f(2 * t) / 2 : 1 - f(2 - 2 * t) / 2);
}

/** The eased progress for `t` in 0..1 (clamped); 0 maps to 0 and 1 to 1 for every easing. */
export function ease(easing: Easing, t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  if (clamped === 0 || clamped === 1) return clamped;
  if (typeof easing === "string") return standard(easing)(clamped);
  if (easing.type === "cubic-bezier") return cubicBezier(easing.x1, easing.y1, easing.x2, easing.y2)(clamped);
  return spring(easing.stiffness, easing.damping, easing.mass)(clamped);
}
