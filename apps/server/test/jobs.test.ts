import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

describe.each(databaseKinds)("job queue on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.destroy());

  it("runs a job sent to a queue and records it as completed", async () => {
    const queue = `echo-${kind}`;
    await server.jobs.createQueue(queue);
    const seen = new Promise<unknown>((resolve) => {
      void server.jobs.work<{ text: string }>(queue, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        resolve(job?.data);
        return { echoed: job?.data.text };
      });
    });
    const id = await server.jobs.send(queue, { text: "hello" });
    expect(await seen).toEqual({ text: "hello" });
    await expect.poll(async () => (await server.jobs.getJobById(queue, id!))?.state, { timeout: 10_000 }).toBe("completed");
  });

  it("lets a running job finish before the database closes on stop", async () => {
    const own = await startTestServer(kind);
    const queue = "slow";
    await own.jobs.createQueue(queue);
    let finished = false;
    const started = new Promise<void>((resolve) => {
      void own.jobs.work(queue, { pollingIntervalSeconds: 0.5 }, async () => {
        resolve();
        await new Promise((done) => setTimeout(done, 800));
        finished = true;
      });
    });
    await own.jobs.send(queue, {});
    await started;
    await own.destroy();
    expect(finished).toBe(true);
  });
});
