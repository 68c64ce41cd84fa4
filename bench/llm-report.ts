/**
 * The function-calling report on 100,000 recorded model calls. Starts the product as `npm start`
 * does on a fresh data folder (or a scratch database on the PostgreSQL server named by
 * `--postgres URL`), signs a staff member up, stops it, puts the calls straight into its database
 * (several sources, tools and models; about 8 % failed, with repairs and fallbacks; spread over 90
 * days), starts it again and times each report route over HTTP for the last 24 h, 7, 30 and 90
 * days, without and with filters: `--runs` requests each after one warm-up, p50 and max in
 * milliseconds (target under 300 ms). Prints JSON. Only 127.0.0.1 is contacted.
 *
 *   node bench/llm-report.ts [--calls 100000] [--runs 7] [--postgres postgres://…]
 */
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createScratchDatabase } from "@framewise/test-support/scratch-database";
import { seedLlmCalls, SPREAD_DAYS } from "./llm-report-seed.ts";
import { quantile, roundTenth } from "./percentiles.ts";
import { signUp, startProduct } from "./product-server.ts";

const { values } = parseArgs({
  options: {
    calls: { type: "string", default: "100000" },
    runs: { type: "string", default: "7" },
    postgres: { type: "string" },
  },
});
const CALLS = Number(values.calls);
const RUNS = Number(values.runs);
const TARGET_MS = 300;
const DAY_MS = 86_400_000;
const STAFF_DOMAIN = "bench.test";

/** Times `runs` GETs after one warm-up; p50 and max in ms. */
async function time(origin: string, cookie: string, requestPath: string) {
  const get = async () => {
    const started = performance.now();
    const answer = await fetch(`${origin}${requestPath}`, { headers: { cookie } });
    const body = await answer.text();
    if (answer.status !== 200) throw new Error(`${requestPath} answered ${answer.status}: ${body}`);
    return { ms: performance.now() - started, body };
  };
  const { body } = await get();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push((await get()).ms);
  times.sort((a, b) => a - b);
  return { p50: roundTenth(quantile(times, 0.5)), max: roundTenth(times.at(-1)!), body };
}

const dataDir = await mkdtemp(path.join(tmpdir(), "framewise-bench-llm-report-"));
const scratch = values.postgres ? await createScratchDatabase(values.postgres) : undefined;
const env = { DATA_DIR: dataDir, STAFF_EMAIL_DOMAINS: STAFF_DOMAIN, ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
const email = `report@${STAFF_DOMAIN}`;
let server = await startProduct(env);
try {
  const cookie = await signUp(server, email);
  await server.stop();
  const now = Date.now();
  const seeded = await seedLlmCalls({ dataDir, databaseUrl: scratch?.url, email, now, count: CALLS });
  server = await startProduct(env);
  // The machine's other work moves every figure: the 1-minute load average at the start and end.
  const loadAtStart = roundTenth(loadavg()[0]!);

  const report = "/api/v1/staff/llm-report";
  const ranges = { "24h": 1, "7d": 7, "30d": 30, "90d": SPREAD_DAYS };
  const filters = { none: {}, "tool+model": { tool: "create_storyboard", model: "gpt-4.1-mini" }, source: { source: "chat" } };
  const results: Record<string, Record<string, Record<string, { p50: number; max: number }>>> = {};
  let slowest = 0;
  const record = (range: string, name: string, route: string, { p50, max }: { p50: number; max: number }) => {
    ((results[range] ??= {})[name] ??= {})[route] = { p50, max };
    slowest = Math.max(slowest, p50);
  };
  for (const [range, days] of Object.entries(ranges)) {
    // A minute past the newest call, so every range ends after it.
    const span = { from: new Date(now + 60_000 - days * DAY_MS).toISOString(), to: new Date(now + 60_000).toISOString() };
    for (const [name, filter] of Object.entries(filters)) {
      const query = new URLSearchParams({ ...span, ...filter });
      record(range, name, "summary", await time(server.url, cookie, `${report}/summary?${query}`));
      record(range, name, "calls", await time(server.url, cookie, `${report}/calls?${query}`));
      const failed = await time(server.url, cookie, `${report}/calls?${query}&failed=true`);
      record(range, name, "failedCalls", failed);
      const failing = (JSON.parse(failed.body) as { data: { id: string }[] }).data[0];
      if (failing) record(range, name, "callDetail", await time(server.url, cookie, `${report}/calls/${failing.id}`));
    }
    // The filters' choices depend on the range alone.
    record(range, "none", "filters", await time(server.url, cookie, `${report}/filters?${new URLSearchParams(span)}`));
  }
  const figures = {
    database: scratch ? "postgres" : "pglite",
    ...seeded,
    runs: RUNS,
    load: { start: loadAtStart, end: roundTenth(loadavg()[0]!) },
    targetMs: TARGET_MS,
    slowestP50Ms: slowest,
    routesMs: results,
  };
  // Each route's p50 and max on one line.
  console.log(JSON.stringify(figures, null, 2).replace(/\{\n\s+"p50": ([\d.]+),\n\s+"max": ([\d.]+)\n\s+\}/g, '{ "p50": $1, "max": $2 }'));
} finally {
  await server.stop();
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
