import type { LayoutInput } from "@framewise/scene";
import { place } from "../place.ts";

/** A product on a card with its name, price tag and one benefit. */
export const productLayout: LayoutInput = {
  id: "product",
  name: "Product with price",
  description: "Product photo on a card, its name, a price tag and one line of benefit.",
  tags: ["product", "commerce", "image"],
  slots: [
    { name: "image", kind: "image", label: "Product photo", required: true },
    { name: "name", kind: "headline", label: "Product name", required: true, maxLength: 60 },
    { name: "price", kind: "price", label: "Price", required: true, maxLength: 20 },
    { name: "detail", kind: "text", label: "Benefit", maxLength: 120 },
  ],
  elements: [
    {
      id: "card",
      type: "shape",
      shape: "rounded",
      cornerRadius: 48,
      fill: "$surface",
      animations: [{ preset: "pop", duration: 0.6, easing: "ease-out-quart" }],
      ...place({ "9:16": [64, 160, 952, 1060], "1:1": [48, 48, 520, 984], "16:9": [100, 100, 860, 880], "4:5": [64, 100, 952, 780] }),
    },
    {
      id: "photo",
      type: "image",
      slot: "image",
      fit: "contain",
      cornerRadius: 24,
      start: 0.1,
      animations: [{ preset: "fade", duration: 0.6 }],
      kenBurns: { from: { scale: 1, x: 0, y: 0 }, to: { scale: 1.06, x: 0, y: 0 } },
      ...place({ "9:16": [124, 220, 832, 940], "1:1": [88, 88, 440, 904], "16:9": [160, 160, 740, 760], "4:5": [124, 160, 832, 660] }),
    },
    {
      id: "name",
      type: "text",
      slot: "name",
      textStyle: "productName",
      start: 0.25,
      ...place({ "9:16": [96, 1270, 888, 220], "1:1": [620, 180, 400, 380], "16:9": [1040, 200, 780, 320], "4:5": [96, 920, 888, 170] }),
    },
    {
      id: "price",
      type: "text",
      slot: "price",
      textStyle: "price",
      start: 0.4,
      ...place({ "9:16": [110, 1520, 874, 130], "1:1": [634, 600, 386, 110], "16:9": [1054, 560, 766, 130], "4:5": [110, 1110, 874, 110] }),
    },
    {
      id: "detail",
      type: "text",
      slot: "detail",
      textStyle: "body",
      start: 0.55,
      ...place({ "9:16": [96, 1690, 888, 130], "1:1": [620, 760, 400, 240], "16:9": [1040, 740, 780, 200], "4:5": [96, 1240, 888, 80] }),
    },
  ],
};
