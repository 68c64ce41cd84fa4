/**
 * The audit trail's cost per write: a content save (the editor's whole-document UPDATE with its
 * version check) timed with the trail (inside `asActor`, the `content_audit` trigger writing the
 * changed columns to audit_log) and without it (the plain save, the trigger disabled with
 * `ALTER TABLE content DISABLE TRIGGER content_audit`), in alternating rounds so the machine's
 * drift falls on both alike; then the same for a small row (a landing page's title). On the
 * embedded database (PGlite on its thread, as the server runs it) and, with `--postgres URL`, on
 * a scratch database of that server. Target: under 1 ms per write. Prints JSON. Only 127.0.0.1
 * (or the given server) is contacted.
 *
 *   node bench/audit-write.ts [--saves 2000] [--rounds 4] [--postgres postgres://…]
 */
import { parseArgs } from "node:util";
import type { Content } from "@framewise/scene";
import { sampleContent } from "@framewise/starter";
import { createScratchDatabase } from "@framewise/test-support/scratch-database";
import { sql } from "drizzle-orm";
import { asActor, type AuditActor } from "../apps/server/src/platform/audit/audit-context.ts";
import { insertContent, saveContentVersion } from "../apps/server/src/video-studio/content/content-queries.ts";
import { openDatabase, type Database, type Db } from "../apps/server/src/platform/db/database.ts";
import { insertLandingPage, updateLandingPageById } from "../apps/server/src/video-studio/landing-pages/landing-page-queries.ts";
import { percentiles } from "./percentiles.ts";

const { values } = parseArgs({
  options: {
    saves: { type: "string", default: "2000" },
    rounds: { type: "string", default: "4" },
    postgres: { type: "string" },
  },
});
const SAVES = Number(values.saves);
const ROUNDS = Number(values.rounds);
const TARGET_MS = 1;
const USER = "bench-user";
const actor: AuditActor = { kind: "user", id: USER, label: "bench@example.com", source: "editor" };

/** A realistic document: every starter layout as a scene, each with a spoken line. */
function documentAt(step: number): Content {
  const document = sampleContent("bold", "9:16");
  return {
    ...document,
    title: `Spring collection, take ${step}`,
    scenes: document.scenes.map((scene, index) => ({
      ...scene,
      voiceover: {
        text: `Scene ${index + 1}: our spring collection is here, with light jackets and bright colours. Edit ${step}.`,
        volume: 1,
      },
    })),
  };
}

type Write = (db: Db, step: number) => Promise<unknown>;

/** Per-write milliseconds of `count` writes, each its own statement (or transaction), one after another. */
async function timeWrites(db: Db, write: Write, count: number, firstStep: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await write(db, firstStep + i);
    times.push(performance.now() - started);
  }
  return times;
}

const hundredths = (value: number) => Math.round(value * 100) / 100;
const mean = (list: number[]) => list.reduce((sum, value) => sum + value, 0) / list.length;

/**
 * Three ways of the same write, in alternating rounds: plain with the trigger disabled; inside
 * `asActor` with the trigger disabled; inside `asActor` with the trigger on (the product's way).
 * The trail's cost per write (the brief's measure) is the third less the second; the transaction
 * that carries the actor costs the second less the first (its BEGIN, set_config and COMMIT).
 */
async function compare(database: Database, table: string, trigger: string, write: Write) {
  const setTrigger = (on: boolean) => database.db.execute(sql.raw(`alter table ${table} ${on ? "enable" : "disable"} trigger ${trigger}`));
  const attributed: Write = (db, step) => asActor(db, actor, (tx) => write(tx, step));
  const perRound = Math.ceil(SAVES / ROUNDS);
  const plain: number[] = [];
  const actorOnly: number[] = [];
  const withTrail: number[] = [];
  let step = 0;
  const run = async (on: boolean, way: Write, into: number[] | undefined, count: number) => {
    await setTrigger(on);
    const times = await timeWrites(database.db, way, count, step);
    step += count;
    into?.push(...times);
  };
  // Warm-up of every path (plans cached, JIT settled), not counted.
  await run(false, write, undefined, 50);
  await run(false, attributed, undefined, 50);
  await run(true, attributed, undefined, 50);
  for (let round = 0; round < ROUNDS; round++) {
    await run(false, write, plain, perRound);
    await run(false, attributed, actorOnly, perRound);
    await run(true, attributed, withTrail, perRound);
  }
  const summary = (times: number[]) => ({ ...percentiles(times), mean: hundredths(mean(times)) });
  // Medians as well as means: on a shared machine a few long stalls move a mean more than the trail does.
  const cost = (more: number[], less: number[]) => ({
    p50: hundredths(percentiles(more).p50 - percentiles(less).p50),
    mean: hundredths(mean(more) - mean(less)),
  });
  const triggerCost = cost(withTrail, actorOnly);
  return {
    writes_per_way: plain.length,
    plain_ms: summary(plain),
    in_as_actor_trigger_disabled_ms: summary(actorOnly),
    in_as_actor_with_trigger_ms: summary(withTrail),
    trigger_cost_per_write_ms: triggerCost,
    actor_transaction_cost_per_write_ms: cost(actorOnly, plain),
    under_target: triggerCost.p50 < TARGET_MS,
  };
}

async function measure(kind: "pglite" | "postgres", databaseUrl?: string) {
  const database = await openDatabase({ databaseUrl, dataDir: null });
  try {
    await database.migrate();
    await database.db.execute(sql`insert into "user" (id, name, email) values (${USER}, 'Bench', 'bench@example.com')`);
    const video = await insertContent(database.db, {
      userId: USER,
      title: "Spring",
      document: documentAt(0),
      source: "template",
      planner: null,
    });
    const page = await insertLandingPage(database.db, USER, {
      title: "Spring",
      text: "Our spring collection.",
      contentIds: [],
      published: false,
    });
    let version = video.version;
    // Each save writes the next version, as the editor's autosave does.
    const save: Write = async (db, step) => {
      const saved = await saveContentVersion(db, video.id, version, documentAt(step));
      version = saved!.version;
    };
    const retitle: Write = (db, step) =>
      updateLandingPageById(db, page.id, { title: `Spring ${step}`, text: "Our spring collection.", contentIds: [], published: false });
    const documentBytes = Buffer.byteLength(JSON.stringify(documentAt(1)));
    return {
      database: kind,
      content_save: { document_bytes: documentBytes, ...(await compare(database, "content", "content_audit", save)) },
      landing_page_title: await compare(database, "landing_page", "landing_page_audit", retitle),
    };
  } finally {
    await database.close();
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
console.log(JSON.stringify({ saves_per_case: SAVES, rounds: ROUNDS, target_ms: TARGET_MS, results }, null, 2));
