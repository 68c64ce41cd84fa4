import type { LayoutInput } from "@framewise/scene";
import { place } from "../place.ts";
import { pictureElement, pictureSlot } from "./picture.ts";

/** One big number and what it means: growth, ratings, records. */
export const statLayout: LayoutInput = {
  id: "stat",
  name: "Stat",
  description: "One big number with a label and a line of context.",
  tags: ["number", "text"],
  slots: [
    { name: "kicker", kind: "text", label: "Kicker", maxLength: 40 },
    { name: "number", kind: "headline", label: "Number", required: true, maxLength: 10 },
    { name: "label", kind: "text", label: "Label", required: true, maxLength: 80 },
    { name: "detail", kind: "text", label: "Context", maxLength: 140 },
    pictureSlot,
  ],
  elements: [
    {
      id: "ring",
      type: "shape",
      shape: "ellipse",
      fill: "$primary/0",
      stroke: { color: "$primary/35", width: 28 },
      animations: [{ preset: "pop", duration: 1, easing: "ease-out-quart" }],
      ...place({
        "9:16": [520, -260, 900, 900],
        "1:1": [640, -200, 700, 700],
        "16:9": [1380, -240, 800, 800],
        "4:5": [620, -220, 760, 760],
      }),
    },
    pictureElement({ "9:16": [96, 140, 380, 380], "1:1": [96, 30, 150, 150], "16:9": [1180, 100, 220, 220], "4:5": [96, 40, 210, 210] }),
    {
      id: "kicker",
      type: "text",
      slot: "kicker",
      textStyle: "kicker",
      ...place({ "9:16": [96, 560, 888, 56], "1:1": [96, 190, 888, 52], "16:9": [140, 190, 1000, 56], "4:5": [96, 270, 888, 52] }),
    },
    {
      id: "number",
      type: "text",
      slot: "number",
      textStyle: "stat",
      animations: [
        { preset: "pop", duration: 0.6, easing: "ease-out-back" },
        { preset: "count-up", duration: 1.4, easing: "ease-out-cubic" },
      ],
      start: 0.1,
      ...place({ "9:16": [96, 640, 888, 420], "1:1": [96, 256, 888, 360], "16:9": [140, 260, 1000, 520], "4:5": [96, 336, 888, 400] }),
    },
    {
      id: "label",
      type: "text",
      slot: "label",
      textStyle: "subhead",
      start: 0.3,
      style: { maxSize: 64 },
      ...place({ "9:16": [96, 1090, 888, 220], "1:1": [96, 640, 888, 150], "16:9": [1180, 360, 640, 220], "4:5": [96, 760, 888, 180] }),
    },
    {
      id: "detail",
      type: "text",
      slot: "detail",
      textStyle: "detail",
      start: 0.45,
      ...place({ "9:16": [96, 1330, 888, 200], "1:1": [96, 820, 888, 150], "16:9": [1180, 600, 640, 200], "4:5": [96, 970, 888, 180] }),
    },
  ],
};
