import { layoutSchema } from "@framewise/scene";
import { expect, test } from "vitest";
import { layoutSample } from "./layout-sample";

test("shows a layout alone in a template, its text slots filled with their labels and pictures left empty", () => {
  const layout = layoutSchema.parse({
    id: "offer",
    name: "Offer",
    slots: [
      { name: "headline", kind: "headline", label: "Headline" },
      { name: "points", kind: "list", label: "Point" },
      { name: "photo", kind: "image", label: "Photo" },
    ],
    elements: [{ id: "bg", type: "shape", shape: "rect", box: { x: 0, y: 0, width: 1, height: 1 }, fill: "#000000" }],
  });
  const sample = layoutSample(layout, "clean", "1:1");
  expect(sample).toMatchObject({ templateId: "clean", aspectRatio: "1:1", title: "Offer" });
  expect(sample.scenes).toHaveLength(1);
  expect(sample.scenes[0]).toMatchObject({
    layoutId: "offer",
    slots: { headline: { text: "Headline" }, points: { items: ["Point", "Point", "Point"] } },
  });
  expect(sample.scenes[0]!.slots).not.toHaveProperty("photo");
});
