import { hostname } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "@framewise/test-support/scratch-database";
import { openDatabase, type Database } from "../src/platform/db/database.ts";
import { renderChunk } from "../src/platform/db/schema.ts";
import { renderBundleJson } from "./fixtures/render-bundle.ts";
import { downloadRender, frameHashes } from "./helpers/decoded-video.ts";
import { TestClient } from "./helpers/http.ts";
import { watch } from "./helpers/render-events.ts";
import { startTestS3, type TestS3 } from "./helpers/s3-server.ts";
import { startServerProcess, type ServerProcess } from "./helpers/server-process.ts";
import { useTempFolder } from "./helpers/temp-folder.ts";
import { startTestServer } from "./helpers/test-server.ts";
import { waitFor, within } from "./helpers/wait-for.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
/** Six chunks of two seconds; a short heartbeat, so the lost chunk is taken back soon. */
const RENDERING = { RENDER_CHUNK_SECONDS: "2", RENDER_HEARTBEAT_SECONDS: "10", RENDER_THREADS: "1" };

const twelveSeconds = () => {
  const bundle = renderBundleJson();
  bundle.content.scenes.forEach((scene) => (scene.duration = 6));
  return { ...bundle, scale: 0.5 };
};

describe.runIf(postgresUrl)("one API and two worker processes (PostgreSQL, s3rver, all on 127.0.0.1)", () => {
  const temp = useTempFolder("render-processes");
  let s3: TestS3;
  let scratch: { url: string; drop(): Promise<void> };
  let database: Database;
  const processes: ServerProcess[] = [];
  beforeAll(async () => {
    s3 = await startTestS3();
    scratch = await createScratchDatabase(postgresUrl!);
    database = await openDatabase({ dataDir: temp(), databaseUrl: scratch.url });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(processes.map((server) => server.kill()));
    await database?.close();
    await scratch?.drop();
    await s3?.stop();
  });

  it("render one video together, survive losing a worker mid-render (only its chunk is drawn again), and equal one process's render", async () => {
    const env = { ...s3.env, ...RENDERING, DATABASE_URL: scratch.url, AUTH_SECRET: "render-processes-test-secret-0123456789abcdef" };
    // The API first: it migrates the database the workers then share.
    const api = await startServerProcess(path.join(temp(), "api"), { ...env, ROLE: "api" });
    processes.push(api);
    const [kept, lost] = await Promise.all(
      ["a", "b"].map((name) => startServerProcess(path.join(temp(), name), { ...env, ROLE: "worker" })),
    );
    processes.push(kept!, lost!);
    const [keptWorker, lostWorker] = [kept!, lost!].map((worker) => `${hostname()}:${worker.pid}`);

    const client = new TestClient(api.url);
    await client.signUp("processes@example.com");
    const { id } = (await client.post("/api/v1/renders", twelveSeconds())).body.data;
    // Progress reaches the API's stream from the workers' processes (LISTEN/NOTIFY).
    const events = watch(client, id);
    const chunksOf = () => database.db.select().from(renderChunk).where(eq(renderChunk.renderId, id)).orderBy(renderChunk.chunk);
    // Killed once it has drawn a chunk and is drawing another.
    await waitFor(
      "the second worker to be mid-chunk after drawing one",
      chunksOf,
      (chunks) => chunks.some((c) => c.worker === lostWorker && c.doneAt) && chunks.some((c) => c.worker === lostWorker && !c.doneAt),
      120_000,
    );
    await lost!.kill();
    const before = await chunksOf();
    const redrawn = before.filter((c) => c.worker === lostWorker && !c.doneAt).map((c) => c.chunk);
    expect(redrawn).toHaveLength(1);

    const seen = await within("the render to finish", events, 180_000);
    expect(seen.at(-1)).toMatchObject({ status: "done", progress: 1 });
    expect(seen.some((event) => event.status === "rendering" && event.progress > 0 && event.progress < 1)).toBe(true);
    const after = await chunksOf();
    expect(after.map((c) => c.runs)).toEqual(after.map((c) => (redrawn.includes(c.chunk) ? 2 : 1)));
    expect(after.every((c) => c.doneAt)).toBe(true);
    // Both drew chunks: those the lost one finished before it died stay its own.
    expect(new Set(after.map((c) => c.worker))).toEqual(new Set([keptWorker, lostWorker]));
    expect((await client.get(`/api/v1/renders/${id}`)).body.data).toMatchObject({ status: "done", duration_seconds: 12 });
    const split = path.join(temp(), "processes.mp4");
    await downloadRender(client, id, split);

    // The same document rendered by one process (ROLE=all, embedded database, local files).
    const single = await startTestServer("pglite", RENDERING, path.join(temp(), "single"));
    try {
      const alone = new TestClient(single.url);
      await alone.signUp("single@example.com");
      const { id: singleId } = (await alone.post("/api/v1/renders", twelveSeconds())).body.data;
      expect((await within("the one-process render", watch(alone, singleId), 120_000)).at(-1)).toMatchObject({ status: "done" });
      expect((await alone.get(`/api/v1/renders/${singleId}`)).body.data).toMatchObject({ duration_seconds: 12 });
      const whole = path.join(temp(), "single.mp4");
      await downloadRender(alone, singleId, whole);
      const [processesFrames, singleFrames] = await Promise.all([frameHashes(split), frameHashes(whole)]);
      expect(processesFrames).toHaveLength(360);
      expect(processesFrames).toEqual(singleFrames);
    } finally {
      await single.destroy();
    }
  }, 400_000);
});
