import { contentSchema, type Content, type ContentInput } from "./content.ts";
import type { LayoutInput } from "./layout.ts";

/** A small valid video used across the tests. */
export function sampleContent(): ContentInput {
  return {
    version: 1,
    title: "Spring launch",
    aspectRatio: "9:16",
    templateId: "clean",
    variables: { productName: { type: "text", label: "Product", default: "Trail shoe" } },
    scenes: [
      { id: "intro", layoutId: "title", slots: { headline: { variable: "productName" } }, duration: 3 },
      {
        id: "feature",
        layoutId: "headline-image",
        slots: { headline: { text: "Light as air" }, image: { src: "asset:photo-1", focalPoint: { x: 0.5, y: 0.3 } } },
        duration: { follow: "voiceover", padding: 0.5, min: 2, max: 10 },
        voiceover: { text: "It weighs less than an apple." },
        transition: { type: "crossfade", duration: 0.4 },
      },
    ],
    soundtrack: { src: "asset:music-1" },
  };
}

/** A layout with one slot per kind it shows, placed for every aspect ratio. */
export function sampleLayout(): LayoutInput {
  return {
    id: "headline-image",
    name: "Headline and image",
    slots: [
      { name: "headline", kind: "headline", label: "Headline", required: true, maxLength: 60 },
      { name: "image", kind: "image", label: "Image" },
    ],
    elements: [
      {
        id: "bg",
        type: "shape",
        shape: "rect",
        box: { x: 0, y: 0, width: 1, height: 1 },
        fill: {
          type: "linear-gradient",
          angle: 90,
          stops: [
            { offset: 0, color: "#101828" },
            { offset: 1, color: "#312e81" },
          ],
        },
      },
      {
        id: "photo",
        type: "image",
        slot: "image",
        box: { x: 0, y: 0, width: 1, height: 0.6 },
        boxes: { "16:9": { x: 0.5, y: 0, width: 0.5, height: 1 } },
        kenBurns: { from: { scale: 1, x: 0, y: 0 }, to: { scale: 1.1, x: 0.02, y: 0 } },
      },
      {
        id: "title-group",
        type: "group",
        box: { x: 0.06, y: 0.65, width: 0.88, height: 0.3 },
        children: [
          {
            id: "headline",
            type: "text",
            slot: "headline",
            textStyle: "headline",
            box: { x: 0, y: 0, width: 1, height: 1 },
            animations: [{ preset: "slide", direction: "up" }],
          },
        ],
      },
    ],
  };
}

/** The sample video as strict validation reads it (defaults filled in). */
export const sampleContentParsed = (): Content => contentSchema.parse(sampleContent());
