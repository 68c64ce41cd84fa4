import { LIBRARY_STAGES } from "@framewise/contracts";
import { describe, expect, it } from "vitest";
import { stageMove } from "./stage-rules.ts";

describe("the stage rules", () => {
  it("moves forward one stage at a time", () => {
    expect(stageMove("draft", "in_review", undefined)).toEqual({ ok: true, effect: "review" });
    expect(stageMove("in_review", "published", undefined)).toEqual({ ok: true, effect: "publish" });
    expect(stageMove("published", "retired", undefined)).toEqual({ ok: true, effect: "retire" });
  });

  it("never skips review", () => {
    expect(stageMove("draft", "published", undefined)).toMatchObject({ ok: false, code: "review_required" });
  });

  it("goes back to draft from any later stage only with a reason", () => {
    for (const from of ["in_review", "published", "retired"] as const) {
      expect(stageMove(from, "draft", undefined)).toMatchObject({ ok: false, code: "reason_required" });
      expect(stageMove(from, "draft", "typo in the headline")).toMatchObject({ ok: true });
    }
    expect(stageMove("in_review", "draft", "x")).toEqual({ ok: true, effect: "reopen" });
    expect(stageMove("published", "draft", "x")).toEqual({ ok: true, effect: "new_draft" });
  });

  it("refuses every other move", () => {
    const allowed = new Set(["draft>in_review", "in_review>published", "published>retired", "draft>published"]);
    for (const from of LIBRARY_STAGES)
      for (const to of LIBRARY_STAGES)
        if (to !== "draft" && !allowed.has(`${from}>${to}`))
          expect(stageMove(from, to, "r"), `${from} → ${to}`).toMatchObject({ ok: false, code: "invalid_transition" });
  });
});
