import type { LayoutInput } from "@framewise/scene";
import { place } from "../place.ts";
import { pictureElement, pictureSlot } from "./picture.ts";
import { drawOn } from "./motion.ts";

/** Opening card: a kicker, a big headline, a subtitle, the logo and a picture, with an accent bar drawing on. */
export const titleLayout: LayoutInput = {
  id: "title",
  name: "Title",
  description: "Opening card with a kicker, a large headline, a subtitle and a logo.",
  tags: ["intro", "text"],
  slots: [
    { name: "kicker", kind: "text", label: "Kicker", maxLength: 40 },
    { name: "headline", kind: "headline", label: "Headline", required: true, maxLength: 80 },
    { name: "subtitle", kind: "text", label: "Subtitle", maxLength: 140 },
    { name: "logo", kind: "logo", label: "Logo" },
    pictureSlot,
  ],
  elements: [
    {
      id: "orb",
      type: "shape",
      shape: "ellipse",
      fill: {
        type: "radial-gradient",
        stops: [
          { offset: 0, color: "$primary/45" },
          { offset: 1, color: "$primary/0" },
        ],
      },
      ...place({
        "9:16": [380, 1180, 1100, 1100],
        "1:1": [560, 520, 800, 800],
        "16:9": [1180, 360, 1100, 1100],
        "4:5": [520, 760, 900, 900],
      }),
      animations: [{ preset: "pop", duration: 1.2, easing: "ease-out-quart" }],
    },
    pictureElement({ "9:16": [96, 170, 500, 500], "1:1": [96, 40, 190, 190], "16:9": [1530, 330, 300, 300], "4:5": [96, 70, 280, 280] }),
    {
      id: "kicker",
      type: "text",
      slot: "kicker",
      textStyle: "kicker",
      ...place({ "9:16": [96, 700, 888, 60], "1:1": [96, 250, 888, 56], "16:9": [140, 290, 1300, 56], "4:5": [96, 370, 888, 56] }),
    },
    {
      id: "bar",
      type: "shape",
      shape: "rect",
      fill: "$accent",
      ...place({ "9:16": [96, 782, 140, 10], "1:1": [96, 326, 140, 10], "16:9": [140, 366, 140, 10], "4:5": [96, 446, 140, 10] }),
      keyframes: drawOn,
    },
    {
      id: "headline",
      type: "text",
      slot: "headline",
      textStyle: "headline",
      start: 0.1,
      ...place({ "9:16": [96, 830, 888, 520], "1:1": [96, 366, 888, 400], "16:9": [140, 400, 1360, 380], "4:5": [96, 486, 888, 460] }),
    },
    {
      id: "subtitle",
      type: "text",
      slot: "subtitle",
      textStyle: "subhead",
      start: 0.3,
      ...place({ "9:16": [96, 1380, 888, 200], "1:1": [96, 790, 888, 120], "16:9": [140, 800, 1200, 120], "4:5": [96, 966, 888, 160] }),
    },
    {
      id: "logo",
      type: "image",
      slot: "logo",
      fit: "contain",
      focalPoint: { x: 0, y: 0.5 },
      start: 0.5,
      ...place({ "9:16": [96, 1650, 320, 120], "1:1": [96, 950, 260, 80], "16:9": [1560, 900, 240, 100], "4:5": [96, 1190, 280, 100] }),
    },
  ],
};
