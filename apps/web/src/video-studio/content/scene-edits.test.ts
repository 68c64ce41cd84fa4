import { contentSchema, layoutSchema, templateSchema, LIMITS, type Content, type Layout } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import {
  addScene,
  carrySlots,
  deleteScene,
  duplicateScene,
  moveScene,
  setAspectRatio,
  setSceneLayout,
  setTemplate,
  usableLayouts,
} from "./scene-edits";

const layout = (id: string, slots: { name: string; kind: string }[], aspectRatios = ["9:16", "1:1", "16:9", "4:5"]): Layout =>
  layoutSchema.parse({
    id,
    name: id,
    aspectRatios,
    slots: slots.map((slot) => ({ ...slot, label: slot.name })),
    elements: [{ id: "bg", type: "shape", shape: "rect", box: { x: 0, y: 0, width: 1, height: 1 }, fill: "#000000" }],
  });

const layouts: Record<string, Layout> = Object.fromEntries(
  [
    layout("title", [
      { name: "headline", kind: "headline" },
      { name: "subtitle", kind: "text" },
    ]),
    layout("photo", [
      { name: "image", kind: "image" },
      { name: "headline", kind: "headline" },
      { name: "body", kind: "text" },
    ]),
    layout("points", [
      { name: "title", kind: "headline" },
      { name: "items", kind: "list" },
    ]),
    layout("clip", [
      { name: "video", kind: "video" },
      { name: "caption", kind: "text" },
    ]),
    layout("wide-only", [{ name: "headline", kind: "headline" }], ["16:9"]),
  ].map((each) => [each.id, each]),
);
const template = (id: string, offered: string[]) =>
  templateSchema.parse({
    id,
    name: id,
    palette: { background: "#000000", surface: "#111111", primary: "#222222", secondary: "#333333", text: "#ffffff", accent: "#ff0000" },
    fonts: { heading: { family: "Inter" }, body: { family: "Inter" } },
    textStyles: {},
    background: "#000000",
    transition: { type: "cut" },
    layouts: offered,
  });

const content: Content = contentSchema.parse({
  version: 1,
  title: "Edits",
  aspectRatio: "16:9",
  templateId: "all",
  scenes: [
    { id: "scene-1", layoutId: "title", slots: { headline: { text: "Hello" }, subtitle: { text: "Line one\nLine two" } }, duration: 3 },
    { id: "scene-2", layoutId: "photo", slots: { image: { src: "asset:photo" }, headline: { text: "Look" } }, duration: 4 },
    { id: "scene-3", layoutId: "wide-only", slots: { headline: { text: "Wide" } }, duration: 2 },
  ],
});
const ids = (doc: Content) => doc.scenes.map((scene) => scene.id);
const valid = (doc: Content) => expect(contentSchema.safeParse(doc).success).toBe(true);

describe("scene list edits", () => {
  it("adds an empty scene with a fresh id at the end or after a scene", () => {
    const added = addScene(content, layouts.points!);
    expect(added.scenes[3]).toEqual({ id: "scene-4", layoutId: "points", slots: {}, duration: 4 });
    expect(ids(addScene(content, layouts.points!, 0))).toEqual(["scene-1", "scene-4", "scene-2", "scene-3"]);
    valid(added);
  });

  it("duplicates a scene right after it, with its own id and an independent copy of its values", () => {
    const copied = duplicateScene(content, 0);
    expect(ids(copied)).toEqual(["scene-1", "scene-4", "scene-2", "scene-3"]);
    expect(copied.scenes[1]!.slots).toEqual(content.scenes[0]!.slots);
    expect(copied.scenes[1]!.slots).not.toBe(content.scenes[0]!.slots);
    valid(copied);
  });

  it("never grows past the scene limit nor deletes the last scene", () => {
    let full = content;
    while (full.scenes.length < LIMITS.scenes) full = duplicateScene(full, 0);
    expect(duplicateScene(full, 0)).toBe(full);
    expect(addScene(full, layouts.title!)).toBe(full);
    const one = { ...content, scenes: [content.scenes[0]!] };
    expect(deleteScene(one, 0)).toBe(one);
    expect(ids(deleteScene(content, 1))).toEqual(["scene-1", "scene-3"]);
  });

  it("moves a scene, clamping the target into the list", () => {
    expect(ids(moveScene(content, 0, 2))).toEqual(["scene-2", "scene-3", "scene-1"]);
    expect(ids(moveScene(content, 2, 0))).toEqual(["scene-3", "scene-1", "scene-2"]);
    expect(ids(moveScene(content, 0, 99))).toEqual(["scene-2", "scene-3", "scene-1"]);
    expect(moveScene(content, 1, 1)).toBe(content);
  });
});

describe("switching a scene's layout keeps its content", () => {
  it("carries values by slot name, then by family in order", () => {
    const photo = content.scenes[1]!;
    expect(carrySlots(photo, layouts.photo, layouts.title!)).toEqual({ headline: { text: "Look" } });
    const title = content.scenes[0]!;
    expect(carrySlots(title, layouts.title, layouts.photo!)).toEqual({ headline: { text: "Hello" }, body: { text: "Line one\nLine two" } });
    // A picture is not a clip: switching to a clip layout leaves its clip slot to be chosen.
    expect(carrySlots(photo, layouts.photo, layouts.clip!)).toEqual({ caption: { text: "Look" } });
  });

  it("turns text into list items and a list back into lines", () => {
    const asList = carrySlots(content.scenes[0]!, layouts.title, layouts.points!);
    expect(asList).toEqual({ title: { text: "Hello" }, items: { items: ["Line one", "Line two"] } });
    const back = carrySlots({ ...content.scenes[0]!, layoutId: "points", slots: asList }, layouts.points, layouts.title!);
    expect(back).toEqual({ headline: { text: "Hello" }, subtitle: { text: "Line one\nLine two" } });
  });

  it("switches one scene only and answers the same document for a no-op", () => {
    const switched = setSceneLayout(content, 0, layouts, "photo");
    expect(switched.scenes[0]).toMatchObject({ id: "scene-1", layoutId: "photo", duration: 3 });
    expect(switched.scenes[1]).toBe(content.scenes[1]);
    expect(setSceneLayout(content, 0, layouts, "title")).toBe(content);
    expect(setSceneLayout(content, 0, layouts, "no-such-layout")).toBe(content);
    valid(switched);
  });
});

describe("template and aspect ratio switches", () => {
  const all = template("all", ["title", "photo", "points", "wide-only"]);
  it("offers the template's layouts that are designed for the aspect ratio", () => {
    expect(usableLayouts(all, layouts, "16:9").map((each) => each.id)).toEqual(["title", "photo", "points", "wide-only"]);
    expect(usableLayouts(all, layouts, "9:16").map((each) => each.id)).toEqual(["title", "photo", "points"]);
  });

  it("moves scenes whose layout no longer fits to the first usable one, words kept", () => {
    const tall = setAspectRatio(content, "9:16", all, layouts);
    expect(tall.aspectRatio).toBe("9:16");
    expect(tall.scenes[2]).toMatchObject({ layoutId: "title", slots: { headline: { text: "Wide" } } });
    expect(tall.scenes[1]).toBe(content.scenes[1]);
    const narrow = setTemplate(content, template("narrow", ["points"]), layouts);
    expect(narrow.templateId).toBe("narrow");
    expect(narrow.scenes.map((scene) => scene.layoutId)).toEqual(["points", "points", "points"]);
    expect(narrow.scenes[0]!.slots).toEqual({ title: { text: "Hello" }, items: { items: ["Line one", "Line two"] } });
    valid(tall);
    valid(narrow);
  });
});
