/**
 * The database browser on a 1,000,000-row table. Starts the product as `npm start` does on a fresh
 * data folder (or a scratch database on the PostgreSQL server named by `--postgres URL`), signs a
 * staff member up, stops it, fills `llm_call` (the table most likely to reach a million rows:
 * every model call is one) straight in its database with SQL (four sources, six tools, four
 * models, about 8 % failed with an error, spread over 90 days), analyses it, starts the product
 * again and times the grid's route over HTTP: the first page, a page deep in (the cursor after
 * row 900,000), sorted by another indexed column (the primary key), and filtered (an indexed
 * equality, a contains search, a boolean, a contains search no row matches), plus the
 * collections list and one document; and how fast a sort by an unindexed number is refused
 * (400 `slow_sort`: the table is large, so only indexed columns sort).
 * `--runs` requests each after one warm-up: p50 and max in milliseconds (target under 100 ms a
 * page). Prints JSON. Only 127.0.0.1 is contacted.
 *
 *   node bench/db-browser.ts [--rows 1000000] [--runs 7] [--limit 50] [--postgres postgres://…]
 */
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { createScratchDatabase } from "@framewise/test-support/scratch-database";
import { lockDataDir } from "../apps/server/src/platform/db/data-dir-lock.ts";
import { openDatabase } from "../apps/server/src/platform/db/database.ts";
import { encodeCursor } from "../apps/server/src/operations/db-browser/row-query.ts";
import { quantile, roundTenth } from "./percentiles.ts";
import { signUp, startProduct } from "./product-server.ts";

const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "1000000" },
    runs: { type: "string", default: "7" },
    limit: { type: "string", default: "50" },
    postgres: { type: "string" },
  },
});
const ROWS = Number(values.rows);
const RUNS = Number(values.runs);
const LIMIT = Number(values.limit);
const DEEP = Math.round(ROWS * 0.9);
const TARGET_MS = 100;
const STAFF_DOMAIN = "bench.test";

/** Fills llm_call with `ROWS` calls in one statement, and the cursor of the grid's page after row `DEEP` (newest first). */
async function seed(options: { dataDir: string; databaseUrl?: string; email: string }) {
  const started = performance.now();
  const lock = options.databaseUrl ? undefined : await lockDataDir(options.dataDir);
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    const { rows } = await database.db.execute<{ id: string }>(
      sql`update "user" set email_verified = true where email = ${options.email} returning id`,
    );
    // Deterministic from the row number; times spread evenly over 90 days before now.
    await database.db.execute(sql`
      insert into llm_call (id, user_id, purpose, source, provider, model, tool, run_id, attempt, latency_ms, input_tokens, output_tokens, cost_usd, success, error, created_at)
      select gen_random_uuid(), ${rows[0]!.id},
        (array['plan', 'chat', 'layout', 'plan'])[i % 4 + 1],
        (array['planner', 'chat', 'layout-gen', 'prompt-test'])[i % 4 + 1],
        (array['openai', 'anthropic', 'google', 'openai-compatible'])[i % 7 % 4 + 1],
        (array['gpt-4.1-mini', 'claude-sonnet-4', 'gemini-2.5-flash', 'qwen3:8b'])[i % 7 % 4 + 1],
        (array['create_storyboard', 'find_templates', 'search_videos', 'draft_video', 'render_video', 'create_layout'])[i % 6 + 1],
        gen_random_uuid(), i % 3 / 2, 300 + (i::bigint * 7919) % 9000, 1000 + i % 3000, 100 + i % 900, ((i % 50) / 1000.0)::float8,
        i % 13 <> 0,
        case when i % 13 = 0 then 'invalid storyboard: /scenes/' || i % 9 || '/layoutId: must be one of title, stat' end,
        now() - (i * (90 * 86400.0 / ${ROWS})) * interval '1 second'
      from generate_series(1, ${ROWS}) as i`);
    await database.db.execute(sql`analyze llm_call`);
    const seedSeconds = roundTenth((performance.now() - started) / 1000);
    const deep = await database.db.execute<{ at: string; id: string }>(
      sql`select to_jsonb(created_at) #>> '{}' as at, id from llm_call order by created_at desc, id desc offset ${DEEP - 1} limit 1`,
    );
    return { seedSeconds, deepCursor: encodeCursor({ sortValue: deep.rows[0]!.at, key: [deep.rows[0]!.id] }) };
  } finally {
    await database.close();
    await lock?.release();
  }
}

