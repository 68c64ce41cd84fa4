import { describe, expect, it } from "vitest";
import type { Context2D, ImageSource } from "./canvas.ts";
import { DisplayList } from "./display-list.ts";
import { planReplay } from "./replay-plan.ts";

const [WIDTH, HEIGHT] = [320, 180];
const photo: ImageSource = { width: 400, height: 300 };
const logo: ImageSource = { width: 100, height: 100 };
const isOpaque = (image: ImageSource) => image === photo;

/** The plan for what `draw` records. */
function planFor(draw: (ctx: Context2D) => void) {
  const list = new DisplayList({ measure: () => 0, isStill: () => true });
  draw(list);
  return planReplay(list.operations, WIDTH, HEIGHT, isOpaque);
}

const coveringIndex = (draw: (ctx: Context2D) => void) => planFor(draw).hiddenBefore;

/** A background, then the photo over the whole frame as the renderer places images: moved to the centre, clipped to a box. */
function background(ctx: Context2D) {
  ctx.fillStyle = "#336699";
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
}

function photoOverFrame(ctx: Context2D, box = { x: -WIDTH / 2, y: -HEIGHT / 2, width: WIDTH, height: HEIGHT }) {
  ctx.save();
  ctx.translate(WIDTH / 2, HEIGHT / 2);
  ctx.rotate(0);
  ctx.beginPath();
  ctx.rect(box.x, box.y, box.width, box.height);
  ctx.clip();
  ctx.drawImage(photo as never, 0, 0, 400, 300, -WIDTH / 2 - 10, -HEIGHT / 2 - 30, WIDTH + 20, HEIGHT + 60);
  ctx.restore();
}

describe("a replay plan: the last draw covering the whole target", () => {
  it("is an opaque image over every pixel, placed through translations and scales", () => {
    expect(
      coveringIndex((ctx) => {
        background(ctx);
        photoOverFrame(ctx);
      }),
    ).toBe(8);
    // Drawn at half size in a context scaled by two.
    expect(
      coveringIndex((ctx) => {
        ctx.scale(2, 2);
        ctx.drawImage(photo as never, 0, 0, 400, 300, 0, 0, WIDTH / 2, HEIGHT / 2);
      }),
    ).toBe(1);
    // Of two, the later one.
    expect(
      coveringIndex((ctx) => {
        photoOverFrame(ctx);
        background(ctx);
        photoOverFrame(ctx);
      }),
    ).toBe(16);
  });

  it("is none when what would cover lets anything under it show", () => {
    const cases: Record<string, (ctx: Context2D) => void> = {
      faded: (ctx) => {
        ctx.globalAlpha = 0.99;
        photoOverFrame(ctx);
      },
      turned: (ctx) => {
        ctx.rotate(0.01);
        photoOverFrame(ctx);
      },
      "short of the right edge": (ctx) => photoOverFrame(ctx, { x: -WIDTH / 2, y: -HEIGHT / 2, width: WIDTH - 0.5, height: HEIGHT }),
      "clipped with rounded corners": (ctx) => {
        ctx.beginPath();
        ctx.roundRect(0, 0, WIDTH, HEIGHT, 12);
        ctx.clip();
        ctx.drawImage(photo as never, 0, 0, 400, 300, 0, 0, WIDTH, HEIGHT);
      },
      "clipped to an ellipse": (ctx) => {
        ctx.beginPath();
        ctx.ellipse(WIDTH / 2, HEIGHT / 2, WIDTH, HEIGHT, 0, 0, 7);
        ctx.clip();
        ctx.drawImage(photo as never, 0, 0, 400, 300, 0, 0, WIDTH, HEIGHT);
      },
      "inside an earlier, narrower clip": (ctx) => {
        ctx.beginPath();
        ctx.rect(0, 0, 10, 10);
        ctx.clip();
        photoOverFrame(ctx);
      },
      "an image that may be transparent": (ctx) => ctx.drawImage(logo as never, 0, 0, 100, 100, 0, 0, WIDTH, HEIGHT),
      "a source rectangle past the image": (ctx) => ctx.drawImage(photo as never, 0, 0, 401, 300, 0, 0, WIDTH, HEIGHT),
    };
    for (const [name, draw] of Object.entries(cases)) expect(coveringIndex(draw), name).toBe(-1);
  });

  it("follows save and restore: a narrow clip or a fade ends with its restore", () => {
    expect(
      coveringIndex((ctx) => {
        ctx.save();
        ctx.globalAlpha = 0.5;
        ctx.beginPath();
        ctx.rect(0, 0, 10, 10);
        ctx.clip();
        ctx.restore();
        ctx.drawImage(photo as never, 0, 0, 400, 300, 0, 0, WIDTH, HEIGHT);
      }),
    ).toBe(6);
  });

  it("counts a rounded rectangle with no radius as a rectangle", () => {
    expect(
      coveringIndex((ctx) => {
        ctx.beginPath();
        ctx.roundRect(0, 0, WIDTH, HEIGHT, 0);
        ctx.clip();
        ctx.drawImage(photo as never, 0, 0, 400, 300, 0, 0, WIDTH, HEIGHT);
      }),
    ).toBe(3);
  });
});

