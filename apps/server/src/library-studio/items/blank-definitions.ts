import type { LibraryKind } from "@framewise/contracts";
import type { LayoutInput, TemplateInput } from "@framewise/scene";

/** A blank layout: one headline slot in the middle of the frame, ready to be designed. */
const blankLayout = (id: string, name: string): LayoutInput => ({
  id,
  name,
  slots: [{ name: "headline", kind: "headline", label: "Headline", required: true, maxLength: 60 }],
  elements: [
    {
      id: "headline",
      type: "text",
      slot: "headline",
      textStyle: "headline",
      style: { align: "center", verticalAlign: "middle" },
      box: { x: 0.1, y: 0.35, width: 0.8, height: 0.3 },
    },
  ],
});

/** A blank template: a neutral dark palette, the sans fonts, and the layouts it will offer (at least one). */
const blankTemplate = (id: string, name: string, layouts: string[]): TemplateInput => ({
  id,
  name,
  palette: { background: "#111318", surface: "#1e2129", primary: "#4f7cff", secondary: "#9aa3b5", text: "#ffffff", accent: "#ffc94d" },
  fonts: { heading: { family: "Inter", weight: 700 }, body: { family: "Inter", weight: 400 } },
  textStyles: {
    headline: { fontFamily: "Inter", fontWeight: 700, minSize: 56, maxSize: 120, color: "$text" },
    body: { fontFamily: "Inter", fontWeight: 400, minSize: 36, maxSize: 60, color: "$text" },
  },
  background: "$background",
  transition: { type: "crossfade", duration: 0.4 },
  layouts,
});

/** A new item's first definition when staff start from nothing; a template offers the library's first published layout. */
export const blankDefinition = (kind: LibraryKind, id: string, name: string, firstLayoutId = "title"): unknown =>
  kind === "layout" ? blankLayout(id, name) : blankTemplate(id, name, [firstLayoutId]);
