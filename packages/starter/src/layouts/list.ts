import type { LayoutInput } from "@framewise/scene";
import { place } from "../place.ts";
import { drawOn } from "./motion.ts";

/** A headline over a card of bullet points: steps, tips, features. */
export const listLayout: LayoutInput = {
  id: "list",
  name: "List",
  description: "Headline and up to five bullet points on a card.",
  tags: ["text", "list"],
  slots: [
    { name: "headline", kind: "headline", label: "Headline", required: true, maxLength: 60 },
    { name: "items", kind: "list", label: "Points", required: true },
  ],
  elements: [
    {
      id: "headline",
      type: "text",
      slot: "headline",
      textStyle: "headline",
      style: { maxSize: 110, verticalAlign: "bottom" },
      ...place({ "9:16": [96, 260, 888, 360], "1:1": [96, 90, 888, 230], "16:9": [140, 300, 640, 420], "4:5": [96, 130, 888, 290] }),
    },
    {
      id: "bar",
      type: "shape",
      shape: "rect",
      fill: "$accent",
      ...place({ "9:16": [96, 650, 140, 10], "1:1": [96, 340, 140, 10], "16:9": [140, 750, 140, 10], "4:5": [96, 446, 140, 10] }),
      keyframes: drawOn,
    },
    {
      id: "card",
      type: "shape",
      shape: "rounded",
      cornerRadius: 40,
      fill: "$surface",
      start: 0.15,
      animations: [{ preset: "slide", direction: "up", duration: 0.6 }],
      ...place({ "9:16": [64, 720, 952, 720], "1:1": [64, 390, 952, 600], "16:9": [860, 180, 960, 720], "4:5": [64, 500, 952, 700] }),
    },
    {
      id: "items",
      type: "text",
      slot: "items",
      textStyle: "list",
      start: 0.35,
      ...place({ "9:16": [128, 780, 824, 600], "1:1": [128, 440, 824, 500], "16:9": [930, 240, 820, 600], "4:5": [128, 560, 824, 580] }),
    },
  ],
};