/** Times `RUNS` GETs answering `status` after one warm-up; p50 and max in ms, and the rows (or error code) of the last answer. */
async function time(origin: string, cookie: string, requestPath: string, status = 200) {
  const get = async () => {
    const started = performance.now();
    const answer = await fetch(`${origin}${requestPath}`, { headers: { cookie } });
    const body = await answer.text();
    if (answer.status !== status) throw new Error(`${requestPath} answered ${answer.status}: ${body}`);
    return { ms: performance.now() - started, body };
  };
  const { body } = await get();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push((await get()).ms);
  times.sort((a, b) => a - b);
  const answer = JSON.parse(body) as { data?: unknown[]; error?: { code: string } };
  const outcome = answer.error ? { code: answer.error.code } : { rows: answer.data!.length };
  return { p50: roundTenth(quantile(times, 0.5)), max: roundTenth(times.at(-1)!), ...outcome };
}

const dataDir = await mkdtemp(path.join(tmpdir(), "framewise-bench-db-browser-"));
const scratch = values.postgres ? await createScratchDatabase(values.postgres) : undefined;
const env = { DATA_DIR: dataDir, STAFF_EMAIL_DOMAINS: STAFF_DOMAIN, ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
const email = `browser@${STAFF_DOMAIN}`;
let server = await startProduct(env);
try {
  const cookie = await signUp(server, email);
  await server.stop();
  const seeded = await seed({ dataDir, databaseUrl: scratch?.url, email });
  server = await startProduct(env);
  const loadAtStart = roundTenth(loadavg()[0]!);

  const rows = `/api/v1/staff/collections/llm_call/rows?limit=${LIMIT}`;
  const pages = {
    firstPage: rows,
    deepPage: `${rows}&cursor=${seeded.deepCursor}`,
    sortedById: `${rows}&sort=id:asc`,
    filteredSourceEq: `${rows}&where=source:eq:chat`,
    filteredModelContains: `${rows}&where=model:contains:mini`,
    filteredFailed: `${rows}&where=success:eq:false`,
    // No row matches: the search reads the whole table (a filter's worst case).
    filteredErrorContainsNoMatch: `${rows}&where=error:contains:no-such-error`,
    filteredRangeAndSorted: `${rows}&where=created_at:gte:${new Date(Date.now() - 30 * 86_400_000).toISOString()}&where=latency_ms:gte:9000&sort=created_at:asc`,
  };
  const results: Record<string, { p50: number; max: number }> = {};
  for (const [name, requestPath] of Object.entries(pages)) results[name] = await time(server.url, cookie, requestPath);
  const refused = { sortedByLatencyUnindexed: await time(server.url, cookie, `${rows}&sort=latency_ms:desc`, 400) };
  const firstId = (JSON.parse(await (await fetch(`${server.url}${rows}`, { headers: { cookie } })).text()) as { data: { id: string }[] })
    .data[0]!.id;
  const other = {
    collections: await time(server.url, cookie, "/api/v1/staff/collections"),
    document: { ...(await time(server.url, cookie, `/api/v1/staff/collections/llm_call/documents/${firstId}`)), rows: 1 },
  };
  console.log(
    JSON.stringify(
      {
        database: scratch ? "postgres" : "pglite",
        rows: ROWS,
        pageSize: LIMIT,
        deepPageAfterRow: DEEP,
        seedSeconds: seeded.seedSeconds,
        runs: RUNS,
        load: { start: loadAtStart, end: roundTenth(loadavg()[0]!) },
        targetMs: TARGET_MS,
        slowestPageP50Ms: Math.max(...Object.values(results).map((result) => result.p50)),
        pagesMs: results,
        refusedMs: refused,
        otherMs: other,
      },
      null,
      2,
    ).replace(/\{\n\s+"p50": ([\d.]+),\n\s+"max": ([\d.]+),\n\s+("rows": \d+|"code": "\w+")\n\s+\}/g, '{ "p50": $1, "max": $2, $3 }'),
  );
} finally {
  await server.stop();
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
