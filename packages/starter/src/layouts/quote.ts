import type { LayoutInput } from "@framewise/scene";
import { place } from "../place.ts";
import { drawOn } from "./motion.ts";

/** A testimonial or quotation with its author and the author's role. */
export const quoteLayout: LayoutInput = {
  id: "quote",
  name: "Quote",
  description: "A quotation or testimonial with its author.",
  tags: ["text", "social proof"],
  slots: [
    { name: "quote", kind: "text", label: "Quote", required: true, maxLength: 220 },
    { name: "author", kind: "text", label: "Author", maxLength: 60 },
    { name: "role", kind: "text", label: "Role", maxLength: 80 },
  ],
  elements: [
    {
      id: "mark",
      type: "text",
      text: "\u201C",
      textStyle: "quoteMark",
      animations: [{ preset: "pop", duration: 0.7, easing: "ease-out-back" }],
      ...place({ "9:16": [80, 380, 320, 300], "1:1": [80, 70, 240, 230], "16:9": [124, 100, 260, 250], "4:5": [80, 140, 280, 260] }),
    },
    {
      id: "quote",
      type: "text",
      slot: "quote",
      textStyle: "quote",
      start: 0.15,
      ...place({ "9:16": [96, 680, 888, 700], "1:1": [96, 290, 888, 470], "16:9": [140, 340, 1640, 440], "4:5": [96, 400, 888, 560] }),
    },
    {
      id: "bar",
      type: "shape",
      shape: "rect",
      fill: "$accent",
      start: 0.3,
      ...place({ "9:16": [96, 1430, 96, 8], "1:1": [96, 800, 96, 8], "16:9": [140, 816, 96, 8], "4:5": [96, 1000, 96, 8] }),
      keyframes: drawOn,
    },
    {
      id: "author",
      type: "text",
      slot: "author",
      textStyle: "attribution",
      start: 0.4,
      ...place({ "9:16": [96, 1466, 888, 64], "1:1": [96, 830, 888, 60], "16:9": [140, 846, 1200, 60], "4:5": [96, 1030, 888, 60] }),
    },
    {
      id: "role",
      type: "text",
      slot: "role",
      textStyle: "detail",
      start: 0.5,
      ...place({ "9:16": [96, 1536, 888, 56], "1:1": [96, 894, 888, 52], "16:9": [140, 910, 1200, 52], "4:5": [96, 1094, 888, 52] }),
    },
  ],
};
