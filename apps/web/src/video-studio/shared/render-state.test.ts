import { describe, expect, it } from "vitest";
import { renderStateLabel, renderStateLine } from "./render-state";

const base = { progress: 0.48, error: null, frames_per_second: 30, seconds_left: 12 };
const seconds = (value: number) => `${value}s`;

describe("a render under way, in words", () => {
  it("shows a render put back in the queue after a stop as queued again, with the reason, not its old progress", () => {
    const recovering = {
      ...base,
      status: "queued" as const,
      progress: 0,
      error: "The server stopped unexpectedly while rendering; this render is being recovered and will start again.",
    };
    expect(renderStateLabel(recovering)).toBe("Queued again");
    expect(renderStateLine(recovering, seconds)).toBe(`Queued again: ${recovering.error}`);
  });

  it("shows a waiting render as queued and a running one with its progress, speed and time left", () => {
    expect(renderStateLabel({ ...base, status: "queued", progress: 0 })).toBe("Queued");
    expect(renderStateLine({ ...base, status: "queued", progress: 0 }, seconds)).toBe("Waiting to start…");
    expect(renderStateLabel({ ...base, status: "rendering" })).toBe("Rendering 48%");
    expect(renderStateLine({ ...base, status: "rendering" }, seconds)).toBe("Rendering 48% · 30 frames/s · 12s left");
  });
});
