import { contentSchema, layoutSchema, type Layout } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { mediaPlaces, unpreparedMessage } from "./media-places.ts";

const layouts: Record<string, Layout> = {
  photo: layoutSchema.parse({
    id: "photo",
    name: "Photo",
    slots: [{ name: "image", kind: "image", label: "Image" }],
    elements: [{ id: "photo", type: "image", slot: "image", box: { x: 0, y: 0, width: 1, height: 1 } }],
  }),
  clip: layoutSchema.parse({
    id: "clip",
    name: "Clip",
    slots: [{ name: "video", kind: "video", label: "Video" }],
    elements: [{ id: "clip", type: "video", slot: "video", box: { x: 0, y: 0, width: 1, height: 1 } }],
  }),
};

describe("mediaPlaces", () => {
  it("names each medium by the first scene that uses it, as people say it", () => {
    const content = contentSchema.parse({
      version: 1,
      title: "Places",
      aspectRatio: "9:16",
      templateId: "t",
      soundtrack: { src: "asset:music" },
      scenes: [
        { id: "a", layoutId: "clip", slots: { video: { src: "asset:clip" } }, voiceover: { text: "Hi", src: "asset:voice" } },
        { id: "b", layoutId: "photo", slots: { image: { src: "asset:photo" } } },
        { id: "c", layoutId: "photo", slots: { image: { src: "asset:photo" } } },
      ],
    });
    expect(Object.fromEntries(mediaPlaces(content, layouts))).toEqual({
      "asset:clip": "the clip in scene 1",
      "asset:voice": "the voiceover of scene 1",
      "asset:photo": "the photo in scene 2",
      "asset:music": "the soundtrack",
    });
  });

  it("says what could not be prepared and why, as one sentence", () => {
    expect(unpreparedMessage("the photo in scene 2", "it is not in your asset library")).toBe(
      "The photo in scene 2 could not be prepared: it is not in your asset library.",
    );
    expect(unpreparedMessage("the soundtrack", "We could not process this file. ")).toBe(
      "The soundtrack could not be prepared: We could not process this file.",
    );
  });
});
