import type { LayoutInput } from "@framewise/scene";
import { place } from "../place.ts";

/** The closing ask: logo, a short line, a button and where to go. */
export const callToActionLayout: LayoutInput = {
  id: "call-to-action",
  name: "Call to action",
  description: "Closing card with the logo, a short line, a button and a link or handle.",
  tags: ["outro", "text"],
  slots: [
    { name: "logo", kind: "logo", label: "Logo" },
    { name: "headline", kind: "headline", label: "Headline", required: true, maxLength: 60 },
    { name: "button", kind: "cta", label: "Button", required: true, maxLength: 24 },
    { name: "link", kind: "text", label: "Link or handle", maxLength: 60 },
  ],
  elements: [
    {
      id: "glow",
      type: "shape",
      shape: "ellipse",
      fill: {
        type: "radial-gradient",
        stops: [
          { offset: 0, color: "$primary/25" },
          { offset: 1, color: "$primary/0" },
        ],
      },
      ...place({
        "9:16": [-260, 420, 1600, 1300],
        "1:1": [-160, 80, 1400, 1000],
        "16:9": [260, -100, 1400, 1300],
        "4:5": [-200, 180, 1480, 1100],
      }),
    },
    {
      id: "logo",
      type: "image",
      slot: "logo",
      fit: "contain",
      ...place({ "9:16": [340, 420, 400, 180], "1:1": [390, 90, 300, 140], "16:9": [810, 110, 300, 150], "4:5": [370, 140, 340, 160] }),
    },
    {
      id: "headline",
      type: "text",
      slot: "headline",
      textStyle: "headline",
      start: 0.1,
      style: { align: "center", verticalAlign: "middle", maxSize: 120 },
      ...place({ "9:16": [96, 660, 888, 500], "1:1": [96, 260, 888, 380], "16:9": [240, 290, 1440, 380], "4:5": [96, 340, 888, 440] }),
    },
    {
      id: "button",
      type: "text",
      slot: "button",
      textStyle: "button",
      start: 0.35,
      animations: [{ preset: "pop", duration: 0.5, easing: "ease-out-back" }],
      ...place({ "9:16": [96, 1230, 888, 130], "1:1": [96, 690, 888, 110], "16:9": [240, 712, 1440, 120], "4:5": [96, 830, 888, 120] }),
    },
    {
      id: "link",
      type: "text",
      slot: "link",
      textStyle: "detail",
      start: 0.5,
      style: { align: "center" },
      ...place({ "9:16": [96, 1410, 888, 64], "1:1": [96, 846, 888, 60], "16:9": [240, 870, 1440, 60], "4:5": [96, 1000, 888, 60] }),
    },
  ],
};
