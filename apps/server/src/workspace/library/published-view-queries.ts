import type { LibraryKind } from "@framewise/contracts";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { layout, template } from "../../platform/db/schema.ts";

/** The published view users' pickers read, by kind. */
const viewTables = { template, layout };

/**
 * Writes a published definition into the view: a new item goes last in pickers' order, a known
 * one keeps its place; publishing brings a retired item back.
 */
export async function publishToView(db: Db, kind: LibraryKind, id: string, definition: unknown) {
  const table = viewTables[kind];
  await db
    .insert(table)
    .values({ id, definition, origin: "staff", position: sql`(select coalesce(max(position), -1) + 1 from ${table})` })
    .onConflictDoUpdate({ target: table.id, set: { definition, retiredAt: null, updatedAt: new Date() } });
}

/** Takes an item out of pickers; videos already made with it still find its definition. */
export async function retireInView(db: Db, kind: LibraryKind, id: string) {
  const table = viewTables[kind];
  await db.update(table).set({ retiredAt: new Date(), updatedAt: new Date() }).where(eq(table.id, id));
}

/** The published, unretired definitions of a kind (what a layout is checked under, what a template's layouts are). */
export async function listPublishedDefinitions(db: Db, kind: LibraryKind): Promise<unknown[]> {
  const table = viewTables[kind];
  const rows = await db
    .select({ definition: table.definition })
    .from(table)
    .where(sql`${table.retiredAt} is null`)
    .orderBy(table.position, table.id);
  return rows.map((row) => row.definition);
}

/**
 * Records every item in the view that the studio does not know yet (the starter library, or
 * rows written before the studio existed) as version 1, published, owned by nobody. Idempotent:
 * run at every start after the starter seed.
 */
export async function recordPublishedBaselines(db: Db) {
  await db.transaction(async (tx) => {
    for (const kind of ["template", "layout"] as const) {
      const table = sql.identifier(kind);
      await tx.execute(sql`
        with added as (
          insert into library_item (id, kind, item_id)
          select gen_random_uuid()::text, ${kind}, v.id from ${table} v
          where not exists (select 1 from library_item i where i.kind = ${kind} and i.item_id = v.id)
          returning id, item_id
        )
        insert into library_version (id, library_item_id, version, definition, stage, note)
        select gen_random_uuid()::text, a.id, 1, v.definition, case when v.retired_at is null then 'published' else 'retired' end,
          'Recorded from the library as it was when the studio started'
        from added a join ${table} v on v.id = a.item_id`);
    }
  });
}

/** Videos made with each item of a kind: a template by the video's template, a layout by any scene using it. */
export async function countUsage(db: Db, kind: LibraryKind): Promise<Map<string, number>> {
  const result = await db.execute<{ id: string; uses: number }>(
    kind === "template"
      ? sql`select template_id as id, count(*)::int as uses from content group by template_id`
      : sql`select s ->> 'layoutId' as id, count(distinct c.id)::int as uses
            from content c cross join lateral jsonb_array_elements(c.document -> 'scenes') s group by 1`,
  );
  return new Map(result.rows.map((row) => [row.id, Number(row.uses)]));
}
