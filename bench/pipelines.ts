/**
 * A feed of `--items` (1,000) news items through a pipeline to drafts with the text planner (no
 * language model configured): the product runs in this process on the embedded database (or, with
 * `--postgres URL`, a scratch database of that server), the feed is served on 127.0.0.1, a staff
 * member makes the client, its template and the pipeline through the staff API, then runs it
 * twice. Prints JSON: items per second of the first run (fetch, parse, dedupe, plan and save each
 * draft with its audit entries, from "run now" to the run's end as the API reports it), and
 * whether the dedupe was exact (the second run adds nothing, one project per item). Only
 * 127.0.0.1 (or the given server) is contacted; bounded in count and time.
 *
 *   node bench/pipelines.ts [--items 1000] [--postgres postgres://…]
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { newsEntries, rssFeed, startFeedServer } from "@framewise/test-support/feed-server";
import { createScratchDatabase } from "@framewise/test-support/scratch-database";
import { sql } from "drizzle-orm";
import { loadConfig } from "../apps/server/src/platform/config/config.ts";
import { startServer } from "../apps/server/src/server.ts";
import { makeClient } from "../apps/server/test/helpers/clients.ts";
import { roundTenth } from "./percentiles.ts";

const { values } = parseArgs({ options: { items: { type: "string", default: "1000" }, postgres: { type: "string" } } });
const ITEMS = Math.min(Number(values.items), 5000);
const PIPELINES = "/api/v1/staff/pipelines";
const TIMEOUT_MS = 10 * 60_000;

const dataDir = await mkdtemp(path.join(tmpdir(), "framewise-bench-pipelines-"));
const scratch = values.postgres ? await createScratchDatabase(values.postgres) : undefined;
const feed = await startFeedServer(rssFeed(newsEntries(ITEMS)));
const server = await startServer(
  loadConfig({
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    STAFF_EMAIL_DOMAINS: "staff.test",
    TEST_ALLOW_LOOPBACK_FETCH: "true",
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  }),
);
try {
  const made = await makeClient(server);
  const created = await made.staff.post(PIPELINES, {
    client_id: made.clientId,
    name: "Bench news",
    source: { kind: "rss", url: feed.url },
    client_template_id: made.templateId,
    mapping: { kind: "planner", prompt: "{{title}}\n{{description}}" },
  });
  if (created.status !== 201) throw new Error(`Creating the pipeline answered ${created.status}: ${JSON.stringify(created.body)}`);
  const pipelineId = created.body.data.id as string;

  /** Runs the pipeline now; answers the finished run and the seconds from the request to its end. */
  const run = async () => {
    const started = performance.now();
    const answer = await made.staff.post(`${PIPELINES}/${pipelineId}/runs`);
    const runId = answer.body.data.id as string;
    for (;;) {
      const runs = (await made.staff.get(`${PIPELINES}/${pipelineId}/runs`)).body.data as Record<string, any>[];
      const finished = runs.find((each) => each.id === runId && each.status !== "running");
      if (finished) return { run: finished, seconds: (performance.now() - started) / 1000 };
      if (performance.now() - started > TIMEOUT_MS) throw new Error("The run did not finish in 10 minutes.");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const first = await run();
  const second = await run();
  const projects = await server.database.db.execute<{ count: number }>(
    sql`select count(distinct content_id)::int as count from pipeline_item where pipeline_id = ${pipelineId} and content_id is not null`,
  );
  const drafts = (projects.rows ?? projects)[0]!.count;
  const counts = (each: Record<string, any>) => ({
    status: each.status,
    found: each.found,
    added: each.added,
    duplicates: each.duplicates,
    drafted: each.drafted,
    failed: each.failed,
  });
  console.log(
    JSON.stringify(
      {
        database: scratch ? "postgres" : "pglite",
        items: ITEMS,
        planner: "text",
        firstRun: { ...counts(first.run), seconds: roundTenth(first.seconds), itemsPerSecond: roundTenth(ITEMS / first.seconds) },
        secondRun: { ...counts(second.run), seconds: roundTenth(second.seconds) },
        projects: drafts,
        dedupeExact: second.run.added === 0 && second.run.duplicates === ITEMS && drafts === ITEMS && first.run.drafted === ITEMS,
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  await feed.close();
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
