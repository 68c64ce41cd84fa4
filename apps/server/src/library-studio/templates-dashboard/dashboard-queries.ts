import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import type { DashboardRange } from "./dashboard-range.ts";

export type ItemKind = "template" | "layout";

/** A template or layout of the library, in the pickers' order. */
export type LibraryItemRow = {
  kind: ItemKind;
  id: string;
  name: string;
  origin: string;
};

export async function listLibraryItems(db: Db): Promise<LibraryItemRow[]> {
  const result = await db.execute<LibraryItemRow>(sql`
    select 'template' as kind, id, definition ->> 'name' as name, origin, position from template
    union all
    select 'layout', id, definition ->> 'name', origin, position from layout
    order by kind desc, position, id`);
  return result.rows;
}

/**
 * Runs an aggregate with room to group a range's rows in memory (at the default 4 MB the uses of
 * 50,000 videos, a row per scene, spill to disk) and without JIT compilation: PostgreSQL guesses
 * 100 rows from each jsonb function, so the plans look costly enough to compile, which takes
 * longer than it saves.
 */
const asAggregate = <Result>(db: Db, query: (tx: Db) => Promise<Result>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local jit = off`);
    return query(tx);
  });

/** `column` within the range: from the start of its first day to the end of its last. */
const within = (column: string, range: DashboardRange) =>
  sql`${sql.raw(column)} >= ${range.start.toISOString()}::timestamptz and ${sql.raw(column)} < ${range.end.toISOString()}::timestamptz`;

/** The week (its Monday, UTC) of a moment, as text. */
const weekOf = (column: string) => sql.raw(`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`);

/**
 * Every switch away from a template or a layout in the history of the videos made in the range,
 * from the audit trail: an update whose document's `templateId` changed is a template switch; a
 * scene (matched by its id) whose `layoutId` changed, in an update that kept the template, is a
 * layout switch (a template switch may move scenes to the new template's layouts: not the user's
 * choice of layout). Each document is read once (the `offset 0` keeps PostgreSQL from reading it
 * again for every reference).
 */
const switches = (range: DashboardRange) => sql`
  made as materialized (
    select id from content where ${within("created_at", range)}
  ),
  switches as materialized (
    select a.entity_id as content_id, a.id as entry, s.kind, s.scene_id, s.from_id, s.to_id
    from made m
    join audit_log a on a.entity = 'content' and a.entity_id = m.id and a.action = 'update'
    cross join lateral (select a.before -> 'document' as b, a.after -> 'document' as c offset 0) d
    cross join lateral (
      select 'template' as kind, '' as scene_id, d.b ->> 'templateId' as from_id, d.c ->> 'templateId' as to_id
        where d.b ->> 'templateId' is distinct from d.c ->> 'templateId'
      union all
      select 'layout', bs ->> 'id', bs ->> 'layoutId', cs ->> 'layoutId'
        from jsonb_array_elements(d.b -> 'scenes') bs
        join jsonb_array_elements(d.c -> 'scenes') cs on cs ->> 'id' = bs ->> 'id'
        where d.b ->> 'templateId' = d.c ->> 'templateId' and bs ->> 'layoutId' is distinct from cs ->> 'layoutId'
    ) s
    -- Most saves change words, not the template or the scenes' layouts: those skip the scene-by-scene match.
    where d.b is not null and d.c is not null
      and (d.b ->> 'templateId' is distinct from d.c ->> 'templateId'
        or jsonb_path_query_array(d.b, '$.scenes[*].layoutId') <> jsonb_path_query_array(d.c, '$.scenes[*].layoutId'))
  ),
  first_switch as (
    select distinct on (kind, content_id, scene_id) kind, content_id, scene_id, from_id, to_id
    from switches order by kind, content_id, scene_id, entry
  )`;

/** One item's videos in one week: how many were made with it, and how many of those left it. */
export type UsageRow = {
  kind: ItemKind;
  item: string;
  week: string;
  /** Videos made with it (for a layout: videos with at least one scene made with it). */
  videos: number;
  /** Uses: videos for a template, scenes for a layout. */
  uses: number;
  /** Uses that were switched away from it since. */
  switched: number;
};

/** Where the uses that left an item went first. */
export type DestinationRow = {
  kind: ItemKind;
  item: string;
  to_id: string;
  uses: number;
};

/**
 * What the videos made in the range were made with, and where they went: a video's template is
 * the one its first template switch left (else the one it has); a scene's layout likewise. Scenes
 * deleted since are not counted (the current document names the scenes).
 */
export async function findUsage(db: Db, range: DashboardRange): Promise<{ usage: UsageRow[]; destinations: DestinationRow[] }> {
  const query = sql`
    with ${switches(range)},
    uses as materialized (
      select 'template' as kind, c.id as content_id, ${weekOf("c.created_at")} as week,
        coalesce(f.from_id, c.template_id) as item, f.to_id
      from content c
      left join first_switch f on f.kind = 'template' and f.content_id = c.id
      where ${within("c.created_at", range)}
      union all
      select 'layout', c.id, ${weekOf("c.created_at")}, coalesce(f.from_id, s ->> 'layoutId'), f.to_id
      from content c
      cross join lateral jsonb_array_elements(c.document -> 'scenes') s
      left join first_switch f on f.kind = 'layout' and f.content_id = c.id and f.scene_id = s ->> 'id'
      where ${within("c.created_at", range)}
    ),
    -- Videos counted without count(distinct), which would sort every use: first a row per video and item.
    per_video as (
      select kind, item, week, count(*) as uses, count(to_id) as switched from uses group by kind, content_id, item, week
    )
    select 'usage' as part, kind, item, week, null as to_id,
      count(*)::int as videos, sum(uses)::int as uses, sum(switched)::int as switched
    from per_video group by kind, item, week
    union all
    select 'destination', kind, item, null, to_id, 0, count(*)::int, 0
    from uses where to_id is not null group by kind, item, to_id`;
  const result = await asAggregate(db, (tx) => tx.execute<(UsageRow | DestinationRow) & { part: "usage" | "destination" }>(query));
  return {
    usage: result.rows.filter((row): row is UsageRow & { part: "usage" } => row.part === "usage"),
    destinations: result.rows.filter((row): row is DestinationRow & { part: "destination" } => row.part === "destination"),
  };
}

/** One item's renders asked for in one week. */
export type RenderWeekRow = {
  kind: ItemKind;
  item: string;
  week: string;
  renders: number;
  failures: number;
  done: number;
  /** Of the finished renders: the video's seconds, and the wall-clock seconds from request to finish. */
  video_seconds: number;
  wall_seconds: number;
};

/** How often each error (its first 300 characters) failed an item's renders. */
export type RenderErrorRow = {
  kind: ItemKind;
  item: string;
  error: string | null;
  failures: number;
};

/**
 * The renders asked for in the range, by what their snapshot was made with (not what the video
 * has now): the template and each distinct layout of its scenes, from the columns PostgreSQL keeps
 * of the snapshot (reading the snapshots themselves would decompress ~20 KB per render). Renders
 * are added up by what they were made with first: few mixes of template and layouts recur, so
 * only those groups are spread over their layouts.
 */
export async function findRenders(db: Db, range: DashboardRange): Promise<{ weeks: RenderWeekRow[]; errors: RenderErrorRow[] }> {
  const query = sql`
    with made as (
      select r.template_id, r.layout_ids, ${weekOf("r.created_at")} as week, r.status, left(r.error, 300) as error,
        count(*) as renders,
        count(*) filter (where r.status = 'done' and r.duration_seconds is not null) as done,
        sum(r.duration_seconds) filter (where r.status = 'done') as video_seconds,
        sum(extract(epoch from r.updated_at - r.created_at)::float8)
          filter (where r.status = 'done' and r.duration_seconds is not null) as wall_seconds
      from render r
      where ${within("r.created_at", range)}
      group by 1, 2, 3, 4, 5
    ),
    uses as (
      select 'template' as kind, template_id as item, week, status, error, renders, done, video_seconds, wall_seconds from made
      union all
      select 'layout', l, week, status, error, renders, done, video_seconds, wall_seconds
      from made cross join lateral (select distinct jsonb_array_elements_text(layout_ids) as l) layouts
    )
    select 'week' as part, kind, item, week, null as error,
      sum(renders)::int as renders,
      coalesce(sum(renders) filter (where status = 'failed'), 0)::int as failures,
      sum(done)::int as done,
      coalesce(sum(video_seconds), 0)::float8 as video_seconds,
      coalesce(sum(wall_seconds), 0)::float8 as wall_seconds
    from uses where item is not null group by kind, item, week
    union all
    select 'error', kind, item, null, error, 0, sum(renders)::int, 0, 0, 0
    from uses where item is not null and status = 'failed' group by kind, item, error`;
  const result = await asAggregate(db, (tx) => tx.execute<RenderWeekRow & RenderErrorRow & { part: "week" | "error" }>(query));
  return {
    weeks: result.rows.filter((row) => row.part === "week"),
    errors: result.rows.filter((row) => row.part === "error"),
  };
}
