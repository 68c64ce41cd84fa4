import type { ContentLibrary, LibraryKind, LibraryUpdate } from "@framewise/contracts";
import type { Layout, Template } from "@framewise/scene";
import { z } from "zod";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { findLibraryDefinition } from "../../workspace/library/library-queries.ts";
import { jsonChanges } from "../../kernel/json-changes.ts";
import type { ContentRow } from "./content-view.ts";
import { publishedPins, repinContent, usedLibraryIds } from "./library-pins-queries.ts";
import { libraryOf } from "./render-document.ts";

/** At most this many changes are listed per update: enough to say what changed, not a whole document. */
const CHANGES_SHOWN = 50;

type Definition = Template | Layout;

export const libraryUpdateBody = z.strictObject({
  items: z
    .array(z.strictObject({ kind: z.enum(["template", "layout"]), id: z.string().min(1).max(64) }))
    .max(200)
    .optional()
    .describe("The templates and layouts to take the published version of; all of them when left out."),
});

/**
 * What a video is drawn with (its pinned versions, else what is published) and every newer
 * published version it could take, with what changed.
 */
export async function contentLibrary(db: Db, row: ContentRow): Promise<ContentLibrary<Template, Layout>> {
  const drawn = await libraryOf(db, row);
  const published = await publishedPins(db, usedLibraryIds(row.document));
  const updates: LibraryUpdate<Definition>[] = [];
  for (const kind of ["template", "layout"] as const) {
    const mine: Definition[] = kind === "template" ? (drawn.template ? [drawn.template] : []) : drawn.layouts;
    for (const [id, pinnedVersion] of Object.entries(row.libraryPins[kind] ?? {})) {
      const publishedVersion = published[kind]?.[id];
      const pinned = mine.find((definition) => definition.id === id);
      if (!publishedVersion || publishedVersion === pinnedVersion || !pinned) continue;
      const latest = await findLibraryDefinition(db, kind, id);
      if (!latest) continue;
      updates.push({
        kind,
        id,
        name: latest.name,
        pinned_version: pinnedVersion,
        published_version: publishedVersion,
        pinned,
        published: latest,
        changes: jsonChanges(pinned, latest, CHANGES_SHOWN),
      });
    }
  }
  return { template: drawn.template ?? null, layouts: drawn.layouts, pins: row.libraryPins, updates };
}

/** Moves the video to the published versions of the items named (all it uses by default); answers its library. */
export async function updateContentLibrary(
  db: Db,
  actor: AuditActor,
  row: ContentRow,
  body: z.infer<typeof libraryUpdateBody>,
): Promise<ContentLibrary<Template, Layout>> {
  const used = usedLibraryIds(row.document);
  const wanted = (kind: LibraryKind) =>
    used[kind].filter((id) => !body.items || body.items.some((item) => item.kind === kind && item.id === id));
  const published = await publishedPins(db, { template: wanted("template"), layout: wanted("layout") });
  const libraryPins = await asActor(db, actor, (tx) => repinContent(tx, row.id, published));
  return contentLibrary(db, { ...row, libraryPins });
}
