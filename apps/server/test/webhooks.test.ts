import type { LookupFunction } from "node:net";
import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/platform/config/config.ts";
import { queueRender } from "../src/video-studio/renders/queue-render.ts";
import { parseRenderRequest } from "../src/video-studio/renders/render-request.ts";
import { announceRenderFinished } from "../src/production/webhooks/announce-render-finished.ts";
import { deliverWebhook } from "../src/production/webhooks/deliver-webhook.ts";
import { onceMessageId } from "../src/production/webhooks/webhook-message.ts";
import { sendWebhook } from "../src/production/webhooks/send-webhook.ts";
import type { WebhookDeps } from "../src/production/webhooks/webhook-deps.ts";
import { insertDelivery } from "../src/production/webhooks/webhook-queries.ts";
import { retryLimitFor } from "../src/production/webhooks/webhook-retry.ts";
import { renderBundleJson } from "./fixtures/render-bundle.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";
import { waitFor } from "./helpers/wait-for.ts";
import { startWebhookReceiver } from "./helpers/webhook-receiver.ts";

const STAFF = "/api/v1/staff";
// Retries a second apart, so three tries take seconds, not minutes: configuration, not sleeps.
const RETRIES = { WEBHOOK_RETRY_DELAY_SECONDS: "1", WEBHOOK_RETRY_MAX_DELAY_SECONDS: "1", WEBHOOK_RETRY_WINDOW_SECONDS: "30" };
const DAY = { delaySeconds: 30, maxDelaySeconds: 3600, windowSeconds: 86_400 };
const HOUR = 3_600_000;

