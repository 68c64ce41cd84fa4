import type { AuditSource } from "@framewise/contracts";
import type { AuditEntry } from "./audit-api";

/** The audited tables as people call them; a table added later shows by its own name until it is named here. */
export const ENTITY_LABELS: Record<string, string> = {
  content: "Video",
  landing_page: "Landing page",
  asset: "Asset",
  template: "Template",
  layout: "Layout",
  user: "User",
  image_vibe: "Image vibe",
  image_inspiration: "Inspiration",
  prompt_suite: "Prompt suite",
  prompt_suite_prompt: "Suite prompt",
  plan_assignment: "Plan",
  quota_ledger: "Extra credit",
  library_item: "Library item",
  library_version: "Library version",
  library_comment: "Library comment",
  generated_layout: "Generated layout",
  library_font: "Library font",
};

export const entityLabel = (entity: string) => ENTITY_LABELS[entity] ?? entity;

export const SOURCE_LABELS: Record<AuditSource, { label: string; color: string }> = {
  editor: { label: "Editor", color: "blue" },
  api: { label: "API", color: "grape" },
  pipeline: { label: "Pipeline", color: "teal" },
  browser: { label: "Database browser", color: "orange" },
  system: { label: "System", color: "gray" },
  revert: { label: "Revert", color: "red" },
};

const ACTION_VERBS = { insert: "created", update: "changed", delete: "deleted" } as const;
export const actionVerb = (entry: AuditEntry) => ACTION_VERBS[entry.action];

/** Where the entity is seen: a video in its editor, anything else as its row in the database browser. */
export const entityLink = (entry: Pick<AuditEntry, "entity" | "entity_id">) =>
  entry.entity === "content"
    ? `/content/${encodeURIComponent(entry.entity_id)}/edit`
    : `/firestore-dashboard/${encodeURIComponent(entry.entity)}/${encodeURIComponent(entry.entity_id)}`;

/** The entity's own name where the entry holds one (a title or name), else its id. */
export function entityName(entry: AuditEntry): string {
  for (const state of [entry.after, entry.before]) {
    const name = state?.title ?? state?.name ?? state?.email;
    if (typeof name === "string" && name) return name;
  }
  return entry.entity_id;
}

/** Who made a change: the person's email as recorded, else "System". */
export const actorName = (entry: AuditEntry) =>
  entry.actor.kind === "system" ? "System" : (entry.actor.label ?? entry.actor.id ?? "Unknown");

/** The UTC day an entry falls on (`2026-11-24`), for the timeline's grouping. */
export const dayOf = (iso: string) => iso.slice(0, 10);
