import { applyRenderModifications, type Content, type LayoutSlots, type ValidationError } from "@framewise/scene";
import { fillTemplate } from "./field-template.ts";

/**
 * The modifications one item makes: each key's template filled with the item's fields. A key
 * whose text comes out empty is left out (the template keeps its own value), so an item without
 * a picture still makes a video. `.items` keys take one list item per line.
 */
export function itemModifications(mapping: Record<string, string>, fields: Record<string, string>): Record<string, unknown> {
  const modifications: Record<string, unknown> = {};
  for (const [key, template] of Object.entries(mapping)) {
    const value = fillTemplate(template, fields);
    if (!value) continue;
    modifications[key] = key.endsWith(".items")
      ? value
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean)
      : value;
  }
  return modifications;
}

/** The client template filled with one item: the document, or the problems at JSON paths. */
export function mapItem(
  template: Content,
  mapping: Record<string, string>,
  fields: Record<string, string>,
  layoutSlots?: LayoutSlots,
): { ok: true; document: Content } | { ok: false; problems: ValidationError[] } {
  const { content, problems } = applyRenderModifications(template, itemModifications(mapping, fields), { layoutSlots });
  return problems.length ? { ok: false, problems } : { ok: true, document: content };
}
