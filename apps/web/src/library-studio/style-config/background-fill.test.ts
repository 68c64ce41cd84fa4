import { fillSchema } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { addStop, convertFill, fillKind, removeStop } from "./background-fill";

describe("background fills", () => {
  it("turns a colour into a gradient from it to the surface, and back into its first colour", () => {
    const linear = convertFill("#ff0000", "linear-gradient");
    expect(linear).toEqual({
      type: "linear-gradient",
      angle: 180,
      stops: [
        { offset: 0, color: "#ff0000" },
        { offset: 1, color: "$surface" },
      ],
    });
    const radial = convertFill(linear, "radial-gradient");
    expect(fillKind(radial)).toBe("radial-gradient");
    expect(convertFill(radial, "solid")).toBe("#ff0000");
    expect(convertFill({ keyframes: [{ time: 0, color: "#00ff00", easing: "linear" }] }, "solid")).toBe("#00ff00");
  });

  it("adds a stop halfway along the last gap and removes one, staying a valid fill", () => {
    const gradient = {
      type: "radial-gradient" as const,
      stops: [
        { offset: 0, color: "#000000" },
        { offset: 0.5, color: "#ffffff" },
      ],
    };
    const three = addStop(gradient);
    expect(three.stops.map((stop) => stop.offset)).toEqual([0, 0.25, 0.5]);
    expect(fillSchema.safeParse(three).success).toBe(true);
    expect(removeStop(three, 1)).toEqual(gradient);
  });
});
