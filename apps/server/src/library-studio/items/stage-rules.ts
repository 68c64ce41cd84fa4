import type { LibraryStage } from "@framewise/contracts";

/** What moving the latest version from one stage to another does, or why it may not. */
export type StageMove =
  | { ok: true; effect: "review" | "publish" | "retire" | "reopen" | "new_draft" }
  | { ok: false; code: "review_required" | "invalid_transition" | "reason_required"; message: string };

/**
 * The production line: draft → in_review → published → retired, and back to draft with a reason.
 * Sending an in-review version back reopens it; going back from published or retired starts a new
 * draft version from it (what users see stays as it is until that draft is published). Pure.
 */
export function stageMove(from: LibraryStage, to: LibraryStage, reason: string | undefined): StageMove {
  if (from === "draft" && to === "in_review") return { ok: true, effect: "review" };
  if (from === "in_review" && to === "published") return { ok: true, effect: "publish" };
  if (from === "published" && to === "retired") return { ok: true, effect: "retire" };
  if (from === "draft" && to === "published")
    return { ok: false, code: "review_required", message: "A draft goes to review before it is published." };
  if (to === "draft" && from !== "draft") {
    if (!reason) return { ok: false, code: "reason_required", message: "Say why it goes back to draft." };
    return { ok: true, effect: from === "in_review" ? "reopen" : "new_draft" };
  }
  return { ok: false, code: "invalid_transition", message: `A ${from.replace("_", " ")} version cannot move to ${to.replace("_", " ")}.` };
}
