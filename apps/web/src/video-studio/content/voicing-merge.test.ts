import { contentSchema } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { reachableVersion, recordingsFrom } from "./voicing-merge";

describe("reachableVersion", () => {
  it("moves past the recordings' saves that follow the base one after another, and stops at any other save", () => {
    expect(reachableVersion(1, [2, 3, 5])).toBe(3);
    expect(reachableVersion(3, [2, 3, 5])).toBe(3);
    expect(reachableVersion(4, [2, 3, 5])).toBe(5);
    expect(reachableVersion(1, [])).toBe(1);
  });
});

describe("recordingsFrom", () => {
  const video = (voiceover: object) =>
    contentSchema.parse({
      version: 1,
      title: "V",
      aspectRatio: "9:16",
      templateId: "t",
      scenes: [{ id: "a", layoutId: "title", voiceover }],
    });

  it("gives a waiting scene the saved recording, and the same document the same result", () => {
    const saved = video({ text: "Hello there.", src: "asset:voice", voice: "alloy", timing: "estimated" });
    const merge = recordingsFrom(saved);
    const local = video({ text: "Hello there." });
    const merged = merge(local);
    expect(merged.scenes[0]!.voiceover).toMatchObject({ src: "asset:voice", voice: "alloy", timing: "estimated" });
    expect(merge(local)).toBe(merged);
    const unrelated = video({ text: "Other words." });
    expect(merge(unrelated)).toBe(unrelated);
  });
});
