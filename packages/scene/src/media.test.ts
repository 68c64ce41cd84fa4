import { describe, expect, it } from "vitest";
import { contentSchema } from "./content.ts";
import { layoutSchema, type Layout } from "./layout.ts";
import { mediaLengths, mediaSources } from "./media.ts";
import { sceneDuration } from "./timing.ts";

const layouts: Record<string, Layout> = {
  photo: layoutSchema.parse({
    id: "photo",
    name: "Photo",
    slots: [{ name: "image", kind: "image", label: "Image" }],
    elements: [
      { id: "photo", type: "image", slot: "image", box: { x: 0, y: 0, width: 1, height: 1 } },
      {
        id: "group",
        type: "group",
        box: { x: 0, y: 0, width: 1, height: 1 },
        children: [{ id: "badge", type: "image", src: "https://example.test/badge.png", box: { x: 0, y: 0, width: 0.1, height: 0.1 } }],
      },
    ],
  }),
  clip: layoutSchema.parse({
    id: "clip",
    name: "Clip",
    slots: [{ name: "video", kind: "video", label: "Video" }],
    elements: [{ id: "clip", type: "video", slot: "video", box: { x: 0, y: 0, width: 1, height: 1 } }],
  }),
};

const content = contentSchema.parse({
  version: 1,
  title: "Media",
  aspectRatio: "9:16",
  templateId: "t",
  variables: { hero: { type: "image", default: "asset:hero" } },
  soundtrack: { src: "asset:music" },
  scenes: [
    { id: "a", layoutId: "photo", slots: { image: { src: "asset:one" } }, voiceover: { text: "Hi", src: "asset:voice-a" } },
    { id: "b", layoutId: "photo", slots: { image: { variable: "hero" } } },
    { id: "c", layoutId: "photo", slots: { image: { src: "asset:one" } } },
    { id: "d", layoutId: "clip", slots: { video: { src: "asset:clip" } }, duration: { follow: "clip" } },
    { id: "e", layoutId: "missing" },
  ],
});

describe("a document's media", () => {
  it("lists every source by kind, once, through slots, variables and groups", () => {
    expect(mediaSources(content, layouts)).toEqual({
      images: ["asset:one", "https://example.test/badge.png", "asset:hero"],
      videos: ["asset:clip"],
      audio: ["asset:music", "asset:voice-a"],
    });
  });

  it("turns probed durations into smart timing's voiceover and clip lengths", () => {
    expect(mediaLengths(content, layouts, { "asset:voice-a": 2.5, "asset:clip": 7.25, "asset:music": 60 })).toEqual({
      voiceover: { a: 2.5 },
      clip: { d: 7.25 },
    });
  });
});

describe("a scene that follows its clip", () => {
  const trimmedLayout = (clip: Record<string, unknown>): Record<string, Layout> => ({
    trimmed: layoutSchema.parse({
      id: "trimmed",
      name: "Trimmed clip",
      slots: [{ name: "video", kind: "video", label: "Video" }],
      elements: [{ id: "clip", type: "video", slot: "video", box: { x: 0, y: 0, width: 1, height: 1 }, ...clip }],
    }),
  });
  const following = contentSchema.parse({
    version: 1,
    title: "Trimmed",
    aspectRatio: "16:9",
    templateId: "t",
    scenes: [
      {
        id: "clip",
        layoutId: "trimmed",
        slots: { video: { src: "asset:ten-seconds" } },
        duration: { follow: "clip", padding: 0, max: 60 },
      },
    ],
  });
  const lengthWith = (clip: Record<string, unknown>) =>
    mediaLengths(following, trimmedLayout(clip), { "asset:ten-seconds": 10 }).clip?.clip;

  it("lasts as long as the part of the file between the trims, after the clip's start", () => {
    expect(lengthWith({})).toBe(10);
    expect(lengthWith({ trimStart: 2 })).toBe(8);
    expect(lengthWith({ trimStart: 2, trimEnd: 6 })).toBe(4);
    expect(lengthWith({ trimStart: 2, trimEnd: 6, start: 1.5 })).toBe(5.5);
    expect(sceneDuration(following.scenes[0]!, { clip: { clip: lengthWith({ trimStart: 2, trimEnd: 6, start: 1.5 })! } })).toBe(5.5);
  });

  it("never outlasts the file, nor the clip's own end", () => {
    expect(lengthWith({ trimStart: 2, trimEnd: 30 })).toBe(8);
    expect(lengthWith({ trimStart: 12 })).toBe(0);
    expect(lengthWith({ trimStart: 2, start: 1, end: 4 })).toBe(4);
  });
});

describe("the brand kit's logo", () => {
  const logoLayout = layoutSchema.parse({
    id: "end",
    name: "End card",
    slots: [
      { name: "logo", kind: "logo", label: "Logo" },
      { name: "image", kind: "image", label: "Image" },
    ],
    elements: [
      { id: "logo", type: "image", slot: "logo", box: { x: 0, y: 0, width: 0.2, height: 0.2 } },
      { id: "image", type: "image", slot: "image", box: { x: 0, y: 0.5, width: 1, height: 0.5 } },
    ],
  });
  const branded = contentSchema.parse({
    version: 1,
    title: "Brand",
    aspectRatio: "1:1",
    templateId: "t",
    brandKit: { logo: "asset:brand-logo" },
    scenes: [
      { id: "a", layoutId: "end" },
      { id: "b", layoutId: "end", slots: { logo: { src: "asset:other-logo" } } },
    ],
  });

  it("fills every empty logo slot, but no other kind of slot, and never overrides a scene's own logo", () => {
    expect(mediaSources(branded, { end: logoLayout }).images).toEqual(["asset:brand-logo", "asset:other-logo"]);
    expect(mediaSources({ ...branded, brandKit: undefined }, { end: logoLayout }).images).toEqual(["asset:other-logo"]);
  });
});
