import { contentSchema } from "@framewise/scene";
import { expect, it } from "vitest";
import { sceneLength } from "./scene-length";

const [fixed, voiced, clipped] = contentSchema.parse({
  version: 1,
  title: "Lengths",
  aspectRatio: "16:9",
  templateId: "clean",
  scenes: [
    { id: "fixed", layoutId: "title", duration: 4 },
    { id: "voiced", layoutId: "title", duration: { follow: "voiceover" } },
    { id: "clipped", layoutId: "video", duration: { follow: "clip" } },
  ],
}).scenes;

it("writes a length to a tenth of a second, and what it follows when smart timing sets it", () => {
  expect(sceneLength(fixed!, 4)).toBe("4 s");
  expect(sceneLength(voiced!, 6.77)).toBe("6.8 s · follows voice");
  expect(sceneLength(clipped!, 2.96)).toBe("3 s · follows clip");
});
