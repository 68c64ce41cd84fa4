import type { LibraryKind } from "@framewise/contracts";

/** An item's page: `layouts-pipeline/{id}` or `templates-pipeline/{id}`. */
export const itemPagePath = (kind: LibraryKind, id: string) =>
  `/${kind === "layout" ? "layouts" : "templates"}-pipeline/${encodeURIComponent(id)}`;

/** The editors an item has: every item's animation, and a template's style. */
export const editorLinks = (kind: LibraryKind, id: string) => [
  ...(kind === "template" ? [{ label: "Style config", to: `${itemPagePath(kind, id)}/style-config` }] : []),
  { label: "Animation", to: `${itemPagePath(kind, id)}/animation` },
];
