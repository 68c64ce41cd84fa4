import type { ContentInput } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { expectColour, type Rgb } from "./pixels.ts";
import { drawnFrame, smallDocument } from "./small-document.ts";

type TransitionInput = NonNullable<ContentInput["scenes"][number]["transition"]>;

const RED: Rgb = [255, 0, 0];
const BLUE: Rgb = [0, 0, 255];
const WHITE: Rgb = [255, 255, 255];
const RED_BLUE: Rgb = [128, 0, 128];
const RED_WHITE: Rgb = [255, 128, 128];

/** Only the white square has green: half of it means the new scene's square is drawn at half strength there. */
const halfTheSquare = ([, green]: Rgb) => expect(Math.abs(green - 128), `green ${green}`).toBeLessThanOrEqual(2);

/**
 * A red scene (nothing on it) for 1 s, then a blue scene with a white square over the middle
 * (0.3–0.7 of each side) entering with `transition` over 1 s, linearly: frame 45 is its midpoint.
 */
function redThenBlue(transition: Omit<TransitionInput, "duration" | "easing">) {
  return smallDocument(
    [
      {
        id: "blank",
        name: "Blank",
        slots: [],
        elements: [{ id: "nothing", type: "shape", shape: "rect", box: { x: 0, y: 0, width: 1, height: 1 }, fill: "#00000000" }],
      },
      {
        id: "square",
        name: "Square",
        slots: [],
        elements: [{ id: "square", type: "shape", shape: "rect", box: { x: 0.3, y: 0.3, width: 0.4, height: 0.4 }, fill: "#ffffff" }],
      },
    ],
    [
      { id: "old", layoutId: "blank", background: "#ff0000", duration: 1 },
      { id: "new", layoutId: "square", background: "#0000ff", duration: 2, transition: { ...transition, duration: 1, easing: "linear" } },
    ],
  );
}
const MIDWAY = 45;

describe("scene transitions at their midpoint", () => {
  it("crossfade blends the two scenes half and half, the new one as a whole (its background does not show through its square)", () => {
    const frame = drawnFrame(redThenBlue({ type: "crossfade" }), MIDWAY);
    expectColour(frame.atFraction(0.1, 0.1), RED_BLUE);
    expectColour(frame.atFraction(0.5, 0.5), RED_WHITE);
  });

  it("slide (left) brings the new scene in from the right: half of it shows, moved by half the width", () => {
    const frame = drawnFrame(redThenBlue({ type: "slide", direction: "left" }), MIDWAY);
    expectColour(frame.atFraction(0.25, 0.5), RED);
    expectColour(frame.atFraction(0.75, 0.1), BLUE);
    // The square sits at 0.8–1.2 of the width, not where it will settle (a wipe would show it at 0.3–0.7).
    expectColour(frame.atFraction(0.6, 0.5), BLUE);
    expectColour(frame.atFraction(0.9, 0.5), WHITE);
  });

  it("slide (down) brings the new scene in from the top", () => {
    const frame = drawnFrame(redThenBlue({ type: "slide", direction: "down" }), MIDWAY);
    expectColour(frame.atFraction(0.5, 0.75), RED);
    expectColour(frame.atFraction(0.1, 0.25), BLUE);
    expectColour(frame.atFraction(0.5, 0.1), WHITE);
    expectColour(frame.atFraction(0.5, 0.4), BLUE);
  });

  it("zoom fades the new scene in while it shrinks from 1.25× to its size", () => {
    const frame = drawnFrame(redThenBlue({ type: "zoom" }), MIDWAY);
    expectColour(frame.atFraction(0.1, 0.1), RED_BLUE);
    expectColour(frame.atFraction(0.5, 0.5), RED_WHITE);
    // At 1.125× the square spans 0.275–0.725: wider than its own 0.3–0.7.
    halfTheSquare(frame.atFraction(0.715, 0.5));
    halfTheSquare(frame.atFraction(0.285, 0.5));
    expectColour(frame.atFraction(0.74, 0.5), RED_BLUE);
  });

  it("every transition has finished once its duration is over", () => {
    for (const type of ["crossfade", "slide", "zoom"] as const) {
      const frame = drawnFrame(redThenBlue({ type }), 60);
      expectColour(frame.atFraction(0.1, 0.1), BLUE);
      expectColour(frame.atFraction(0.5, 0.5), WHITE);
      expectColour(frame.atFraction(0.74, 0.5), BLUE);
    }
  });
});
