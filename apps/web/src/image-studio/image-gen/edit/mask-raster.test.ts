import { describe, expect, it } from "vitest";
import { dragRect } from "./crop-rect";
import { isEmptyMask, rasterizeMask, type MaskOp } from "./mask-raster";

const W = 20;
const H = 10;
const at = (mask: Uint8Array, x: number, y: number) => mask[y * W + x];
const painted = (mask: Uint8Array) => mask.reduce((sum, value) => sum + (value ? 1 : 0), 0);
const stroke = (points: [number, number][], size = 2, erase = false): MaskOp => ({
  kind: "stroke",
  erase,
  size,
  points: points.map(([x, y]) => ({ x, y })),
});

describe("rasterizeMask", () => {
  it("paints a dragged stroke as a gapless band of the brush's width, white (255) on black (0)", () => {
    const mask = rasterizeMask(
      [
        stroke(
          [
            [2.5, 5],
            [17.5, 5],
          ],
          3,
        ),
      ],
      W,
      H,
    );
    for (let x = 2; x <= 17; x++) {
      expect(at(mask, x, 5)).toBe(255);
      expect(at(mask, x, 4)).toBe(255);
      expect(at(mask, x, 6)).toBe(255);
    }
    expect(at(mask, 10, 2)).toBe(0);
    expect(at(mask, 0, 5)).toBe(0);
    expect(at(mask, 19, 5)).toBe(0);
    expect(new Set(mask)).toEqual(new Set([0, 255]));
  });

  it("erases, inverts and clears, in order, and clips strokes to the image", () => {
    const band = stroke(
      [
        [0, 5],
        [19, 5],
      ],
      3,
    );
    const erased = rasterizeMask([band, stroke([[10, 5]], 4, true)], W, H);
    expect(at(erased, 10, 5)).toBe(0);
    expect(at(erased, 3, 5)).toBe(255);
    const inverted = rasterizeMask([band, { kind: "invert" }], W, H);
    expect(at(inverted, 3, 5)).toBe(0);
    expect(at(inverted, 3, 0)).toBe(255);
    expect(painted(inverted)).toBe(W * H - painted(rasterizeMask([band], W, H)));
    expect(isEmptyMask(rasterizeMask([band, { kind: "clear" }], W, H))).toBe(true);
    expect(
      painted(
        rasterizeMask(
          [
            stroke(
              [
                [-50, -50],
                [50, 50],
              ],
              4,
            ),
          ],
          W,
          H,
        ),
      ),
    ).toBeGreaterThan(0);
  });

  it("undo is a replay without the last step: the same pixels as before it", () => {
    const steps = [
      stroke(
        [
          [1, 1],
          [8, 8],
        ],
        2,
      ),
      stroke([[15, 2]], 5),
    ];
    expect(rasterizeMask(steps.slice(0, 1), W, H)).toEqual(rasterizeMask([steps[0]!], W, H));
    expect(rasterizeMask(steps, W, H)).not.toEqual(rasterizeMask(steps.slice(0, 1), W, H));
  });
});

describe("dragRect", () => {
  const image = { width: 100, height: 50 };
  it("is the dragged rectangle in whole pixels, whichever way the drag went, kept inside the image", () => {
    expect(dragRect({ x: 10.4, y: 5 }, { x: 40, y: 25.6 }, image, undefined)).toEqual({ left: 10, top: 5, width: 30, height: 21 });
    expect(dragRect({ x: 40, y: 25 }, { x: 10, y: 5 }, image, undefined)).toEqual({ left: 10, top: 5, width: 30, height: 20 });
    expect(dragRect({ x: 90, y: 40 }, { x: 200, y: 200 }, image, undefined)).toEqual({ left: 90, top: 40, width: 10, height: 10 });
  });
  it("holds an aspect ratio within the image", () => {
    expect(dragRect({ x: 0, y: 0 }, { x: 100, y: 10 }, image, 1)).toEqual({ left: 0, top: 0, width: 50, height: 50 });
    const wide = dragRect({ x: 0, y: 0 }, { x: 32, y: 1 }, image, 16 / 9);
    expect(wide).toEqual({ left: 0, top: 0, width: 32, height: 18 });
  });
});
