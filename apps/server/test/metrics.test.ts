import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderBundleJson } from "./fixtures/render-bundle.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";
import { renderFinished, waitFor } from "./helpers/wait-for.ts";

const TOKEN = "metrics-token-for-the-tests-0123";

/** The samples of a Prometheus text answer, by series name and labels as written: `name{a="b"}` → value. */
function samples(text: string): Map<string, number> {
  return new Map(
    text
      .split("\n")
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => {
        const at = line.lastIndexOf(" ");
        return [line.slice(0, at), Number(line.slice(at + 1))] as const;
      }),
  );
}

describe.each(databaseKinds)("Prometheus metrics on %s", (kind) => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind, { METRICS_TOKEN: TOKEN });
    client = new TestClient(server.url);
    await client.signUp(`metrics-${kind}@example.com`);
  });
  afterAll(() => server?.destroy());

  it("answers only with the configured bearer token", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-of-the-same-len", `Basic ${TOKEN}`]) {
      const refused = await new TestClient(server.url).get("/metrics", authorization ? { authorization } : {});
      expect(refused.status).toBe(401);
      expect(refused.body.error).toMatchObject({ code: "unauthenticated", message: expect.stringContaining("Bearer") });
    }
  });

  it("counts a finished render, its speed and the queue, with this process's pool and memory", async () => {
    const bundle = renderBundleJson();
    const queued = await client.post("/api/v1/renders", { ...bundle, scale: 0.25 });
    expect(queued.status).toBe(202);
    await renderFinished(client, queued.body.data.id);

    const scrape = () => client.get("/metrics", { authorization: `Bearer ${TOKEN}` });
    const answer = await scrape();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const text = answer.body as unknown as string;
    for (const family of [
      "framewise_queue_jobs",
      "framewise_renders_last_day",
      "framewise_webhook_lag_seconds",
      "process_cpu_seconds_total",
    ])
      expect(text).toContain(`# TYPE ${family} `);
    const series = samples(text);
    expect(series.get('framewise_renders_last_day{status="done"}')).toBe(1);
    expect(series.get("framewise_render_speed")).toBeGreaterThan(0);
    expect(series.get("framewise_render_chunk_retries_last_day")).toBe(0);
    expect(series.get("framewise_webhooks_pending")).toBe(0);
    expect(series.get("process_resident_memory_bytes")).toBeGreaterThan(10 * 1024 * 1024);
    // Once its job completes (just after the row says done), nothing of it waits or runs in the queue.
    const renderJobs = (text: string) => [...samples(text).keys()].filter((name) => name.startsWith('framewise_queue_jobs{queue="render"'));
    await waitFor(
      "the render's job to complete",
      async () => renderJobs((await scrape()).body as unknown as string),
      (jobs) => !jobs.length,
    );
    if (kind === "postgres") expect(series.get('framewise_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    else expect([...series.keys()].some((name) => name.startsWith("framewise_db_pool_connections"))).toBe(false);
  });
});

describe("metrics without a token configured", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
  });
  afterAll(() => server?.destroy());

  it("are off: 404, whatever is sent", async () => {
    const answer = await new TestClient(server.url).get("/metrics", { authorization: `Bearer ${TOKEN}` });
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toMatch(/METRICS_TOKEN/);
  });
});
