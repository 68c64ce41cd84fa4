import { describe, expect, it } from "vitest";
import { describeChange } from "./describe-change";

describe("describeChange", () => {
  it("names where and what, list positions counted from one", () => {
    expect(describeChange({ path: "/palette/background", kind: "changed", before: "#111111", after: "#123456" })).toBe(
      "palette › background: “#111111” → “#123456”",
    );
    expect(describeChange({ path: "/elements/0/box/x", kind: "changed", before: 0.1, after: 0.2 })).toBe(
      "elements › #1 › box › x: 0.1 → 0.2",
    );
    expect(describeChange({ path: "/tags/2", kind: "added", after: "sale" })).toBe("tags › #3: added “sale”");
    expect(describeChange({ path: "/animations/headline", kind: "removed", before: [{}] })).toBe(
      "animations › headline: removed (was a list of 1)",
    );
  });

  it("unescapes JSON Pointer segments", () => {
    expect(describeChange({ path: "/textStyles/a~1b", kind: "added", after: {} })).toBe("textStyles › a/b: added a group of settings");
  });
});
