/**
 * Chunked rendering across worker processes (issue 22): a 16:9 1080p30 video of `--seconds`
 * (default 5 minutes: the bold template's text layouts, list, quote and stat, in turn, 5 s a
 * scene) rendered through one API process and 1, then 2, worker processes on PostgreSQL and a
 * loopback S3 (s3rver), each worker pinned to a core of its own with `taskset -c N`, so one and
 * two workers compare fairly on two cores. The render is split into chunks of
 * `--chunk-seconds`. Printed as JSON:
 *   wallSeconds        from the API's answer to the render's `done`, per worker count; speedUp = 1 / 2;
 *   perChunk           per worker count, from the workers' logs: start (claimed to first frame:
 *                      media, plan, thread, fonts), draw (first to last frame: drawing and
 *                      encoding), store (upload, record); a draw slower with two workers than
 *                      with one means the cores were shared with other work;
 *   overhead           start and store as a share of a chunk's time, the join as a share of all
 *                      chunk time, and their total: what splitting costs.
 * The 1-minute load average at start and end is in the output: the machine is shared.
 *
 *   TEST_DATABASE_URL=postgres://… node bench/chunked-render.ts [--seconds 300] [--chunk-seconds 30]
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { STARTER_LAYOUTS, STARTER_TEMPLATES, SAMPLE_SLOTS } from "@framewise/starter";
import { createScratchDatabase } from "@framewise/test-support/scratch-database";
import { startTestS3 } from "../apps/server/test/helpers/s3-server.ts";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "300" }, "chunk-seconds": { type: "string", default: "30" } },
});
const seconds = Number(values.seconds);
const chunkSeconds = Number(values["chunk-seconds"]);
const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!adminUrl) throw new Error("Set TEST_DATABASE_URL to a PostgreSQL server where scratch databases may be made.");
if (spawnSync("taskset", ["-V"]).error) throw new Error("taskset (util-linux) is needed to pin each worker to one core.");
if (availableParallelism() < 2) throw new Error("Two cores are needed: one per worker.");

const mainScript = fileURLToPath(new URL("../apps/server/src/main.ts", import.meta.url));
const round = (value: number) => Math.round(value * 1000) / 1000;
const mean = (list: number[]) => list.reduce((sum, value) => sum + value, 0) / Math.max(1, list.length);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bold template's text-only layouts in turn (no media to fetch), `seconds` long at 5 s a scene. */
function bundle() {
  const template = STARTER_TEMPLATES.find((t) => t.id === "bold")!;
  const layoutIds = ["list", "quote", "stat"];
  const layouts = STARTER_LAYOUTS.filter((layout) => layoutIds.includes(layout.id));
  const scenes = Array.from({ length: Math.ceil(seconds / 5) }, (_, index) => {
    const layoutId = layoutIds[index % layoutIds.length]!;
    return { id: `scene-${index}`, layoutId, slots: SAMPLE_SLOTS[layoutId] ?? {}, duration: 5 };
  });
  const content = { version: 1, title: "Chunked render bench", aspectRatio: "16:9", templateId: template.id, scenes };
  return { content, template, layouts, scale: 1 };
}

interface Logged {
  msg?: string;
  startMs?: number;
  drawMs?: number;
  storeMs?: number;
  joinMs?: number;
}

type RenderAnswer = { data: Record<string, any> };

