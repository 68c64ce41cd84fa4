import { createCanvas } from "@napi-rs/canvas";
import { animatedColorSchema, colorAt, templateSchema } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { DisplayList, RecordedGradient } from "../src/display-list.ts";
import { drawFrame } from "../src/draw-frame.ts";
import { Pixels } from "./pixels.ts";
import { smallDocument, type SmallDocument } from "./small-document.ts";

/** A full turn of hue in two seconds: six keyframes, one every 0.4 s. */
const hueTurn = animatedColorSchema.parse({
  keyframes: ["#ff0000", "#ffff00", "#00ff00", "#00ffff", "#0000ff", "#ff00ff"].map((color, i) => ({ time: i * 0.4, color })),
});
const pulse = animatedColorSchema.parse({
  keyframes: [
    { time: 0, color: "$surface" },
    { time: 1, color: "#ffcc00", easing: "ease-in-out" },
  ],
});

/** A 2 s scene over a gradient background whose first stop turns through the hues, with a panel that pulses. */
function hueShift(): SmallDocument {
  const document = smallDocument(
    [
      {
        id: "plain",
        name: "Plain",
        slots: [],
        elements: [{ id: "panel", type: "shape", shape: "rounded", box: { x: 0.2, y: 0.4, width: 0.6, height: 0.2 }, fill: pulse }],
      },
    ],
    [{ id: "only", layoutId: "plain", duration: 2 }],
  );
  const template = templateSchema.parse({
    ...document.assets.template,
    background: {
      type: "linear-gradient",
      angle: 45,
      stops: [
        { offset: 0, color: hueTurn },
        { offset: 1, color: "#101010" },
      ],
    },
  });
  return { ...document, assets: { ...document.assets, template } };
}

const recorder = () => new DisplayList({ measure: () => 0, isStill: () => true });

function recorded(document: SmallDocument, frame: number, previous = recorder()) {
  const list = previous.next();
  drawFrame(list, document.content, document.assets, frame, { scale: 0.2 });
  return list;
}

/** The calls that put pixels down, by name, and the fill style each used. */
function fills(list: DisplayList) {
  let style: unknown;
  const drawn: { call: string; style: unknown }[] = [];
  for (const [name, ...args] of list.operations) {
    if (name === "=" && args[0] === "fillStyle") style = args[1];
    if (name === "fillRect" || name === "fill") drawn.push({ call: name, style });
  }
  return drawn;
}

describe("keyframed colours in the renderer", () => {
  const { content, assets } = hueShift();
  const palette = assets.template.palette;

  it("draws a hue-turning background in one gradient fill and a pulsing panel in one fill, at the frame's colours", () => {
    for (const [frame, time] of [
      [7, 7 / 30],
      [25, 25 / 30],
      [45, 1.5],
    ] as const) {
      const drawn = fills(recorded({ content, assets }, frame));
      expect(
        drawn.map(({ call }) => call),
        `frame ${frame}`,
      ).toEqual(["fillRect", "fill"]);
      const background = drawn[0]!.style as RecordedGradient;
      expect(background).toBeInstanceOf(RecordedGradient);
      expect(background.stops).toEqual([0, colorAt(hueTurn, time, palette), 1, "#101010"]);
      expect(drawn[1]!.style, `frame ${frame}`).toBe(colorAt(pulse, time, palette));
    }
  });

  it("puts the keyframed colour on the canvas: a scene background turning from red to blue", () => {
    const document = smallDocument(
      [
        {
          id: "plain",
          name: "Plain",
          slots: [],
          elements: [{ id: "dot", type: "shape", shape: "rect", box: { x: 0, y: 0, width: 0.1, height: 0.1 }, fill: "#ffffff" }],
        },
      ],
      [
        {
          id: "only",
          layoutId: "plain",
          duration: 2,
          background: {
            keyframes: [
              { time: 0.5, color: "#ff0000" },
              { time: 1.5, color: "#0000ff" },
            ],
          },
        },
      ],
    );
    const pixelAt = (frame: number) => {
      const canvas = createCanvas(216, 216);
      drawFrame(canvas.getContext("2d"), document.content, document.assets, frame, { scale: 0.2 });
      return new Pixels(canvas).atFraction(0.5, 0.5);
    };
    const hexOf = (rgb: readonly number[]) => "#" + rgb.map((value) => value.toString(16).padStart(2, "0")).join("");
    expect(hexOf(pixelAt(6))).toBe("#ff0000");
    expect(hexOf(pixelAt(30))).toBe(colorAt(document.content.scenes[0]!.background!, 1, document.assets.template.palette));
    expect(hexOf(pixelAt(50))).toBe("#0000ff");
  });

  it("replays onto a canvas exactly what drawing directly makes, while the colours move and after they hold", () => {
    for (const frame of [0, 5, 13, 29, 59]) {
      const direct = createCanvas(216, 216);
      drawFrame(direct.getContext("2d"), content, assets, frame, { scale: 0.2 });
      const replayed = createCanvas(216, 216);
      recorded({ content, assets }, frame).replayOnto(replayed.getContext("2d"), { width: 216, height: 216 });
      expect(new Pixels(replayed).equals(new Pixels(direct)), `frame ${frame}`).toBe(true);
    }
  });

  it("draws a new picture each frame while a colour moves, and the same once every colour holds", () => {
    const first = recorder();
    expect(recorded({ content, assets }, 11, first).drawsTheSameAs(recorded({ content, assets }, 10, first))).toBe(false);
    // After 1 s the panel's pulse holds, but the background's hue turns on to 2 s.
    expect(recorded({ content, assets }, 41, first).drawsTheSameAs(recorded({ content, assets }, 40, first))).toBe(false);
    // Over a still background, the held pulse draws the same picture: the frame's pixels are reused.
    const still = { content, assets: { ...assets, template: { ...assets.template, background: "#101010" } } };
    expect(recorded(still, 41, first).drawsTheSameAs(recorded(still, 40, first))).toBe(true);
  });
});
