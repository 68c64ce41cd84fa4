import type { LibraryStage } from "@framewise/contracts";

/** What a move asks for before it is sent: a reason (back to draft), an optional override (publishing with red checks), or nothing. */
export type MoveQuestion = "reason" | "override" | null;

export function moveQuestion(from: LibraryStage, to: LibraryStage, blocked: boolean): MoveQuestion {
  if (to === "draft") return "reason";
  // From a draft the server refuses anyway (review first): its answer says so.
  if (from === "in_review" && to === "published" && blocked) return "override";
  return null;
}