describe.each(databaseKinds)("client webhooks on %s", (kind) => {
  let server: TestServer;
  let staff: TestClient;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let withEndpoint: { id: string; webhook_secret: string; account_user_id: string };
  let withoutEndpoint: { id: string };
  /** The server's own database and queue, for what no route does (a try at a chosen time). */
  const deps = (extra: Partial<WebhookDeps> = {}): WebhookDeps => ({
    db: server.database.db,
    jobs: server.jobs,
    config: DAY,
    allowLoopbackForTests: true,
    log: server.app.log,
    renderLinks: async () => ({ video: "unused", poster: "unused" }),
    ...extra,
  });
  const log = (clientId: string, query = "") => staff.get(`${STAFF}/clients/${clientId}/webhook-deliveries${query}`);
  const delivery = (clientId: string, id: string) => staff.get(`${STAFF}/clients/${clientId}/webhook-deliveries/${id}`);
  const settled = (clientId: string, id: string) =>
    waitFor(
      `webhook message ${id} to settle`,
      async () => (await delivery(clientId, id)).body.data,
      (row) => row?.status !== "pending",
    );
  const sendTest = async (clientId: string) => {
    const response = await staff.post(`${STAFF}/clients/${clientId}/webhook-deliveries/test`);
    expect(response.status).toBe(202);
    return response.body.data as { id: string; status: string };
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { TEST_ALLOW_LOOPBACK_FETCH: "true", ...RETRIES });
    receiver = await startWebhookReceiver();
    staff = new TestClient(server.url);
    await staff.signUp(`boss-${kind}@staff.test`);
    await server.database.db.execute(sql`update "user" set email_verified = true where email = ${`boss-${kind}@staff.test`}`);
    withEndpoint = (await staff.post(`${STAFF}/clients`, { name: "Acme", webhook_url: receiver.url })).body.data;
    withoutEndpoint = (await staff.post(`${STAFF}/clients`, { name: "Quiet" })).body.data;
  });
  afterAll(async () => {
    await server?.destroy();
    await receiver?.close();
  });

  it("signs each message per Standard Webhooks: the receiver verifies it with the client's secret", async () => {
    const sent = await sendTest(withEndpoint.id);
    expect(sent).toMatchObject({ status: "pending", id: expect.any(String) });
    expect(await settled(withEndpoint.id, sent.id)).toMatchObject({ status: "delivered", attempts: 1, response_status: 204 });
    const message = receiver.received.find((m) => m.headers["webhook-id"] === sent.id)!;
    const headers = message.headers as Record<string, string>;
    expect(headers["webhook-timestamp"]).toMatch(/^\d{10}$/);
    const payload = new Webhook(withEndpoint.webhook_secret).verify(message.body, headers);
    expect(payload).toMatchObject({ type: "webhook.test", timestamp: expect.any(String), data: { client_id: withEndpoint.id } });
    // Any other secret, or a changed body, fails the check.
    expect(() => new Webhook("whsec_" + Buffer.from("another secret!").toString("base64")).verify(message.body, headers)).toThrow();
    expect(() => new Webhook(withEndpoint.webhook_secret).verify(message.body.replace("webhook.test", "render.failed"), headers)).toThrow();
  });

  it("retries a receiver that fails twice through pg-boss's backoff and delivers on the third try", async () => {
    const before = receiver.received.length;
    receiver.answerWith((index) =>
      index - before < 2 ? { status: 503, body: "busy, try later" } : { status: 200, body: "y".repeat(2000) },
    );
    const sent = await sendTest(withEndpoint.id);
    const row = await settled(withEndpoint.id, sent.id);
    receiver.answerWith(() => ({ status: 204 }));
    expect(row).toMatchObject({ status: "delivered", attempts: 3, response_status: 200, response_excerpt: "y".repeat(500) });
    const tries = receiver.received.slice(before);
    expect(tries.map((m) => m.headers["webhook-id"])).toEqual([sent.id, sent.id, sent.id]);
    // Each try is signed afresh at its own time, and each verifies.
    for (const message of tries) new Webhook(withEndpoint.webhook_secret).verify(message.body, message.headers as Record<string, string>);
  });

  it("gives up 24 hours into a cycle (by the clock) or when the retries run out; a resend starts a new cycle with the same id", async () => {
    receiver.answerWith(() => ({ status: 500, body: "broken" }));
    const cycleStartedAt = new Date();
    const row = (await insertDelivery(server.database.db, {
      id: crypto.randomUUID(),
      clientId: withEndpoint.id,
      eventType: "webhook.test",
      url: receiver.url,
      payload: { type: "webhook.test", timestamp: cycleStartedAt.toISOString(), data: {} },
    }))!;
    const at = (hours: number) => () => new Date(cycleStartedAt.getTime() + hours * HOUR);
    const attempt = { deliveryId: row.id, cycleStartedAt, retryCount: 5, retryLimit: retryLimitFor(DAY) };
    expect(await deliverWebhook(deps({ now: at(23) }), attempt)).toBe("retry");
    expect((await delivery(withEndpoint.id, row.id)).body.data).toMatchObject({ status: "pending", attempts: 1, response_status: 500 });
    expect(await deliverWebhook(deps({ now: at(24) }), attempt)).toBe("failed");
    expect((await delivery(withEndpoint.id, row.id)).body.data).toMatchObject({
      status: "failed",
      attempts: 2,
      response_excerpt: "broken",
    });

    receiver.answerWith(() => ({ status: 204 }));
    const resent = await staff.post(`${STAFF}/clients/${withEndpoint.id}/webhook-deliveries/${row.id}/resend`);
    expect(resent.status).toBe(202);
    expect(resent.body.data).toMatchObject({ id: row.id, status: "pending" });
    expect(await settled(withEndpoint.id, row.id)).toMatchObject({ status: "delivered", attempts: 3, response_status: 204 });

    // Inside the window, a try with no retries left fails too.
    const another = (await insertDelivery(server.database.db, { ...row, id: crypto.randomUUID(), attempts: 0, status: "pending" }))!;
    receiver.answerWith(() => ({ status: 500 }));
    expect(
      await deliverWebhook(deps(), { ...attempt, deliveryId: another.id, cycleStartedAt: new Date(), retryCount: attempt.retryLimit }),
    ).toBe("failed");
    receiver.answerWith(() => ({ status: 204 }));
  });

  it("refuses private addresses without sending them anything", async () => {
    const literal = await sendWebhook(deps(), {
      clientId: withEndpoint.id,
      eventType: "webhook.test",
      data: {},
      url: "http://10.0.0.7/hooks",
    });
    // Refused for good at the first try: waiting never makes a private address public.
    const refused = await settled(withEndpoint.id, literal!.id);
    expect(refused).toMatchObject({ status: "failed", attempts: 1, response_status: null });
    expect(refused.response_excerpt).toContain("private or local address (10.0.0.7)");

    // A public-looking name that resolves privately is refused at connect time, by the resolver's answer.
    const asked: string[] = [];
    const lookup: LookupFunction = (hostname, _options, callback) => {
      asked.push(hostname);
      callback(null, [{ address: "192.168.1.20", family: 4 }]);
    };
    const row = (await insertDelivery(server.database.db, {
      id: crypto.randomUUID(),
      clientId: withEndpoint.id,
      eventType: "webhook.test",
      url: "http://hooks.example.test/in",
      payload: { type: "webhook.test", timestamp: new Date().toISOString(), data: {} },
    }))!;
    const attempt = { deliveryId: row.id, cycleStartedAt: new Date(), retryCount: 0, retryLimit: 30 };
    expect(await deliverWebhook(deps({ lookup }), attempt)).toBe("failed");
    expect(asked).toEqual(["hooks.example.test"]);
    expect((await delivery(withEndpoint.id, row.id)).body.data.response_excerpt).toContain("192.168.1.20");
  });

  it("keeps the log for staff only, per client: newest first, by state, paged; another client's message is not found", async () => {
    const member = new TestClient(server.url);
    await member.signUp(`member-${kind}@example.com`);
    const path = `${STAFF}/clients/${withEndpoint.id}/webhook-deliveries`;
    expect((await new TestClient(server.url).get(path)).status).toBe(401);
    expect((await member.get(path)).status).toBe(403);
    expect((await member.post(`${path}/test`)).status).toBe(403);

    const all = (await log(withEndpoint.id)).body;
    const times = all.data.map((row: { created_at: string }) => row.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const failed = (await log(withEndpoint.id, "?status=failed")).body.data;
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((row: { status: string }) => row.status === "failed")).toBe(true);
    const first = (await log(withEndpoint.id, "?limit=1")).body;
    const second = (await log(withEndpoint.id, `?limit=1&cursor=${first.next_cursor}`)).body;
    expect([first.data[0].id, second.data[0].id]).toEqual(all.data.slice(0, 2).map((row: { id: string }) => row.id));

    const someId = all.data[0].id;
    expect((await delivery(withoutEndpoint.id, someId)).status).toBe(404);
    expect((await staff.post(`${STAFF}/clients/${withoutEndpoint.id}/webhook-deliveries/${someId}/resend`)).status).toBe(404);
    expect((await log(crypto.randomUUID())).status).toBe(404);
    expect((await log(withEndpoint.id, "?cursor=nonsense")).status).toBe(400);
    const noEndpoint = await staff.post(`${STAFF}/clients/${withoutEndpoint.id}/webhook-deliveries/test`);
    expect(noEndpoint.status).toBe(422);
    expect(noEndpoint.body.error.code).toBe("no_webhook_url");
  });

  it("answers 409 to a resend while the message is still being tried", async () => {
    receiver.answerWith(() => ({ status: 500 }));
    const sent = await sendTest(withEndpoint.id);
    const again = await staff.post(`${STAFF}/clients/${withEndpoint.id}/webhook-deliveries/${sent.id}/resend`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("delivery_pending");
    receiver.answerWith(() => ({ status: 204 }));
    await settled(withEndpoint.id, sent.id);
  });

  it("sends one render.succeeded message when a render of the client's account finishes, however often it is reported", async () => {
    const config = loadConfig({});
    const render = await queueRender(
      { db: server.database.db, jobs: server.jobs, limits: config.render, plans: config.plans },
      { userId: withEndpoint.account_user_id, ...parseRenderRequest({ ...renderBundleJson(), scale: 0.25 }) },
    );
    const messageId = onceMessageId(`render.finished:${render.id}`);
    const row = await waitFor(
      "the render's webhook message",
      async () => (await delivery(withEndpoint.id, messageId)).body.data,
      (found) => found?.status === "delivered",
      60_000,
    );
    expect(row.payload).toMatchObject({ type: "render.succeeded", data: { id: render.id, status: "done", duration_seconds: 2 } });
    // Its data is the render as the public API reads it, links and all; the link serves the MP4 to anyone holding it.
    const key = (await staff.post(`${STAFF}/clients/${withEndpoint.id}/keys`, { name: "Reader", scopes: ["read"] })).body.data.key;
    const read = await new TestClient(server.url).get(`/api/v1/client/renders/${render.id}`, { authorization: `Bearer ${key}` });
    const unsigned = (view: Record<string, unknown>) => ({
      ...view,
      video_url: String(view.video_url).split("?")[0],
      poster_url: String(view.poster_url).split("?")[0],
    });
    expect(unsigned(row.payload.data)).toEqual(unsigned(read.body.data));
    const video = await fetch(row.payload.data.video_url);
    expect([video.status, video.headers.get("content-type")]).toEqual([200, "video/mp4"]);
    expect((await video.arrayBuffer()).byteLength).toBe(row.payload.data.bytes);
    // Reported again (as a second process would): still one message.
    await announceRenderFinished(deps(), render.id);
    const rendered = (await log(withEndpoint.id)).body.data.filter((found: { id: string }) => found.id === messageId);
    expect(rendered).toHaveLength(1);
    expect(receiver.received.filter((m) => m.headers["webhook-id"] === messageId)).toHaveLength(1);
  }, 90_000);
});
