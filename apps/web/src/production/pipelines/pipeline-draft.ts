import type { PipelineSourceKind } from "@framewise/contracts";
import type { PipelineSettings, PreviewRequest } from "./pipelines-api";

/** The wizard's settings as the person fills them in. */
export interface PipelineDraft {
  clientId: string;
  name: string;
  sourceKind: PipelineSourceKind;
  url: string;
  /** An uploaded CSV's text (CSV sources only; else the URL is read). */
  csv: string | null;
  keyField: string;
  templateId: string;
  mappingKind: "fields" | "planner";
  /** Modification key → `{{field}}` template, in the order shown. */
  modifications: [string, string][];
  prompt: string;
  schedule: string;
  approval: boolean;
  deliveryKind: "none" | "webhook" | "landing_page" | "storage";
  prefix: string;
}

export const emptyDraft = (clientId = ""): PipelineDraft => ({
  clientId,
  name: "",
  sourceKind: "rss",
  url: "",
  csv: null,
  keyField: "",
  templateId: "",
  mappingKind: "fields",
  modifications: [["Headline.text", "{{title}}"]],
  prompt: "{{title}}\n{{description}}",
  schedule: "",
  approval: true,
  deliveryKind: "none",
  prefix: "",
});

export function sourceOf(draft: PipelineDraft): Record<string, unknown> {
  const keyField = draft.keyField.trim() ? { key_field: draft.keyField.trim() } : {};
  if (draft.sourceKind === "inbound") return { kind: "inbound", ...keyField };
  if (draft.sourceKind === "csv" && draft.csv !== null) return { kind: "csv", csv: draft.csv, ...keyField };
  return { kind: draft.sourceKind, url: draft.url.trim(), ...keyField };
}

export const mappingOf = (draft: PipelineDraft): PipelineSettings["mapping"] =>
  draft.mappingKind === "planner"
    ? { kind: "planner", prompt: draft.prompt }
    : { kind: "fields", modifications: Object.fromEntries(draft.modifications.filter(([key]) => key.trim())) };

export const previewOf = (draft: PipelineDraft, withMapping: boolean): PreviewRequest => ({
  client_id: draft.clientId,
  source: sourceOf(draft),
  ...(withMapping && draft.templateId ? { client_template_id: draft.templateId, mapping: mappingOf(draft) } : {}),
});

export const settingsOf = (draft: PipelineDraft): PipelineSettings => ({
  client_id: draft.clientId,
  name: draft.name.trim(),
  source: sourceOf(draft),
  client_template_id: draft.templateId,
  mapping: mappingOf(draft),
  schedule: draft.schedule.trim() || null,
  approval: draft.approval,
  delivery: draft.deliveryKind === "storage" ? { kind: "storage", prefix: draft.prefix.trim() } : { kind: draft.deliveryKind },
});
