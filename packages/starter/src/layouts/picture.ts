import type { AspectRatio, ElementInput, LayoutInput } from "@framewise/scene";
import { place, type PixelBox } from "../place.ts";

/** A card's optional picture: the planner puts an illustration here when nothing else pictures the scene. */
export const pictureSlot: LayoutInput["slots"][number] = { name: "picture", kind: "image", label: "Picture" };

/** The picture, shown whole in its box: it pops in, then grows slowly so it never stands still. */
export function pictureElement(boxes: Record<AspectRatio, PixelBox>): ElementInput {
  return {
    id: "picture",
    type: "image",
    slot: "picture",
    fit: "contain",
    ...place(boxes),
    animations: [{ preset: "pop", duration: 0.7, easing: "ease-out-back" }],
    kenBurns: { from: { scale: 1, x: 0, y: 0 }, to: { scale: 1.06, x: 0, y: 0 } },
  };
}
