import { describe, expect, it } from "vitest";
import { emptySourceForm, formOfCase, frameCount, sourceOf } from "./source-form";

describe("the source form", () => {
  it("names a library layout once a template and a layout are chosen", () => {
    expect(sourceOf(emptySourceForm)).toEqual({ problem: "Choose a template and a layout." });
    expect(sourceOf({ ...emptySourceForm, templateId: "bold", layoutId: "title", aspectRatio: "1:1" })).toEqual({
      source: { kind: "library", template_id: "bold", layout_id: "title", aspect_ratio: "1:1" },
    });
  });

  it("parses a pasted document and says why one is not JSON", () => {
    expect(sourceOf({ ...emptySourceForm, kind: "json", json: '{"content":{}}' })).toEqual({
      source: { kind: "json", document: { content: {} } },
    });
    expect(sourceOf({ ...emptySourceForm, kind: "json", json: "{oops" })).toMatchObject({
      problem: expect.stringMatching(/^That is not JSON/),
    });
  });

  it("fills itself from a saved case", () => {
    const saved = {
      name: "x",
      source: { kind: "json" as const, document: { a: 1 } },
      width: 270,
      frames: [0],
      threshold: 24,
      measured: { max_over_percent: 0, max_mean_difference: 0 },
      allowance: { max_over_percent: 0.1, max_mean_difference: 0.25 },
      saved_at: "2026-01-01T00:00:00Z",
    };
    expect(formOfCase(saved, emptySourceForm)).toMatchObject({ kind: "json", json: '{\n  "a": 1\n}' });
  });

  it("counts a range's frames as the server plans them", () => {
    expect(frameCount({ from: 0, to: 119, step: 15 })).toBe(8);
    expect(frameCount({ from: 10, to: 5, step: 1 })).toBe(0);
  });
});
