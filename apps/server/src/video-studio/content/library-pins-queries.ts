import type { LibraryKind, LibraryPins } from "@framewise/contracts";
import type { Content, Layout, Template } from "@framewise/scene";
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { content, libraryItem, libraryVersion } from "../../platform/db/schema.ts";

/** The library ids a document uses, by kind. */
export const usedLibraryIds = (document: Content): Record<LibraryKind, string[]> => ({
  template: [document.templateId],
  layout: [...new Set(document.scenes.map((scene) => scene.layoutId))],
});

/** The published version of each of those ids that has one, as pins. */
export async function publishedPins(db: Db, ids: Record<LibraryKind, string[]>): Promise<LibraryPins> {
  const rows = await db
    .select({ kind: libraryItem.kind, id: libraryItem.itemId, version: libraryVersion.version })
    .from(libraryVersion)
    .innerJoin(libraryItem, eq(libraryItem.id, libraryVersion.libraryItemId))
    .where(
      and(
        eq(libraryVersion.stage, "published"),
        or(
          and(eq(libraryItem.kind, "template"), inArray(libraryItem.itemId, ids.template)),
          and(eq(libraryItem.kind, "layout"), inArray(libraryItem.itemId, ids.layout)),
        ),
      ),
    );
  const pins: Required<LibraryPins> = { template: {}, layout: {} };
  for (const row of rows) pins[row.kind][row.id] = row.version;
  return pins;
}

/**
 * The pins a save writes, computed in the UPDATE itself so a concurrent "update to the latest"
 * is never lost: the pins the video has for ids it still uses win, ids it newly uses take their
 * published version, ids it no longer uses are dropped.
 */
export function mergedPinsSql(ids: Record<LibraryKind, string[]>, published: LibraryPins): SQL {
  const kindPins = (kind: LibraryKind) =>
    sql`(select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
          from jsonb_each(${JSON.stringify(published[kind] ?? {})}::jsonb || coalesce(${content.libraryPins} -> ${kind}, '{}'::jsonb))
          where key = any(${textArray(ids[kind])}))`;
  return sql`jsonb_build_object('template', ${kindPins("template")}, 'layout', ${kindPins("layout")})`;
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** The definitions of pinned versions, by kind and id (a pin whose version is gone is left out). */
export async function pinnedDefinitions(db: Db, pins: LibraryPins): Promise<{ templates: Template[]; layouts: Layout[] }> {
  const wanted = (["template", "layout"] as const).flatMap((kind) =>
    Object.entries(pins[kind] ?? {}).map(([id, version]) =>
      and(eq(libraryItem.kind, kind), eq(libraryItem.itemId, id), eq(libraryVersion.version, version)),
    ),
  );
  if (!wanted.length) return { templates: [], layouts: [] };
  const rows = await db
    .select({ kind: libraryItem.kind, definition: libraryVersion.definition })
    .from(libraryVersion)
    .innerJoin(libraryItem, eq(libraryItem.id, libraryVersion.libraryItemId))
    .where(or(...wanted));
  return {
    templates: rows.filter((row) => row.kind === "template").map((row) => row.definition as Template),
    layouts: rows.filter((row) => row.kind === "layout").map((row) => row.definition as Layout),
  };
}

/** Points the video's pins for `ids` at their published versions now; answers the pins as saved. */
export async function repinContent(db: Db, contentId: string, published: LibraryPins): Promise<LibraryPins> {
  const [row] = await db
    .update(content)
    .set({
      libraryPins: sql`jsonb_build_object(
        'template', coalesce(${content.libraryPins} -> 'template', '{}'::jsonb) || ${JSON.stringify(published.template ?? {})}::jsonb,
        'layout', coalesce(${content.libraryPins} -> 'layout', '{}'::jsonb) || ${JSON.stringify(published.layout ?? {})}::jsonb)`,
    })
    .where(eq(content.id, contentId))
    .returning({ libraryPins: content.libraryPins });
  return row!.libraryPins;
}