describe("a replay plan: backgrounds a host may keep", () => {
  const gradientFill = (ctx: Context2D, stops: string[], rect: [number, number, number, number] = [0, 0, WIDTH, HEIGHT]) => {
    const gradient = ctx.createLinearGradient(0, 0, 0, HEIGHT);
    stops.forEach((color, index) => gradient.addColorStop(index / (stops.length - 1), color));
    ctx.fillStyle = gradient;
    ctx.fillRect(...rect);
  };
  const backgroundFills = (draw: (ctx: Context2D) => void) => [...planFor(draw).backgroundFills.keys()];

  it("are opaque gradients filling the whole target under no transform, wherever the fill style was set", () => {
    expect(backgroundFills((ctx) => gradientFill(ctx, ["#eef2ea", "#dfe7daff", "#abc"]))).toEqual([1]);
    expect(
      backgroundFills((ctx) => {
        ctx.save();
        ctx.scale(1, 1);
        gradientFill(ctx, ["#0b0b2a", "#23104a"], [-5, -5, WIDTH + 10, HEIGHT + 10]);
        ctx.restore();
      }),
    ).toEqual([3]);
  });

  it("are not fills that are solid, see-through, partial, moved, faded or clipped", () => {
    const cases: Record<string, (ctx: Context2D) => void> = {
      solid: (ctx) => {
        ctx.fillStyle = "#336699";
        ctx.fillRect(0, 0, WIDTH, HEIGHT);
      },
      "a transparent stop": (ctx) => gradientFill(ctx, ["#00000000", "#000000b3"]),
      "a colour it cannot read": (ctx) => gradientFill(ctx, ["red", "#000000"]),
      "short of the bottom": (ctx) => gradientFill(ctx, ["#eef2ea", "#dfe7da"], [0, 0, WIDTH, HEIGHT - 1]),
      scaled: (ctx) => {
        ctx.scale(2, 2);
        gradientFill(ctx, ["#eef2ea", "#dfe7da"]);
      },
      moved: (ctx) => {
        ctx.translate(1, 0);
        gradientFill(ctx, ["#eef2ea", "#dfe7da"], [-1, 0, WIDTH + 1, HEIGHT]);
      },
      faded: (ctx) => {
        ctx.globalAlpha = 0.5;
        gradientFill(ctx, ["#eef2ea", "#dfe7da"]);
      },
      clipped: (ctx) => {
        ctx.beginPath();
        ctx.rect(0, 0, 10, 10);
        ctx.clip();
        gradientFill(ctx, ["#eef2ea", "#dfe7da"]);
      },
    };
    for (const [name, draw] of Object.entries(cases)) expect(backgroundFills(draw), name).toEqual([]);
  });
});
