import type { LibraryKind } from "@framewise/contracts";
import { layoutSchema, type Layout, type Template } from "@framewise/scene";
import { ok, type FakeAnswer } from "../../testing/fake-api";
import { cleanTemplate } from "../../testing/library";
import { itemPath } from "../studio/studio-api";

/** The title layout with a headline whose x moves from 0 (at 0 s) to 0.2 (at 1 s). */
export const animatedLayout = layoutSchema.parse({
  id: "title",
  name: "Title",
  slots: [{ name: "headline", kind: "headline", label: "Headline" }],
  elements: [
    { id: "bg", type: "shape", shape: "rect", box: { x: 0, y: 0, width: 1, height: 1 }, fill: "#000000" },
    {
      id: "words",
      type: "text",
      slot: "headline",
      box: { x: 0.1, y: 0.4, width: 0.8, height: 0.2 },
      keyframes: {
        x: [
          { time: 0, value: 0 },
          { time: 1, value: 0.2 },
        ],
      },
    },
  ],
});

/** A studio item (version `version`, a draft) as `GET /library/{kind}/{id}` answers it. */
export function studioItem(kind: LibraryKind, definition: Layout | Template, version = 1) {
  return {
    kind,
    id: definition.id,
    name: definition.name,
    stage: "draft",
    latest_version: version,
    published_version: null,
    owner_id: null,
    owner_email: null,
    aspect_coverage: [],
    usage_count: 0,
    updated_at: "2026-11-01T00:00:00Z",
    definition,
    versions: [],
  };
}

/** The studio's item route and its save route answering each save as the next version. */
export function studioRoutes(
  kind: LibraryKind,
  definition: Layout | Template,
  saves: FakeAnswer[] = [ok({ data: studioItem(kind, definition, 2) })],
) {
  return {
    [`GET ${itemPath(kind, definition.id)}`]: [ok({ data: studioItem(kind, definition) })],
    [`POST ${itemPath(kind, definition.id)}/versions`]: saves,
  };
}

export { cleanTemplate };
