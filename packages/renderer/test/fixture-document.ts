import { contentSchema, layoutSchema, templateSchema, type Content } from "@framewise/scene";
import type { FrameSource, RenderAssets } from "../src/index.ts";

/** A two-scene 9:16 video that exercises gradients, shapes, groups, text styles, an image and a transition. */
export const goldenContent: Content = contentSchema.parse({
  version: 1,
  title: "Golden",
  aspectRatio: "9:16",
  templateId: "golden",
  scenes: [
    {
      id: "one",
      layoutId: "title",
      slots: { headline: { text: "Make videos from anything" }, kicker: { text: "Framewise" } },
      duration: 2,
    },
    {
      id: "two",
      layoutId: "photo",
      slots: { headline: { text: "Pixels you can trust" }, image: { src: "asset:checker" } },
      duration: 2,
      transition: { type: "wipe", duration: 0.5, direction: "right", easing: "linear" },
    },
  ],
});

const template = templateSchema.parse({
  id: "golden",
  name: "Golden",
  palette: { background: "#0f172a", surface: "#1e293b", primary: "#6366f1", secondary: "#22d3ee", text: "#f8fafc", accent: "#facc15" },
  fonts: { heading: { family: "Inter", weight: 800 }, body: { family: "Inter", weight: 400 } },
  textStyles: {
    headline: {
      fontFamily: "Inter",
      fontWeight: 800,
      minSize: 48,
      maxSize: 140,
      lineHeight: 1.05,
      align: "center",
      verticalAlign: "middle",
      color: "#f8fafc",
      shadow: { color: "#00000080", blur: 12, x: 0, y: 4 },
    },
    kicker: {
      fontFamily: "Inter",
      fontWeight: 700,
      minSize: 28,
      maxSize: 44,
      align: "center",
      color: "#0f172a",
      letterSpacing: 0.12,
      transform: "uppercase",
      background: { color: "#facc15", padding: 16, radius: 12 },
    },
  },
  background: {
    type: "linear-gradient",
    angle: 90,
    stops: [
      { offset: 0, color: "#0f172a" },
      { offset: 1, color: "#312e81" },
    ],
  },
  transition: { type: "crossfade", duration: 0.4 },
  animations: {
    headline: [
      { preset: "slide", direction: "up", duration: 0.6 },
      { preset: "fade", duration: 0.6 },
    ],
  },
  layouts: ["title", "photo"],
});

const layouts = [
  layoutSchema.parse({
    id: "title",
    name: "Title",
    slots: [
      { name: "headline", kind: "headline", label: "Headline" },
      { name: "kicker", kind: "text", label: "Kicker" },
    ],
    elements: [
      {
        id: "orb",
        type: "shape",
        shape: "ellipse",
        box: { x: 0.55, y: -0.1, width: 0.8, height: 0.45 },
        fill: {
          type: "radial-gradient",
          stops: [
            { offset: 0, color: "#22d3eecc" },
            { offset: 1, color: "#22d3ee00" },
          ],
        },
      },
      { id: "kicker", type: "text", slot: "kicker", textStyle: "kicker", box: { x: 0.2, y: 0.3, width: 0.6, height: 0.05 } },
      { id: "headline", type: "text", slot: "headline", textStyle: "headline", box: { x: 0.08, y: 0.38, width: 0.84, height: 0.3 } },
      {
        id: "bar",
        type: "shape",
        shape: "rounded",
        cornerRadius: 12,
        box: { x: 0.35, y: 0.72, width: 0.3, height: 0.012 },
        fill: "#6366f1",
      },
    ],
  }),
  layoutSchema.parse({
    id: "photo",
    name: "Photo",
    slots: [
      { name: "headline", kind: "headline", label: "Headline" },
      { name: "image", kind: "image", label: "Image" },
    ],
    elements: [
      {
        id: "photo",
        type: "image",
        slot: "image",
        cornerRadius: 40,
        box: { x: 0.08, y: 0.08, width: 0.84, height: 0.5 },
        kenBurns: { from: { scale: 1, x: 0, y: 0 }, to: { scale: 1.2, x: 0, y: 0 } },
      },
      {
        id: "caption",
        type: "group",
        box: { x: 0.08, y: 0.64, width: 0.84, height: 0.24 },
        children: [
          {
            id: "card",
            type: "shape",
            shape: "rounded",
            cornerRadius: 32,
            box: { x: 0, y: 0, width: 1, height: 1 },
            fill: "#1e293b",
            stroke: { color: "#6366f1", width: 4 },
          },
          {
            id: "headline",
            type: "text",
            slot: "headline",
            textStyle: "headline",
            box: { x: 0.06, y: 0.1, width: 0.88, height: 0.8 },
            style: { maxSize: 96 },
          },
        ],
      },
    ],
  }),
];

/** Render assets around a checkerboard image the host drew. */
export function goldenAssets(checker: { width: number; height: number }): RenderAssets {
  return { template, layouts: Object.fromEntries(layouts.map((layout) => [layout.id, layout])), images: { "asset:checker": checker } };
}

/** Paints the fixture's 8×8 checkerboard image (two colours) on any canvas of `size` pixels. */
export function paintCheckerboard(ctx: { fillStyle: unknown; fillRect(x: number, y: number, w: number, h: number): void }, size: number) {
  const cell = size / 8;
  for (let row = 0; row < 8; row++)
    for (let column = 0; column < 8; column++) {
      ctx.fillStyle = (row + column) % 2 ? "#f97316" : "#fde68a";
      ctx.fillRect(column * cell, row * cell, cell, cell);
    }
}

/** A 3 s 16:9 video: one clip over the whole frame (source `asset:clip`) under a headline. */
export const clipContent: Content = contentSchema.parse({
  version: 1,
  title: "Clip",
  aspectRatio: "16:9",
  templateId: "golden",
  scenes: [{ id: "clip", layoutId: "clip", slots: { headline: { text: "Frame accurate" }, clip: { src: "asset:clip" } }, duration: 3 }],
});

const clipLayout = layoutSchema.parse({
  id: "clip",
  name: "Clip",
  slots: [
    { name: "clip", kind: "video", label: "Clip" },
    { name: "headline", kind: "headline", label: "Headline" },
  ],
  elements: [
    { id: "clip", type: "video", slot: "clip", box: { x: 0, y: 0, width: 1, height: 1 } },
    { id: "headline", type: "text", slot: "headline", textStyle: "headline", box: { x: 0.1, y: 0.7, width: 0.8, height: 0.2 } },
  ],
});

/** Render assets around the clip's frame source (the host's: ffmpeg on the server, <video> in the browser). */
export function clipAssets(clip: FrameSource): RenderAssets {
  return { template, layouts: { clip: clipLayout }, images: {}, videos: { "asset:clip": clip } };
}
