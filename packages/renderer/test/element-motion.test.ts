import type { ElementInput } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { expectColour, type Rgb } from "./pixels.ts";
import { drawnFrame, oneElement } from "./small-document.ts";

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const SIZE = 216; // drawnFrame's default scale, 0.2 of 1080
const isWhite = ([r]: Rgb) => r > 128;

type ShapeInput = Extract<ElementInput, { type: "shape" }>;
const whiteRect = (box: ShapeInput["box"], more: Partial<ShapeInput> = {}): ShapeInput => ({
  id: "rect",
  type: "shape",
  shape: "rect",
  box,
  fill: "#ffffff",
  ...more,
});

describe("keyframes on an element", () => {
  it("rotation and scale turn and grow the rectangle about its centre", () => {
    // 0.4 × 0.1 of the canvas, centred; at 1 s (frame 30) the tracks are half-way: 30° and 1.5×.
    const rect = whiteRect(
      { x: 0.3, y: 0.45, width: 0.4, height: 0.1 },
      {
        keyframes: {
          rotation: [
            { time: 0, value: 0 },
            { time: 2, value: 60 },
          ],
          scale: [
            { time: 0, value: 1 },
            { time: 2, value: 2 },
          ],
        },
      },
    );
    const frame = drawnFrame(oneElement(rect), 30);
    const [halfWidth, halfHeight] = [0.2 * 1.5 * SIZE, 0.05 * 1.5 * SIZE];
    const angle = (30 * Math.PI) / 180;
    // A point given in the rectangle's own axes, on the canvas (positive angles turn clockwise).
    const onCanvas = (along: number, across: number) =>
      [
        SIZE / 2 + along * Math.cos(angle) - across * Math.sin(angle),
        SIZE / 2 + along * Math.sin(angle) + across * Math.cos(angle),
      ] as const;
    for (const [sx, sy] of [
      [1, 1],
      [1, -1],
      [-1, 1],
      [-1, -1],
    ] as const) {
      // 3 px inside both edges at each corner is drawn; 3 px outside both is not.
      expectColour(frame.at(...onCanvas(sx * (halfWidth - 3), sy * (halfHeight - 3))), WHITE);
      expectColour(frame.at(...onCanvas(sx * (halfWidth + 3), sy * (halfHeight + 3))), BLACK);
    }
  });

  it("clip reveals the element from left to right", () => {
    const rect = whiteRect(
      { x: 0.1, y: 0.4, width: 0.8, height: 0.2 },
      {
        keyframes: {
          clip: [
            { time: 0, value: 0 },
            { time: 1, value: 1 },
          ],
        },
      },
    );
    const document = oneElement(rect);
    // Half-way (frame 15) the left half of the box, 0.1–0.5 of the canvas, is drawn.
    const midway = drawnFrame(document, 15);
    expectColour(midway.atFraction(0.12, 0.5), WHITE);
    expectColour(midway.atFraction(0.48, 0.5), WHITE);
    expectColour(midway.atFraction(0.52, 0.5), BLACK);
    expectColour(midway.atFraction(0.88, 0.5), BLACK);
    expectColour(drawnFrame(document, 30).atFraction(0.88, 0.5), WHITE);
  });
});

describe("the pop preset", () => {
  // Drawn at 0.4 (432 px), the box half as wide: 216 px. An easing that overshoots (ease-out-back) makes pop overshoot too.
  const popping = oneElement(
    whiteRect({ x: 0.25, y: 0.25, width: 0.5, height: 0.5 }, { animations: [{ preset: "pop", duration: 1, easing: "ease-out-back" }] }),
  );
  const BOX_WIDTH = 216;
  const widthAt = (frame: number) =>
    drawnFrame(popping, frame, 0.4).count(isWhite, { x0: 0, y0: BOX_WIDTH, x1: 2 * BOX_WIDTH, y1: BOX_WIDTH + 1 });

  it("starts smaller than its box, overshoots it, then settles at its size", () => {
    const widths = Array.from({ length: 31 }, (_, frame) => widthAt(frame));
    expect(widths[3]).toBeLessThan(BOX_WIDTH * 0.85);
    // ease-out-back peaks near 1.1 at 58 % of the way: a scale of 0.6 + 0.4 × 1.1 = 1.04.
    expect(Math.max(...widths)).toBeGreaterThan(BOX_WIDTH * 1.03);
    expect(Math.abs(widthAt(59) - BOX_WIDTH)).toBeLessThanOrEqual(1);
  });
});
