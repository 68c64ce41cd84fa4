import { chmod, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { render } from "../src/db/schema.ts";
import { ffmpegPath } from "../src/render/ffmpeg-path.ts";
import { RENDER_HEARTBEAT_SECONDS, RENDER_QUEUE } from "../src/renders/render-worker.ts";
import { renderBundleJson } from "./fixtures/render-bundle.ts";
import { TestClient } from "./helpers/http.ts";
import { watch } from "./helpers/render-events.ts";
import { useTempFolder } from "./helpers/temp-folder.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

const longBundle = () => {
  const bundle = renderBundleJson();
  bundle.content.scenes.forEach((scene) => (scene.duration = 10));
  return bundle;
};

/** Makes the render queue's waiting retries due now, so tests need not sit out the retry delays. */
function hurryRetries(server: TestServer) {
  const timer = setInterval(() => {
    server.database.db.execute(sql`update pgboss.job set start_after = now() where name = ${RENDER_QUEUE} and state = 'retry'`).catch(() => undefined);
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

    const second = await startTestServer("pglite", {}, dataDir);
    const stopHurrying = hurryRetries(second);
    try {
      const again = client.pointedAt(second.url);
      const [row] = await second.database.db.select().from(render).where(eq(render.id, id));
      expect(row).toMatchObject({ status: "queued", error: "The server stopped while rendering; it will start again." });
      // The render stopped itself at once (its own error), rather than hold the stop until the
      // job queue's graceful wait ran out and failed it ("pg-boss shut down while active").
      const job = await second.jobs.getJobById(RENDER_QUEUE, row!.jobId!);
      expect(JSON.stringify(job?.output)).toContain("The server stopped while rendering");
      const finished = await pollRender(again, id, (render) => render.status === "done" || render.status === "failed");
      expect(finished).toMatchObject({ status: "done", progress: 1, duration_seconds: 20 });
    } finally {
      stopHurrying();
      await second.destroy();
    }
  });

  it("run with a heartbeat, so a crashed process's render is retried within a minute", async () => {
    const server = await startTestServer("pglite", {}, path.join(temp(), "heartbeat"));
    try {
      expect((await server.jobs.getQueue(RENDER_QUEUE))?.heartbeatSeconds).toBe(RENDER_HEARTBEAT_SECONDS);
    } finally {
      await server.destroy();
    }
  });
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
    expect(events).toContainEqual(expect.objectContaining({ status: "queued", error: expect.stringMatching(/^Attempt 1 failed \(ffmpeg failed \(exit 1\): No space left on device\); retrying\.$/) }));
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
