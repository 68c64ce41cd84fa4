import { describe, expect, it } from "vitest";
import { backgroundStrip, stripPosition } from "./background-strip";
import { primaryPalette as palette } from "../../testing/primary-palette";

const stops = (css: string) => [...css.matchAll(/(#[0-9a-f]{6,8}) ([\d.]+)%/g)].map(([, color, at]) => ({ color, at: Number(at) }));

describe("the background strip", () => {
  it("shows a still colour across the scene, palette roles resolved", () => {
    const strip = stops(backgroundStrip("$primary", 4, palette));
    expect(strip.length).toBeGreaterThan(2);
    expect(new Set(strip.map((stop) => stop.color))).toEqual(new Set(["#ff0000"]));
    expect(strip[0]!.at).toBe(0);
    expect(strip.at(-1)!.at).toBe(100);
  });

  it("samples the animation as the renderer draws it: held before the first keyframe, eased between", () => {
    const linear = stops(
      backgroundStrip(
        {
          keyframes: [
            { time: 1, color: "#000000", easing: "linear" },
            { time: 3, color: "#ffffff", easing: "linear" },
          ],
        },
        4,
        palette,
      ),
    );
    const eased = stops(
      backgroundStrip(
        {
          keyframes: [
            { time: 1, color: "#000000", easing: "ease-in-expo" },
            { time: 3, color: "#ffffff", easing: "linear" },
          ],
        },
        4,
        palette,
      ),
    );
    const at = (strip: typeof linear, percent: number) => strip.find((stop) => stop.at === percent)!.color;
    expect(at(linear, 0)).toBe("#000000");
    expect(at(linear, 25)).toBe("#000000");
    expect(at(linear, 100)).toBe("#ffffff");
    // Halfway through the change: an ease-in is still much darker than a linear mix.
    expect(parseInt(at(eased, 50)!.slice(1, 3), 16)).toBeLessThan(parseInt(at(linear, 50)!.slice(1, 3), 16) / 2);
  });

  it("places keyframes along it, one past the end at the end", () => {
    expect(stripPosition(1, 4)).toBe(25);
    expect(stripPosition(6, 4)).toBe(100);
    expect(stripPosition(0, 0)).toBe(0);
  });
});