/** Signs a new account up; answers its session cookie. */
async function signUp(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { origin: url, "content-type": "application/json" },
    body: JSON.stringify({ email: "bench@example.com", password: "correct-horse-1", name: "Bench" }),
  });
  if (!response.ok) throw new Error(`Sign-up failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** A server process (`taskset -c core` when pinned), its JSON log lines kept. */
async function startProcess(env: Record<string, string>, core?: number) {
  const command = core === undefined ? [process.execPath, mainScript] : ["taskset", "-c", String(core), process.execPath, mainScript];
  const child: ChildProcess = spawn(command[0]!, command.slice(1), {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Logged[] = [];
  let output = "";
  let pending = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    pending += chunk.toString();
    const lines = pending.split("\n");
    pending = lines.pop()!;
    for (const line of lines) if (line.startsWith("{")) logs.push(JSON.parse(line) as Logged);
  });
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  for (let waited = 0; !/running at http:\/\/\S+/.test(output); waited += 100) {
    if (waited > 120_000 || child.exitCode !== null) throw new Error(`The server did not start:\n${output}`);
    await sleep(100);
  }
  return {
    url: /running at (\S+)/.exec(output)![1]!,
    logs,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** One render by an API process and `workers` worker processes, each worker on a core of its own. */
async function run(workers: number) {
  const database = await createScratchDatabase(adminUrl!);
  const s3 = await startTestS3();
  const folder = await mkdtemp(path.join(tmpdir(), "framewise-bench-chunks-"));
  const env = {
    ...s3.env,
    DATABASE_URL: database.url,
    AUTH_SECRET: "chunked-render-bench-secret-0123456789abcdef",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "info",
    RENDER_CHUNK_SECONDS: String(chunkSeconds),
    RENDER_THREADS: "1",
    RENDER_CONCURRENCY: "1",
  };
  const api = await startProcess({ ...env, ROLE: "api", DATA_DIR: path.join(folder, "api") });
  const pinned = await Promise.all(
    Array.from({ length: workers }, (_, core) =>
      startProcess({ ...env, ROLE: "worker", DATA_DIR: path.join(folder, `worker-${core}`) }, core),
    ),
  );
  try {
    const cookie = await signUp(api.url);
    const started = performance.now();
    const answer = await fetch(`${api.url}/api/v1/renders`, {
      method: "POST",
      headers: { cookie, origin: api.url, "content-type": "application/json" },
      body: JSON.stringify(bundle()),
    });
    let render = ((await answer.json()) as RenderAnswer).data;
    if (!answer.ok) throw new Error(`The render was refused: ${JSON.stringify(render)}`);
    // A benchmark, not a test: polling twice a second costs the render nothing measurable.
    while (!["done", "failed", "cancelled"].includes(render.status)) {
      await sleep(500);
      render = ((await (await fetch(`${api.url}/api/v1/renders/${render.id}`, { headers: { cookie } })).json()) as RenderAnswer).data;
    }
    const wallSeconds = (performance.now() - started) / 1000;
    if (render.status !== "done") throw new Error(`The render ended ${render.status}: ${render.error}`);
    const logs = pinned.flatMap((worker) => worker.logs);
    const chunks = logs.filter((line) => line.msg === "Drew a chunk of a split render");
    const join = logs.find((line) => line.msg === "Joined a split render");
    return { wallSeconds, chunks, joinSeconds: (join?.joinMs ?? 0) / 1000, durationSeconds: render.duration_seconds as number };
  } finally {
    await Promise.all([api, ...pinned].map((server) => server.stop()));
    await s3.stop();
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  }
}

/** Mean start, draw and store of a run's chunks, and what splitting cost: start and store as a share of a chunk, the join of all chunk time. */
function figures(result: Awaited<ReturnType<typeof run>>) {
  const each = (pick: (chunk: Logged) => number) => round(mean(result.chunks.map(pick)) / 1000);
  const perChunk = {
    count: result.chunks.length,
    startSeconds: each((c) => c.startMs!),
    drawSeconds: each((c) => c.drawMs!),
    storeSeconds: each((c) => c.storeMs!),
  };
  const chunkTime = perChunk.startSeconds + perChunk.drawSeconds + perChunk.storeSeconds;
  const overhead = {
    startShareOfChunk: round(perChunk.startSeconds / chunkTime),
    storeShareOfChunk: round(perChunk.storeSeconds / chunkTime),
    joinShareOfChunkTime: round(result.joinSeconds / (chunkTime * perChunk.count)),
  };
  const total = round(overhead.startShareOfChunk + overhead.storeShareOfChunk + overhead.joinShareOfChunkTime);
  return { wallSeconds: round(result.wallSeconds), perChunk, joinSeconds: round(result.joinSeconds), overhead: { ...overhead, total } };
}

const loadAtStart = loadavg()[0]!;
const one = await run(1);
const two = await run(2);
console.log(
  JSON.stringify(
    {
      video: { seconds: one.durationSeconds, size: "1920x1080", fps: 30, template: "bold (list, quote, stat)", chunkSeconds },
      speedUp: round(one.wallSeconds / two.wallSeconds),
      oneWorker: figures(one),
      twoWorkers: figures(two),
      targets: { speedUp: 1.8, overhead: 0.05 },
      loadAverage1m: { start: loadAtStart, end: loadavg()[0] },
    },
    null,
    2,
  ),
);
