import type { AspectRatio, Box } from "./geometry.ts";
import type { Layout } from "./layout.ts";
import { placedElements, type CheckFinding } from "./placed-elements.ts";

/** A part of the canvas a platform covers with its own interface, in fractions of the canvas. */
export interface UnsafeZone {
  name: string;
  box: Box;
}

/**
 * Where short-video apps draw over a 9:16 video (fractions of 1080 × 1920). Taken from the
 * platforms' published safe-zone guides (TikTok's ad "safe zone" overlay, Instagram Reels' and
 * YouTube Shorts' creator guides, 2024): a status and header strip at the top, the caption,
 * account name and music line at the bottom, and the like/comment/share rail on the right.
 * Each app differs by a few pixels; these are the union, rounded outwards.
 */
export const VERTICAL_UI_ZONES: readonly UnsafeZone[] = [
  { name: "top bar (status and header)", box: { x: 0, y: 0, width: 1, height: 0.07 } },
  { name: "caption and account zone", box: { x: 0, y: 0.8, width: 1, height: 0.2 } },
  { name: "action buttons rail", box: { x: 0.875, y: 0.4, width: 0.125, height: 0.4 } },
];

/** The margin kept clear at every edge in every aspect ratio (players' rounded corners, feed crops): 3 %. */
export const EDGE_MARGIN = 0.03;

/** The zones where nothing important may sit in that aspect ratio. */
export function unsafeZones(aspect: AspectRatio): UnsafeZone[] {
  const m = EDGE_MARGIN;
  const edges: UnsafeZone[] = [
    { name: "left edge margin", box: { x: 0, y: 0, width: m, height: 1 } },
    { name: "right edge margin", box: { x: 1 - m, y: 0, width: m, height: 1 } },
    { name: "top edge margin", box: { x: 0, y: 0, width: 1, height: m } },
    { name: "bottom edge margin", box: { x: 0, y: 1 - m, width: 1, height: m } },
  ];
  return aspect === "9:16" ? [...edges, ...VERTICAL_UI_ZONES] : edges;
}

/** Slot kinds whose content a viewer must see whole: words, the brand, the price, the call to action. */
const IMPORTANT_KINDS = new Set(["headline", "text", "list", "price", "cta", "caption", "logo"]);

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Every important element (text, and elements bound to a word, logo, price or call-to-action
 * slot) that reaches into a zone the platform covers. Decorations and full-bleed media may.
 */
export function safeAreaFindings(layout: Pick<Layout, "elements" | "slots">, aspect: AspectRatio): CheckFinding[] {
  const kinds = new Map(layout.slots.map((slot) => [slot.name, slot.kind]));
  const findings: CheckFinding[] = [];
  for (const { element, box } of placedElements(layout, aspect)) {
    const kind = element.slot ? kinds.get(element.slot) : undefined;
    if (element.type !== "text" && !(kind && IMPORTANT_KINDS.has(kind))) continue;
    for (const zone of unsafeZones(aspect))
      if (overlaps(box, zone.box)) findings.push({ aspect, element: element.id, message: `reaches into the ${zone.name}` });
  }
  return findings;
}
