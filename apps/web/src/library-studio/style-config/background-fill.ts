import type { Fill } from "@framewise/scene";

export type FillKind = "solid" | "linear-gradient" | "radial-gradient" | "keyframed";
type Gradient = Extract<Fill, { stops: unknown }>;
export type GradientStop = Gradient["stops"][number];

export const fillKind = (fill: Fill): FillKind => (typeof fill === "string" ? "solid" : "type" in fill ? fill.type : "keyframed");

/** A fill's first still colour: what a switch to another kind starts from. */
function firstColor(fill: Fill): string {
  if (typeof fill === "string") return fill;
  if ("stops" in fill) {
    const color = fill.stops[0]!.color;
    return typeof color === "string" ? color : (color.keyframes[0]?.color ?? "$background");
  }
  return fill.keyframes[0]?.color ?? "$background";
}

/** The fill as another kind, keeping what it can: a gradient's stops, or its first colour. */
export function convertFill(fill: Fill, kind: Exclude<FillKind, "keyframed">): Fill {
  if (kind === "solid") return firstColor(fill);
  const gradient = typeof fill === "object" && "stops" in fill ? fill : undefined;
  const stops: GradientStop[] = gradient?.stops ?? [
    { offset: 0, color: firstColor(fill) },
    { offset: 1, color: "$surface" },
  ];
  const angle = gradient && "angle" in gradient ? gradient.angle : 180;
  return kind === "linear-gradient" ? { type: kind, angle, stops } : { type: kind, stops };
}

/** A stop changed, added (halfway along the last gap, in the last stop's colour) or removed. */
export function setStop(fill: Gradient, index: number, change: Partial<GradientStop>): Gradient {
  return { ...fill, stops: fill.stops.map((stop, at) => (at === index ? { ...stop, ...change } : stop)) };
}

export function addStop(fill: Gradient): Gradient {
  const last = fill.stops.at(-1)!;
  const before = fill.stops.at(-2)!;
  const stop = { offset: (before.offset + last.offset) / 2, color: last.color };
  return { ...fill, stops: [...fill.stops.slice(0, -1), stop, last] };
}

export const removeStop = (fill: Gradient, index: number): Gradient => ({ ...fill, stops: fill.stops.filter((_, at) => at !== index) });
