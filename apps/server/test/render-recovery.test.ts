import { chmod, mkdtemp, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/platform/db/database.ts";
import { render } from "../src/platform/db/schema.ts";
import { RECOVERING } from "../src/video-studio/renders/recover-renders.ts";
import { ffmpegPath } from "@framewise/media";
import { RENDER_QUEUE } from "../src/video-studio/renders/render-worker.ts";
import { renderBundleJson } from "./fixtures/render-bundle.ts";
import { TestClient } from "./helpers/http.ts";
import { watch } from "./helpers/render-events.ts";
import { createScratchDatabase } from "@framewise/test-support/scratch-database";
import { useTempFolder } from "./helpers/temp-folder.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";
import { within } from "./helpers/wait-for.ts";
import { startServerProcess } from "./helpers/server-process.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;

const longBundle = () => {
  const bundle = renderBundleJson();
  bundle.content.scenes.forEach((scene) => (scene.duration = 10));
  return bundle;
};

/** Makes the render queue's waiting retries due now, so tests need not sit out the retry delays. */
function hurryRetries(server: TestServer) {
  const timer = setInterval(() => {
    server.database.db
      .execute(sql`update pgboss.job set start_after = now() where name = ${RENDER_QUEUE} and state = 'retry'`)
      .catch(() => undefined);
  }, 250);
  return () => clearInterval(timer);
}

/** Polls a render until `done` says so; answers the last answer. */
async function pollRender(client: TestClient, id: string, done: (render: any) => boolean, timeout = 60_000) {
  let render: any;
  await expect
    .poll(
      async () => {
        render = (await client.get(`/api/v1/renders/${id}`)).body.data;
        return done(render);
      },
      { timeout, interval: 200 },
    )
    .toBe(true);
  return render;
}

describe("renders that stop before they finish", () => {
  const temp = useTempFolder("render-recovery");

  it("go back to the queue when the server stops mid-render, and the next start finishes them", async () => {
    const dataDir = path.join(temp(), "data");
    const first = await startTestServer("pglite", {}, dataDir);
    const client = new TestClient(first.url);
    await client.signUp("restart-render@example.com");
    const { id } = (await client.post("/api/v1/renders", { ...longBundle(), scale: 0.5 })).body.data;
    await pollRender(client, id, (render) => render.status === "rendering" && render.progress > 0.02);
    await first.destroy();

    // Between the two runs: the render is waiting again, and its job too (not failed: the stop
    // was not one of its tries, and it stopped at once rather than hold the stop until the job
    // queue's graceful wait ran out).
    const stopped = await openDatabase({ dataDir });
    const [row] = await stopped.db.select().from(render).where(eq(render.id, id));
    expect(row).toMatchObject({ status: "queued", error: "The server stopped while rendering; it will start again." });
    const [job] = (
      await stopped.db.execute<{ state: string; retry_count: number; retry_limit: number }>(
        sql`select state, retry_count, retry_limit from pgboss.job where id = ${row!.jobId}`,
      )
    ).rows;
    expect(job).toMatchObject({ state: "created", retry_count: 0, retry_limit: 3 });
    await stopped.close();

    const second = await startTestServer("pglite", {}, dataDir);
    try {
      const again = client.pointedAt(second.url);
      const finished = await pollRender(again, id, (render) => render.status === "done" || render.status === "failed");
      expect(finished).toMatchObject({ status: "done", progress: 1, duration_seconds: 20 });
    } finally {
      await second.destroy();
    }
  });

  it("are not failed by three restarts in a row: a stop is not a failed try", async () => {
    const dataDir = path.join(temp(), "three-restarts");
    let server = await startTestServer("pglite", {}, dataDir);
    const client = new TestClient(server.url);
    await client.signUp("three-restarts@example.com");
    const { id } = (await client.post("/api/v1/renders", { ...longBundle(), scale: 0.5 })).body.data;
    try {
      for (let stop = 0; stop < 3; stop++) {
        await pollRender(client.pointedAt(server.url), id, (render) => render.status === "rendering" && render.progress > 0.02);
        await server.destroy();
        server = await startTestServer("pglite", {}, dataDir);
      }
      const finished = await pollRender(
        client.pointedAt(server.url),
        id,
        (render) => render.status === "done" || render.status === "failed",
      );
      expect(finished).toMatchObject({ status: "done", progress: 1 });
    } finally {
      await server.destroy();
    }
  });

  it("after a crash (kill -9) show at once that they are recovered, then finish; what the crash left is swept", async () => {
    const dataDir = path.join(temp(), "crash");
    const crashing = await startServerProcess(dataDir);
    const client = new TestClient(crashing.url);
    await client.signUp("crash@example.com");
    const { id } = (await client.post("/api/v1/renders", { ...longBundle(), scale: 0.5 })).body.data;
    await pollRender(client, id, (render) => render.status === "rendering" && render.progress > 0.02);
    const rangeSegments = (await readdir(path.join(dataDir, "renders"))).filter((name) => name.startsWith(id) && name.includes(".range-"));
    expect(rangeSegments.length).toBeGreaterThan(0);
    // An upload the crash cut off.
    await writeFile(path.join(dataDir, "tmp", "partial-upload"), Buffer.alloc(100_000));
    await crashing.kill();

    const second = await startTestServer("pglite", {}, dataDir);
    const stopHurrying = hurryRetries(second);
    try {
      const again = client.pointedAt(second.url);
      expect((await again.get(`/api/v1/renders/${id}`)).body.data).toMatchObject({ status: "queued", progress: 0, error: RECOVERING });
      expect(await readdir(path.join(dataDir, "tmp"))).not.toContain("partial-upload");
      expect(await readdir(path.join(dataDir, "renders"))).not.toEqual(expect.arrayContaining([rangeSegments[0]]));
      const finished = await pollRender(again, id, (render) => render.status === "done" || render.status === "failed");
      expect(finished).toMatchObject({ status: "done", progress: 1 });
    } finally {
      stopHurrying();
      await second.destroy();
    }
  });
});

describe.runIf(postgresUrl)("a render whose process is killed while another process runs (PostgreSQL)", () => {
  const temp = useTempFolder("render-heartbeat");

  it("is taken back by the other process within a minute of the crash (missed heartbeats) and finished there", async () => {
    const database = await createScratchDatabase(postgresUrl!);
    // One database and one secret, so the session made on the first process is good on the other.
    const shared = { DATABASE_URL: database.url, AUTH_SECRET: "render-heartbeat-test-secret-0123456789abcdef" };
    const crashing = await startServerProcess(path.join(temp(), "crashing"), shared);
    let survivor: TestServer | undefined;
    try {
      const client = new TestClient(crashing.url);
      await client.signUp("heartbeat@example.com");
      const { id } = (await client.post("/api/v1/renders", { ...longBundle(), scale: 0.5 })).body.data;
      await pollRender(client, id, (render) => render.status === "rendering" && render.progress > 0.02);
      // The other process starts while the first still holds the render, so only the heartbeat can free it.
      survivor = await startTestServer("pglite", shared, path.join(temp(), "survivor"));
      const seen: { at: number; event: any }[] = [];
      let subscribed = () => {};
      const firstEvent = new Promise<void>((resolve) => (subscribed = resolve));
      const watching = watch(client.pointedAt(survivor.url), id, (event) => {
        seen.push({ at: Date.now(), event });
        subscribed();
      });
      await within("the survivor's first event (the render's current state)", Promise.race([firstEvent, watching]), 10_000);
      await crashing.kill();
      const killedAt = Date.now();
      const events = await within(`render ${id} to be retried and finished`, watching, 240_000);
      // The survivor starts the render again from the beginning: the first event after the crash to
      // go back below the progress the crashed process had reached.
      const reached = seen.filter(({ at }) => at <= killedAt).at(-1)!.event.progress;
      const retried = seen.find(({ at, event }) => at > killedAt && event.progress < reached)!;
      expect(retried.at - killedAt, "milliseconds from the crash to the retry").toBeLessThan(60_000);
      expect(events.at(-1)).toMatchObject({ status: "done", progress: 1 });
    } finally {
      await crashing.kill();
      await survivor?.destroy();
      await database.drop();
    }
  }, 300_000);
});

describe("renders that fail", () => {
  let server: TestServer;
  let client: TestClient;
  let failuresLeft: string;
  let stopHurrying: () => void;
  beforeAll(async () => {
    // An ffmpeg that fails while a counter file says so, then runs the real one: a render
    // failing for a passing reason (a full disk, a killed encoder).
    const folder = await mkdtemp(path.join(tmpdir(), "framewise-flaky-ffmpeg-"));
    failuresLeft = path.join(folder, "failures-left");
    const wrapper = path.join(folder, "ffmpeg");
    await writeFile(
      wrapper,
      `#!/bin/sh\nleft=$(cat "${failuresLeft}" 2>/dev/null || echo 0)\nif [ "$left" -gt 0 ]; then echo $((left - 1)) > "${failuresLeft}"; echo "No space left on device" >&2; exit 1; fi\nexec "${ffmpegPath()}" "$@"\n`,
    );
    await chmod(wrapper, 0o755);
    process.env.FFMPEG_PATH = wrapper;
    server = await startTestServer("pglite");
    stopHurrying = hurryRetries(server);
    client = new TestClient(server.url);
    await client.signUp("flaky@example.com");
  });
  afterAll(async () => {
    delete process.env.FFMPEG_PATH;
    stopHurrying?.();
    await server?.destroy();
  });

  it("are retried, saying so, and finish when the cause has passed", async () => {
    await writeFile(failuresLeft, "1");
    const { id } = (await client.post("/api/v1/renders", { ...renderBundleJson(), scale: 0.25 })).body.data;
    const events = await watch(client, id);
    expect(events).toContainEqual(
      expect.objectContaining({
        status: "queued",
        error: expect.stringMatching(/^Attempt 1 failed \(ffmpeg failed \(exit 1\): No space left on device\); retrying\.$/),
      }),
    );
    expect(events.at(-1)).toMatchObject({ status: "done", progress: 1 });
  });

  it("fail with the reason once the retries are used up", async () => {
    await writeFile(failuresLeft, "100");
    const { id } = (await client.post("/api/v1/renders", { ...renderBundleJson(), scale: 0.25 })).body.data;
    const events = await watch(client, id);
    expect(events.filter((event) => event.status === "queued" && event.error).map((event) => event.error)).toHaveLength(2);
    expect(events.at(-1)).toMatchObject({ status: "failed", error: "ffmpeg failed (exit 1): No space left on device" });
  });
});
