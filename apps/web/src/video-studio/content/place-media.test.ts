import type { Content, Layout } from "@framewise/scene";
import { LIMITS } from "@framewise/scene";
import { expect, test } from "vitest";
import { addSceneWithPicture, pictureLayouts, picturePlaces } from "./place-media";

const layout = (id: string, kinds: Layout["slots"][number]["kind"][]) =>
  ({ id, name: id, slots: kinds.map((kind, at) => ({ name: `${kind}${at}`, label: `${kind} ${at}`, kind })) }) as unknown as Layout;
const layouts = {
  photo: layout("photo", ["headline", "image"]),
  title: layout("title", ["headline", "logo"]),
  split: layout("split", ["image", "image"]),
};
const content = {
  scenes: [
    { id: "a", layoutId: "photo", slots: { image1: { src: "asset:old" } }, duration: 4 },
    { id: "b", layoutId: "title", slots: {}, duration: 4 },
    { id: "c", layoutId: "split", slots: {}, duration: 4 },
  ],
} as unknown as Content;

test("lists every picture slot with whether placing replaces a picture, and skips logos", () => {
  expect(picturePlaces(content, layouts).map(({ sceneIndex, slot, current }) => [sceneIndex, slot.name, current])).toEqual([
    [0, "image1", "asset:old"],
    [2, "image0", undefined],
    [2, "image1", undefined],
  ]);
  expect(pictureLayouts(Object.values(layouts)).map((choice) => choice.id)).toEqual(["photo", "split"]);
});

test("a new last scene holds the picture in its first picture slot, unless the video is full", () => {
  const added = addSceneWithPicture(content, layouts.split, "asset:new");
  expect(added.scenes).toHaveLength(4);
  expect(added.scenes[3]).toMatchObject({ layoutId: "split", slots: { image0: { src: "asset:new" } } });
  const full = { scenes: Array.from({ length: LIMITS.scenes }, (_, at) => ({ ...content.scenes[1]!, id: `s${at}` })) } as Content;
  expect(addSceneWithPicture(full, layouts.photo, "asset:new")).toBe(full);
});
