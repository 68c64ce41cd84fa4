/**
 * The public render API under a steady load, as a client's system calls it: `POST
 * /api/v1/client/renders` as a dry run, then `GET /api/v1/client/renders/{id}`, each at `--rate`
 * requests per second for `--seconds` (open loop: requests leave on schedule whether or not the
 * earlier ones have answered, at most `--max-in-flight` at once). Starts the product on a fresh
 * PostgreSQL database (`--postgres URL`, required: the staff account is verified in it), makes a
 * client with a key and a template through the staff API, and prints JSON: p50, p95, p99 and max
 * in milliseconds and the errors of each. Only 127.0.0.1 is contacted; bounded in time and count.
 *
 *   node bench/public-api.ts --postgres postgres://postgres@127.0.0.1:5432/postgres [--rate 200] [--seconds 30]
 */
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { createScratchDatabase } from "@framewise/test-support/scratch-database";
import { openDatabase } from "../apps/server/src/platform/db/database.ts";
import { quantile, roundTenth } from "./percentiles.ts";
import { signUp, startProduct } from "./product-server.ts";

const { values } = parseArgs({
  options: {
    postgres: { type: "string" },
    rate: { type: "string", default: "200" },
    seconds: { type: "string", default: "30" },
    "max-in-flight": { type: "string", default: "200" },
  },
});
if (!values.postgres) throw new Error("Name the PostgreSQL server: --postgres postgres://…");
const rate = Math.min(Number(values.rate), 2000);
const seconds = Math.min(Number(values.seconds), 300);
const maxInFlight = Number(values["max-in-flight"]);
const STAFF_DOMAIN = "bench.test";
const TARGET_P99_MS = 50;

/** Sends `send` `rate` times a second for `seconds`; answers the latencies of the answers and the errors. */
async function steadyLoad(send: () => Promise<Response>) {
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  const count = (what: string) => (errors[what] = (errors[what] ?? 0) + 1);
  const started = performance.now();
  const pending = new Set<Promise<void>>();
  for (let i = 0; i < rate * seconds; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (pending.size >= maxInFlight) {
      count("skipped: too many in flight");
      continue;
    }
    const sent = performance.now();
    const request = send()
      .then(async (answer) => {
        await answer.arrayBuffer();
        if (answer.ok) latencies.push(performance.now() - sent);
        else count(String(answer.status));
      })
      .catch((error: unknown) => void count(error instanceof Error ? error.message : String(error)))
      .finally(() => pending.delete(request));
    pending.add(request);
  }
  await Promise.all(pending);
  const sorted = latencies.sort((a, b) => a - b);
  const at = (share: number) => (sorted.length ? roundTenth(quantile(sorted, share)) : null);
  return { requests: rate * seconds, answered: sorted.length, p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99), maxMs: at(1), errors };
}

const dataDir = await mkdtemp(path.join(tmpdir(), "framewise-bench-public-api-"));
const scratch = await createScratchDatabase(values.postgres);
const server = await startProduct({
  DATA_DIR: dataDir,
  DATABASE_URL: scratch.url,
  STAFF_EMAIL_DOMAINS: STAFF_DOMAIN,
  API_RATE_LIMIT_PER_MINUTE: "100000",
});
const origin = server.url;
try {
  const email = `bench@${STAFF_DOMAIN}`;
  const cookie = await signUp(server, email);
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir });
  await database.db.execute(sql`update "user" set email_verified = true where email = ${email}`);
  await database.close();
  const staff = async (route: string, body: unknown) => {
    const answer = await fetch(`${origin}/api/v1/staff${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie },
      body: JSON.stringify(body),
    });
    if (answer.status !== 201) throw new Error(`${route} answered ${answer.status}: ${await answer.text()}`);
    return ((await answer.json()) as { data: Record<string, any> }).data;
  };
  const client = await staff("/clients", { name: "Bench client", template_ids: ["bold"] });
  const { key } = await staff(`/clients/${client.id}/keys`, { name: "Bench", scopes: ["render", "read"] });
  const template = await staff(`/clients/${client.id}/templates`, { from: "library", template_id: "bold", name: "Bench" });

  const api = (route: string, init: RequestInit = {}) =>
    fetch(`${origin}/api/v1/client${route}`, {
      ...init,
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    });
  const body = JSON.stringify({ template: template.id, modifications: { "Headline.text": "Summit boot", "scenes.0.duration": 3 } });
  // One real render to read the status of; cancelled at once, so no drawing competes with the load.
  const queued = (await (await api("/renders", { method: "POST", body: JSON.stringify({ template: template.id }) })).json()) as {
    data: { id: string };
  };
  await api(`/renders/${queued.data.id}/cancel`, { method: "POST" });
  // Warm-up: connections, prepared statements, the JIT.
  for (let i = 0; i < 200; i++) await api("/renders", { method: "POST", body: JSON.stringify({ ...JSON.parse(body), dry_run: true }) });

  const loadAtStart = roundTenth(loadavg()[0]!);
  const dryRun = await steadyLoad(() => api("/renders", { method: "POST", body: body.replace(/}$/, ',"dry_run":true}') }));
  const status = await steadyLoad(() => api(`/renders/${queued.data.id}`));
  console.log(
    JSON.stringify(
      {
        database: "postgres",
        ratePerSecond: rate,
        seconds,
        machineLoadAtStart: loadAtStart,
        targetP99Ms: TARGET_P99_MS,
        dryRun,
        status,
        met: [dryRun, status].every((run) => run.p99Ms !== null && run.p99Ms < TARGET_P99_MS && Object.keys(run.errors).length === 0),
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  await scratch.drop();
  await rm(dataDir, { recursive: true, force: true });
}
