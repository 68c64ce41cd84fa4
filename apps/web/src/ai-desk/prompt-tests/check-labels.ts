import type { PromptCheckKind } from "@framewise/contracts";

/** Each check as the screens name it. */
export const CHECK_LABELS: Record<PromptCheckKind, string> = {
  schema_valid: "Valid storyboard",
  scene_count: "Scene count",
  duration: "Length",
  layouts_required: "Required layouts",
  layouts_forbidden: "Forbidden layouts",
  words_required: "Required words",
  words_forbidden: "Forbidden words",
  media_used: "Pictures and clips",
  language: "Language",
};
