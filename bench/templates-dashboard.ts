/**
 * The templates dashboard on 50,000 videos and 100,000 renders. Opens the embedded database (in a
 * temporary data folder, on its thread as the server runs it) and, with `--postgres URL`, a scratch
 * database of that server; seeds the starter library; makes the videos in SQL across the last
 * twelve weeks in 24 shapes (6 templates × 4 scene lists, 5 scenes each), each saved once more
 * (an audited update with the whole document before and after), 5 % switched to another template
 * and 5 % with a scene switched to another layout; then the renders, each carrying its snapshot
 * (content, template and layouts, about 20 KB, as the queue stores it), one in twelve failed with
 * one of five kinds of error. Times the dashboard's operation for the default range (everything)
 * and for the last four weeks: `--runs` calls each after one warm-up, p50 and max in milliseconds.
 * Prints JSON. Only 127.0.0.1 (or the given server) is contacted.
 *
 *   node bench/templates-dashboard.ts [--contents 50000] [--renders 100000] [--runs 5] [--postgres postgres://…]
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { STARTER_LAYOUTS, STARTER_TEMPLATES, sampleContent } from "@framewise/starter";
import { createScratchDatabase } from "@framewise/test-support/scratch-database";
import { sql } from "drizzle-orm";
import { openDatabase, type Db } from "../apps/server/src/platform/db/database.ts";
import { seedStarterLibrary } from "../apps/server/src/workspace/library/starter-seed.ts";
import { findTemplatesDashboard } from "../apps/server/src/library-studio/templates-dashboard/find-templates-dashboard.ts";
import { percentiles } from "./percentiles.ts";

const { values } = parseArgs({
  options: {
    contents: { type: "string", default: "50000" },
    renders: { type: "string", default: "100000" },
    runs: { type: "string", default: "5" },
    postgres: { type: "string" },
  },
});
const CONTENTS = Number(values.contents);
const RENDERS = Number(values.renders);
const RUNS = Number(values.runs);
const USER = "bench-user";
const DAY_MS = 86_400_000;
const SPREAD_SECONDS = 83 * 86_400;

const SCENE_LISTS = [
  ["title", "headline-image", "list", "stat", "call-to-action"],
  ["title", "split", "quote", "product", "call-to-action"],
  ["title", "list", "quote", "stat", "call-to-action"],
  ["captions-video", "headline-image", "split", "product", "call-to-action"],
];

/** The 24 shapes of video: each as the editor saves it and as a render snapshots it. */
function shapes() {
  const layouts = Object.fromEntries(STARTER_LAYOUTS.map((layout) => [layout.id, layout]));
  return STARTER_TEMPLATES.flatMap((template) =>
    SCENE_LISTS.map((ids) => {
      const content = sampleContent(template.id, "9:16", ids);
      return { content, snapshot: { content, template, layouts: ids.map((id) => layouts[id]) } };
    }),
  );
}

const ERRORS = [
  "'The photo in scene ' || (i % 5 + 1) || ' could not be prepared: HTTP 404'",
  "'ffmpeg exited with code ' || (i % 3 + 1) || E'\\nframe=120'",
  "'The server ran out of disk space while rendering'",
  "'The render was interrupted.'",
  "'Could not fetch https://cdn.example.com/' || i || '.mp4'",
];

async function seed(db: Db) {
  await seedStarterLibrary(db);
  await db.execute(sql`insert into "user" (id, name, email) values (${USER}, 'Bench', 'bench@example.com')`);
  await db.execute(sql`create table bench_shape (k int primary key, content jsonb not null, snapshot jsonb not null)`);
  const all = shapes();
  for (const [k, shape] of all.entries())
    await db.execute(
      sql`insert into bench_shape values (${k}, ${JSON.stringify(shape.content)}::jsonb, ${JSON.stringify(shape.snapshot)}::jsonb)`,
    );
  const started = performance.now();
  // Spread evenly over the 83 days before now, so the default range (84 whole days up to today) holds them all.
  const createdAt = (count: number) => sql.raw(`now() - (${SPREAD_SECONDS}::float8 * i / ${count}) * interval '1 second'`);
  await db.execute(sql`insert into content (id, user_id, title, document, source, created_at)
    select 'c' || i, ${USER}, 'Video ' || i, s.content, 'template', ${createdAt(CONTENTS)}
    from generate_series(1, ${CONTENTS}::int) i join bench_shape s on s.k = i % ${all.length}`);
  await db.execute(sql`update content set document = jsonb_set(document, '{title}', to_jsonb(title || ' (edited)')), version = 2`);
  await db.execute(sql`update content set version = 3, document = jsonb_set(document, '{templateId}',
    to_jsonb(case when template_id = 'bold' then 'clean' else 'bold' end)) where substr(id, 2)::int % 20 = 0`);
  await db.execute(sql`update content set version = 3, document = jsonb_set(document, '{scenes,2,layoutId}', '"stat"')
    where substr(id, 2)::int % 20 = 1 and document #>> '{scenes,2,layoutId}' <> 'stat'`);
  const error = sql.raw(`case i % 5 ${ERRORS.map((text, index) => `when ${index} then ${text}`).join(" ")} end`);
  await db.execute(sql`insert into render (id, user_id, status, error, document, duration_seconds, created_at, updated_at)
    select 'r' || i, ${USER}, case when i % 12 = 0 then 'failed' else 'done' end, case when i % 12 = 0 then ${error} end,
      s.snapshot, case when i % 12 = 0 then null else 20 end, ${createdAt(RENDERS)}, ${createdAt(RENDERS)} + interval '15 seconds'
    from generate_series(1, ${RENDERS}::int) i join bench_shape s on s.k = i % ${all.length}`);
  await db.execute(sql`drop table bench_shape`);
  await db.execute(sql`analyze`);
  const counts = await db.execute<{ contents: number; renders: number; audit_entries: number }>(sql`select
    (select count(*)::int from content) as contents, (select count(*)::int from render) as renders,
    (select count(*)::int from audit_log where entity = 'content') as audit_entries`);
  return { ...counts.rows[0]!, seed_seconds: Math.round(performance.now() - started) / 1000 };
}

async function time(db: Db, query: { from?: string; to?: string }) {
  const answer = await findTemplatesDashboard(db, query);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await findTemplatesDashboard(db, query);
    times.push(performance.now() - started);
  }
  const bold = answer.templates.find((item) => item.id === "bold")!;
  return { ...percentiles(times), videos: answer.templates.reduce((sum, item) => sum + item.videos, 0), bold_renders: bold.renders };
}

async function measure(kind: "pglite" | "postgres", databaseUrl?: string) {
  const dataDir = databaseUrl ? null : await mkdtemp(path.join(tmpdir(), "framewise-dashboard-bench-"));
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await database.migrate();
    const seeded = await seed(database.db);
    const today = new Date().toISOString().slice(0, 10);
    const fourWeeksAgo = new Date(Date.now() - 27 * DAY_MS).toISOString().slice(0, 10);
    return {
      database: kind,
      ...seeded,
      default_twelve_weeks_ms: await time(database.db, {}),
      last_four_weeks_ms: await time(database.db, { from: fourWeeksAgo, to: today }),
    };
  } finally {
    await database.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

const results = [await measure("pglite")];
if (values.postgres) {
  const scratch = await createScratchDatabase(values.postgres);
  try {
    results.push(await measure("postgres", scratch.url));
  } finally {
    await scratch.drop();
  }
}
console.log(JSON.stringify({ contents: CONTENTS, renders: RENDERS, runs: RUNS, results }, null, 2));
