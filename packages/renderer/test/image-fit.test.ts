import type { ElementInput } from "@framewise/scene";
import { describe, it } from "vitest";
import { expectColour, type Pixels, type Rgb } from "./pixels.ts";
import { skiaCanvas } from "./skia.ts";
import { drawnFrame, oneElement, smallDocument } from "./small-document.ts";

const RED: Rgb = [255, 0, 0];
const BLUE: Rgb = [0, 0, 255];
const GREEN: Rgb = [0, 255, 0];
const BLACK: Rgb = [0, 0, 0];

/** An image of `width` × `height` pixels, red on its left half and blue on its right (or all `colour`). */
function image(width: number, height: number, colour?: string) {
  const { canvas, ctx } = skiaCanvas(width, height);
  ctx.fillStyle = colour ?? "#ff0000";
  ctx.fillRect(0, 0, width, height);
  if (!colour) {
    ctx.fillStyle = "#0000ff";
    ctx.fillRect(width / 2, 0, width / 2, height);
  }
  return canvas;
}

describe("image fit", () => {
  it("contain letterboxes a square image in a wide box, centred", () => {
    // A box the canvas's width and half its height: the image fills 0.25–0.75 across, the scene shows either side.
    const element: ElementInput = {
      id: "photo",
      type: "image",
      src: "asset:square",
      fit: "contain",
      box: { x: 0, y: 0.25, width: 1, height: 0.5 },
    };
    const frame = drawnFrame(oneElement(element, { "asset:square": image(64, 64, "#00ff00") }), 0);
    expectColour(frame.atFraction(0.05, 0.5), BLACK);
    expectColour(frame.atFraction(0.23, 0.5), BLACK);
    expectColour(frame.atFraction(0.27, 0.5), GREEN);
    expectColour(frame.atFraction(0.73, 0.5), GREEN);
    expectColour(frame.atFraction(0.77, 0.5), BLACK);
    expectColour(frame.atFraction(0.95, 0.5), BLACK);
  });

  describe("cover around a focal point", () => {
    // A 2:1 image (red | blue) covering a square box (0.25–0.75): only half of its width fits.
    const split = { "asset:split": image(200, 100) };
    const photo = (more: Partial<Extract<ElementInput, { type: "image" }>> = {}): ElementInput => ({
      id: "photo",
      type: "image",
      src: "asset:split",
      fit: "cover",
      box: { x: 0.25, y: 0.25, width: 0.5, height: 0.5 },
      ...more,
    });
    const edges = (frame: Pixels) => [frame.atFraction(0.26, 0.5), frame.atFraction(0.74, 0.5)] as const;

    it("without one keeps the middle: red on the left, blue on the right", () => {
      const [left, right] = edges(drawnFrame(oneElement(photo(), split), 0));
      expectColour(left, RED);
      expectColour(right, BLUE);
    });

    it("keeps the left part for a focal point on the left, the right part for one on the right", () => {
      for (const [x, colour] of [
        [0.2, RED],
        [0.8, BLUE],
      ] as const) {
        const [left, right] = edges(drawnFrame(oneElement(photo({ focalPoint: { x, y: 0.5 } }), split), 0));
        expectColour(left, colour);
        expectColour(right, colour);
      }
    });

    it("takes the focal point of the scene's image slot over the element's", () => {
      const document = smallDocument(
        [
          {
            id: "plain",
            name: "Plain",
            slots: [{ name: "image", kind: "image", label: "Image" }],
            elements: [photo({ slot: "image", focalPoint: { x: 0.2, y: 0.5 } })],
          },
        ],
        [{ id: "only", layoutId: "plain", duration: 2, slots: { image: { src: "asset:split", focalPoint: { x: 0.8, y: 0.5 } } } }],
        split,
      );
      const [left, right] = edges(drawnFrame(document, 0));
      expectColour(left, BLUE);
      expectColour(right, BLUE);
    });
  });
});
