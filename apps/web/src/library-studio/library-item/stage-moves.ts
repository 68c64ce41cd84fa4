import type { LibraryStage } from "@framewise/contracts";

export interface StageMoveButton {
  to: LibraryStage;
  label: string;
  /** Going back to draft needs a written reason (the server answers 409 `reason_required` without one). */
  needsReason: boolean;
}

const BACK = { to: "draft", label: "Back to draft", needsReason: true } as const;

/**
 * The moves the production line allows from a stage (the server's stage-rules.ts): the page
 * offers these and nothing else, so a button never leads to `invalid_transition`.
 */
export function stageMoves(stage: LibraryStage): StageMoveButton[] {
  switch (stage) {
    case "draft":
      return [{ to: "in_review", label: "Send to review", needsReason: false }];
    case "in_review":
      return [{ to: "published", label: "Publish", needsReason: false }, BACK];
    case "published":
      return [BACK, { to: "retired", label: "Retire", needsReason: false }];
    case "retired":
      return [BACK];
  }
}
