import type { LayoutInput } from "@framewise/scene";
import { place } from "../place.ts";

/** Photo on one half, words on the other: stacked on tall canvases, side by side on wide ones. */
export const splitLayout: LayoutInput = {
  id: "split",
  name: "Split",
  description: "Photo on one half and a kicker, headline and text on the other.",
  tags: ["image", "text"],
  slots: [
    { name: "image", kind: "image", label: "Photo", required: true },
    { name: "kicker", kind: "text", label: "Kicker", maxLength: 40 },
    { name: "headline", kind: "headline", label: "Headline", required: true, maxLength: 70 },
    { name: "body", kind: "text", label: "Text", maxLength: 200 },
  ],
  elements: [
    {
      id: "photo",
      type: "image",
      slot: "image",
      ...place({ "9:16": [0, 0, 1080, 940], "1:1": [540, 0, 540, 1080], "16:9": [960, 0, 960, 1080], "4:5": [0, 0, 1080, 620] }),
      kenBurns: { from: { scale: 1, x: 0, y: 0 }, to: { scale: 1.08, x: 0, y: 0 } },
      keyframes: {
        clip: [
          { time: 0, value: 0, easing: "ease-out-quart" },
          { time: 0.8, value: 1 },
        ],
      },
    },
    {
      id: "edge",
      type: "shape",
      shape: "rect",
      fill: "$accent",
      ...place({ "9:16": [0, 934, 1080, 12], "1:1": [534, 0, 12, 1080], "16:9": [954, 0, 12, 1080], "4:5": [0, 614, 1080, 12] }),
    },
    {
      id: "kicker",
      type: "text",
      slot: "kicker",
      textStyle: "kicker",
      start: 0.2,
      ...place({ "9:16": [96, 1050, 888, 56], "1:1": [72, 250, 420, 48], "16:9": [120, 290, 760, 56], "4:5": [96, 700, 888, 52] }),
    },
    {
      id: "headline",
      type: "text",
      slot: "headline",
      textStyle: "headline",
      start: 0.3,
      style: { maxSize: 110 },
      ...place({ "9:16": [96, 1126, 888, 380], "1:1": [72, 316, 420, 380], "16:9": [120, 366, 760, 380], "4:5": [96, 766, 888, 300] }),
    },
    {
      id: "body",
      type: "text",
      slot: "body",
      textStyle: "body",
      start: 0.45,
      ...place({ "9:16": [96, 1530, 888, 260], "1:1": [72, 716, 420, 240], "16:9": [120, 770, 760, 200], "4:5": [96, 1086, 888, 190] }),
    },
  ],
};
