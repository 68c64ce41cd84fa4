import { randomUUID } from "node:crypto";
import { Framewise, FramewiseApiError, verifyWebhook } from "@framewise/client-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeClient, type MadeClient } from "./helpers/clients.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";
import { waitFor } from "./helpers/wait-for.ts";
import { startWebhookReceiver } from "./helpers/webhook-receiver.ts";

/** One second of video (two half-second scenes), so a real render is quick. */
const SHORT = { "scenes.0.duration": 0.5, "scenes.1.duration": 0.5 };

/** What the SDK threw, to check its typed fields. */
async function apiErrorOf(call: Promise<unknown>): Promise<FramewiseApiError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(FramewiseApiError);
  return error as FramewiseApiError;
}

describe.each(databaseKinds)("@framewise/client-sdk against the real server on %s", (kind) => {
  let server: TestServer;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let made: MadeClient;
  let framewise: Framewise;

  beforeAll(async () => {
    server = await startTestServer(kind, { API_RATE_LIMIT_PER_MINUTE: "100000", TEST_ALLOW_LOOPBACK_FETCH: "true" });
    receiver = await startWebhookReceiver();
    made = await makeClient(server, { webhookUrl: receiver.url });
    framewise = new Framewise({ apiKey: made.key, baseUrl: server.url });
  });
  afterAll(async () => {
    await server?.destroy();
    await receiver?.close();
  });

  it("lists the key's templates and dry-runs a render with modifications", async () => {
    expect((await framewise.templates.list()).map((template) => template.id)).toEqual([made.templateId]);
    const dryRun = await framewise.renders.dryRun({
      template: made.templateId,
      aspectRatio: "16:9",
      modifications: { "scenes.0.duration": 2 },
    });
    expect(dryRun).toMatchObject({ dry_run: true, scenes: 2, duration_seconds: 6, frames: 180, width: 1920, height: 1080 });
    expect((await framewise.renders.list()).data).toEqual([]);
  });

  it("renders with modifications once per idempotency key, waits until it is done, and verifies its signed webhook", async () => {
    const body = { template: made.templateId, modifications: { ...SHORT, "Headline.text": "Summit boot" }, metadata: { order: "A-1" } };
    const idempotencyKey = randomUUID();
    const queued = await framewise.renders.create(body, { idempotencyKey });
    expect(queued).toMatchObject({ status: "queued", metadata: { order: "A-1" } });
    expect((await framewise.renders.create(body, { idempotencyKey })).id).toBe(queued.id);
    const reused = await apiErrorOf(framewise.renders.create({ ...body, metadata: { order: "A-2" } }, { idempotencyKey }));
    expect([reused.status, reused.code]).toEqual([422, "idempotency_key_reused"]);

    const done = await framewise.renders.waitUntilDone(queued.id, { intervalMs: 100 });
    expect(done).toMatchObject({ id: queued.id, status: "done", metadata: { order: "A-1" } });
    expect((await fetch(done.video_url!)).headers.get("content-type")).toBe("video/mp4");

    const [message] = await waitFor(
      "the render's webhook",
      async () => receiver.received,
      (received) => received.length > 0,
    );
    const event = verifyWebhook(made.webhookSecret, message!.headers, message!.body);
    expect(event).toMatchObject({ type: "render.succeeded", data: { id: queued.id, metadata: { order: "A-1" } } });
    expect(() => verifyWebhook(made.webhookSecret, new Headers(message!.headers as Record<string, string>), `${message!.body} `)).toThrow();
  });

  it("throws FramewiseApiError with the status, code and each problem's JSON path", async () => {
    const invalid = await apiErrorOf(framewise.renders.dryRun({ template: made.templateId, modifications: { "Headline.source": "x" } }));
    expect([invalid.status, invalid.code]).toEqual([422, "invalid_modifications"]);
    expect(invalid.fields?.["/modifications/Headline.source"]).toContain("takes .text");
    const stranger = new Framewise({ apiKey: "fwk_not-a-key", baseUrl: server.url });
    expect((await apiErrorOf(stranger.renders.list())).status).toBe(401);
    expect((await apiErrorOf(framewise.renders.get(randomUUID()))).status).toBe(404);
  });

  it("stops waiting when its signal aborts, cancels a render, and refuses to cancel it twice", async () => {
    const long = await framewise.renders.create({
      template: made.templateId,
      modifications: { "scenes.0.duration": 20, "scenes.1.duration": 20 },
    });
    const stop = new AbortController();
    const reason = new Error("enough waiting");
    const waiting = framewise.renders.waitUntilDone(long.id, { signal: stop.signal, intervalMs: 50 });
    stop.abort(reason);
    await expect(waiting).rejects.toBe(reason);
    expect((await framewise.renders.cancel(long.id)).status).toBe("cancelled");
    expect((await framewise.renders.waitUntilDone(long.id)).status).toBe("cancelled");
    expect((await apiErrorOf(framewise.renders.cancel(long.id))).status).toBe(409);
  });

  it("pages through the renders, newest first, filtered", async () => {
    const all = (await framewise.renders.list({ limit: 100 })).data.map((render) => render.id);
    expect(all).toHaveLength(2);
    const paged = [];
    for await (const page of framewise.renders.pages({ limit: 1 })) paged.push(page.data.map((render) => render.id));
    expect(paged).toEqual(all.map((id) => [id]));
    const cancelled = await framewise.renders.list({ status: "cancelled" });
    expect(cancelled.data.map((render) => render.status)).toEqual(["cancelled"]);
  });
});

describe("@framewise/client-sdk past the rate limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite", { API_RATE_LIMIT_PER_MINUTE: "1" });
  });
  afterAll(() => server?.destroy());

  it("exposes a 429's Retry-After as retryAfterSeconds", async () => {
    const made = await makeClient(server);
    const framewise = new Framewise({ apiKey: made.key, baseUrl: server.url });
    await framewise.templates.list();
    const limited = await apiErrorOf(framewise.templates.list());
    expect([limited.status, limited.code]).toEqual([429, "rate_limited"]);
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.retryAfterSeconds).toBeLessThanOrEqual(60);
  });
});
