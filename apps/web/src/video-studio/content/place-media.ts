import type { Content, Layout, Slot } from "@framewise/scene";
import { setSlotMedia } from "./document-edits";
import { addScene, canAddScene } from "./scene-edits";

/** A slot of the video that takes a picture. */
export interface PicturePlace {
  sceneId: string;
  sceneIndex: number;
  slot: Slot;
  /** The picture it holds already, which placing replaces. */
  current: string | undefined;
}

const pictureSlot = (layout: Layout) => layout.slots.find((slot) => slot.kind === "image");

/** Every picture slot of the video, scene by scene (logos and clips are other kinds of media). */
export function picturePlaces(content: Content, layouts: Record<string, Layout>): PicturePlace[] {
  return content.scenes.flatMap((scene, sceneIndex) =>
    (layouts[scene.layoutId]?.slots ?? [])
      .filter((slot) => slot.kind === "image")
      .map((slot) => {
        const value = scene.slots[slot.name];
        return { sceneId: scene.id, sceneIndex, slot, current: value && "src" in value ? value.src : undefined };
      }),
  );
}

/** The layouts a new scene could show a picture in. */
export const pictureLayouts = (choices: Layout[]) => choices.filter((layout) => pictureSlot(layout));

/** A new last scene in `layout`, its picture slot holding `src` (the video unchanged when it is full). */
export function addSceneWithPicture(content: Content, layout: Layout, src: string): Content {
  const slot = pictureSlot(layout);
  if (!slot || !canAddScene(content)) return content;
  const added = addScene(content, layout);
  return setSlotMedia(added, added.scenes.at(-1)!.id, slot, src);
}
