import { ASPECT_RATIOS, type AspectRatio } from "@framewise/scene";
import type { RegressionCase, Source } from "./render-test-api";

export type SourceKind = Source["kind"];

/** What the source picker holds: every kind's fields, so switching kinds keeps what was typed. */
export interface SourceForm {
  kind: SourceKind;
  templateId: string;
  layoutId: string;
  aspectRatio: AspectRatio;
  contentId: string;
  json: string;
}

export const emptySourceForm: SourceForm = {
  kind: "library",
  templateId: "",
  layoutId: "",
  aspectRatio: ASPECT_RATIOS[0],
  contentId: "",
  json: "",
};

/** The source the form names, or why it names none yet (shown beside the Compare button). */
export function sourceOf(form: SourceForm): { source: Source } | { problem: string } {
  switch (form.kind) {
    case "library":
      if (!form.templateId || !form.layoutId) return { problem: "Choose a template and a layout." };
      return { source: { kind: "library", template_id: form.templateId, layout_id: form.layoutId, aspect_ratio: form.aspectRatio } };
    case "content":
      return form.contentId ? { source: { kind: "content", content_id: form.contentId } } : { problem: "Choose a video." };
    case "json":
      if (!form.json.trim()) return { problem: "Paste a document: { content, template, layouts }." };
      try {
        return { source: { kind: "json", document: JSON.parse(form.json) as unknown } };
      } catch (error) {
        return { problem: `That is not JSON: ${(error as Error).message}` };
      }
  }
}

/** A saved case's source as the form shows it (a document pretty-printed). */
export function formOfCase(saved: RegressionCase, form: SourceForm): SourceForm {
  const source = saved.source;
  switch (source.kind) {
    case "library":
      return { ...form, kind: "library", templateId: source.template_id, layoutId: source.layout_id, aspectRatio: source.aspect_ratio };
    case "content":
      return { ...form, kind: "content", contentId: source.content_id };
    case "json":
      return { ...form, kind: "json", json: JSON.stringify(source.document, null, 2) };
  }
}

/** The frames a range covers, as the server will plan them (shown before comparing). */
export const frameCount = (range: { from: number; to: number; step: number }) =>
  range.to < range.from || range.step < 1 ? 0 : Math.floor((range.to - range.from) / range.step) + 1;

/** The range a case's frames were planned from (a case always comes from one range). */
export function rangeOfFrames(frames: number[]) {
  const from = frames[0] ?? 0;
  const to = frames.at(-1) ?? from;
  return { from, to, step: frames.length > 1 ? frames[1]! - from : 1 };
}
