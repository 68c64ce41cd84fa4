import type { LayoutInput } from "@framewise/scene";
import { fullBleed, place } from "../place.ts";

/** A full-bleed photo drifting slowly (Ken Burns), darkened at the foot where the words sit. */
export const headlineImageLayout: LayoutInput = {
  id: "headline-image",
  name: "Headline + image",
  description: "Full-bleed photo with a slow zoom and a headline over a soft gradient.",
  tags: ["image", "text"],
  slots: [
    { name: "image", kind: "image", label: "Photo", required: true },
    { name: "headline", kind: "headline", label: "Headline", required: true, maxLength: 70 },
    { name: "body", kind: "text", label: "Text", maxLength: 140 },
  ],
  elements: [
    {
      id: "photo",
      type: "image",
      slot: "image",
      ...fullBleed,
      kenBurns: { from: { scale: 1.04, x: 0, y: 0 }, to: { scale: 1.16, x: 0.02, y: -0.02 } },
    },
    {
      id: "scrim",
      type: "shape",
      shape: "rect",
      fill: {
        type: "linear-gradient",
        angle: 90,
        stops: [
          { offset: 0, color: "$background/0" },
          { offset: 0.55, color: "$background/70" },
          { offset: 1, color: "$background/95" },
        ],
      },
      ...place({ "9:16": [0, 820, 1080, 1100], "1:1": [0, 380, 1080, 700], "16:9": [0, 360, 1920, 720], "4:5": [0, 500, 1080, 850] }),
    },
    {
      id: "headline",
      type: "text",
      slot: "headline",
      textStyle: "headline",
      style: { verticalAlign: "bottom" },
      ...place({ "9:16": [96, 1100, 888, 440], "1:1": [96, 540, 888, 280], "16:9": [140, 520, 1400, 320], "4:5": [96, 740, 888, 340] }),
    },
    {
      id: "body",
      type: "text",
      slot: "body",
      textStyle: "subhead",
      start: 0.25,
      ...place({ "9:16": [96, 1570, 888, 200], "1:1": [96, 846, 888, 150], "16:9": [140, 866, 1300, 120], "4:5": [96, 1100, 888, 160] }),
    },
  ],
};
