import type { LayoutInput } from "@framewise/scene";
import { fullBleed, place } from "../place.ts";

/** A clip filling the frame with bold captions, the spoken word lit as it is said. */
export const captionsVideoLayout: LayoutInput = {
  id: "captions-video",
  name: "Captions over video",
  description: "Full-frame video clip with large word-by-word captions and a small logo.",
  tags: ["video", "captions"],
  slots: [
    { name: "video", kind: "video", label: "Video clip", required: true },
    { name: "caption", kind: "caption", label: "Caption", maxLength: 160 },
    { name: "logo", kind: "logo", label: "Logo" },
  ],
  elements: [
    { id: "clip", type: "video", slot: "video", ...fullBleed },
    {
      id: "scrim",
      type: "shape",
      shape: "rect",
      fill: {
        type: "linear-gradient",
        angle: 90,
        stops: [
          { offset: 0, color: "#00000000" },
          { offset: 1, color: "#000000b3" },
        ],
      },
      ...place({ "9:16": [0, 1060, 1080, 860], "1:1": [0, 560, 1080, 520], "16:9": [0, 560, 1920, 520], "4:5": [0, 760, 1080, 590] }),
    },
    {
      id: "caption",
      type: "text",
      slot: "caption",
      textStyle: "caption",
      ...place({ "9:16": [96, 1260, 888, 360], "1:1": [96, 780, 888, 230], "16:9": [260, 780, 1400, 220], "4:5": [96, 990, 888, 280] }),
    },
    {
      id: "logo",
      type: "image",
      slot: "logo",
      fit: "contain",
      focalPoint: { x: 0, y: 0.5 },
      opacity: 0.9,
      ...place({ "9:16": [72, 120, 260, 100], "1:1": [60, 60, 220, 84], "16:9": [80, 70, 240, 90], "4:5": [64, 80, 240, 90] }),
    },
  ],
};
