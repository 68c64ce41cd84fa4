import { layoutSchema, templateSchema, type Layout } from "@framewise/scene";
import { cleanTemplate, titleLayout } from "../../testing/library";
import type { GridItem } from "./grid-api";

const layout = (id: string, name: string, kinds: Layout["slots"][number]["kind"][], extra: Partial<Layout> = {}) =>
  layoutSchema.parse({
    id,
    name,
    slots: kinds.map((kind) => ({ name: kind, kind, label: kind })),
    elements: [{ id: "bg", type: "shape", shape: "rect", box: { x: 0, y: 0, width: 1, height: 1 }, fill: "#000000" }],
    ...extra,
  });

/** A studio list entry for a definition. */
export function gridItem<Kind extends "layout" | "template">(
  kind: Kind,
  definition: GridItem<Kind>["definition"],
  summary: Partial<GridItem> = {},
): GridItem<Kind> {
  return {
    kind,
    id: definition.id,
    name: definition.name,
    stage: "published",
    latest_version: 1,
    published_version: 1,
    owner_id: null,
    owner_email: null,
    aspect_coverage: ["9:16", "1:1", "16:9", "4:5"],
    usage_count: 0,
    updated_at: "2026-11-01T00:00:00.000Z",
    definition,
    ...summary,
  } as GridItem<Kind>;
}

export const productLayout = layout("product-card", "Product card", ["headline", "image", "price"], {
  description: "A product photo with its price",
  tags: ["commerce"],
  aspectRatios: ["1:1", "4:5"],
});
export const clipLayout = layout("clip-promo", "Clip promo", ["headline", "video", "price"], { tags: ["commerce", "motion"] });
export const quoteLayout = layout("quote", "Quote", ["text", "caption"], { tags: ["social"] });

/** The layout library: the published title, a product card in review owned by Ada, a clip promo and a quote as drafts. */
export const layoutItems = [
  gridItem("layout", titleLayout, { usage_count: 3 }),
  gridItem("layout", productLayout, {
    stage: "in_review",
    owner_email: "ada@staff.test",
    aspect_coverage: ["1:1", "4:5"],
    updated_at: "2026-11-03T00:00:00.000Z",
  }),
  gridItem("layout", clipLayout, { stage: "draft", published_version: null, owner_email: "bo@staff.test" }),
  gridItem("layout", quoteLayout, { stage: "draft", published_version: null }),
];

export const boldTemplate = templateSchema.parse({ ...cleanTemplate, id: "bold", name: "Bold", layouts: ["title", "title"] });
export const templateItems = [
  gridItem("template", cleanTemplate, { usage_count: 1 }),
  gridItem("template", boldTemplate, { stage: "draft" }),
];
