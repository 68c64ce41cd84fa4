import type { LibraryKind } from "@framewise/contracts";
import type { Layout, Template } from "@framewise/scene";
import type { Definition } from "../studio/studio-api";

/** One row of the preview grid: the layout drawn under the template (one of them is the item's own draft). */
export interface PreviewPair {
  key: string;
  /** What the row is named by: the template for a layout, the layout for a template. */
  label: string;
  layout: Layout;
  template: Template;
}

/**
 * What the item is seen with, as the checklist checks it: a layout under every published template
 * that offers it (else the first published template); a template with each of its published
 * layouts. The item's own definition is its latest version, drafts included.
 */
export function previewPairs<Kind extends LibraryKind>(
  kind: Kind,
  definition: Definition<Kind>,
  library: { templates: Template[]; layouts: Record<string, Layout> },
): PreviewPair[] {
  if (kind === "layout") {
    const layout = definition as Layout;
    const offering = library.templates.filter((template) => template.layouts.includes(layout.id));
    const templates = offering.length ? offering : library.templates.slice(0, 1);
    return templates.map((template) => ({ key: template.id, label: template.name, layout, template }));
  }
  const template = definition as Template;
  return template.layouts.flatMap((id) => {
    const layout = library.layouts[id];
    return layout ? [{ key: layout.id, label: layout.name, layout, template }] : [];
  });
}
