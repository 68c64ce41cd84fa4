import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeClient, type MadeClient } from "./helpers/clients.ts";
import { TestClient } from "./helpers/http.ts";
import { createPipeline, PIPELINES, waitForRun } from "./helpers/pipelines.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const push = (server: TestServer, pipelineId: string, key: string | undefined, body: unknown) =>
  new TestClient(server.url, key ? { authorization: `Bearer ${key}` } : {}).post(`/api/v1/client/pipelines/${pipelineId}/items`, body);

describe.each(databaseKinds)("pushed items and the members' review queue (%s)", (kind) => {
  let server: TestServer;
  let mine: MadeClient;
  let theirs: MadeClient;
  let pipelineId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    mine = await makeClient(server);
    theirs = await makeClient(server, { staff: mine.staff });
    pipelineId = (
      await createPipeline(mine.staff, {
        client_id: mine.clientId,
        name: "Pushed products",
        source: { kind: "inbound", key_field: "sku" },
        client_template_id: mine.templateId,
        mapping: { kind: "fields", modifications: { "Headline.text": "{{title}}", "Button.text": "{{price|Shop now}}" } },
      })
    ).id;
  });
  afterAll(async () => {
    await server?.destroy();
  });

  it("stores pushed items once by their key and drafts them", async () => {
    const first = await push(server, pipelineId, mine.key, {
      items: [
        { sku: "TR-2", title: "Trail Runner 2", price: "€129" },
        { sku: "RJ-1", title: "Rain Jacket" },
      ],
    });
    expect(first.status).toBe(202);
    expect(first.body.data).toMatchObject({ found: 2, added: 2, duplicates: 0 });
    const run = await waitForRun(mine.staff, pipelineId, first.body.data.run_id as string);
    expect(run).toMatchObject({ trigger: "inbound", status: "succeeded", drafted: 2 });
    const again = await push(server, pipelineId, mine.key, {
      items: [
        { sku: "TR-2", title: "Trail Runner 2 (resent)" },
        { sku: "TR-2", title: "twice" },
      ],
    });
    expect(again.body.data).toMatchObject({ found: 2, added: 0, duplicates: 2 });
  });

  it("answers 401 without a key, 403 without the pipelines scope, 404 for another client's pipeline", async () => {
    expect((await push(server, pipelineId, undefined, { items: [{ sku: "x" }] })).status).toBe(401);
    const renderOnly = await makeClient(server, { staff: mine.staff, scopes: ["render"] });
    expect((await push(server, pipelineId, renderOnly.key, { items: [{ sku: "x" }] })).body.error.code).toBe("insufficient_scope");
    const foreign = await push(server, pipelineId, theirs.key, { items: [{ sku: "x" }] });
    expect(foreign.status).toBe(404);
    expect((await push(server, randomUUID(), mine.key, { items: [{ sku: "x" }] })).status).toBe(404);
  });

  it("refuses a bad body (400 with fields) and an item without its key (422)", async () => {
    const bad = await push(server, pipelineId, mine.key, { items: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty("items");
    const nested = await push(server, pipelineId, mine.key, { items: [{ sku: "a", nested: { no: 1 } }] });
    expect(nested.status).toBe(400);
    const keyless = await push(server, pipelineId, mine.key, { items: [{ title: "No SKU" }] });
    expect(keyless.status).toBe(422);
    expect(keyless.body.error.message).toBe('An item has no "sku", the field chosen as its key.');
  });

  it("a paused pipeline answers 409 pipeline_paused until it is resumed", async () => {
    await mine.staff.post(`${PIPELINES}/${pipelineId}/pause`);
    const paused = await push(server, pipelineId, mine.key, { items: [{ sku: "NEW-1", title: "New" }] });
    expect(paused.status).toBe(409);
    expect(paused.body.error.code).toBe("pipeline_paused");
    await mine.staff.post(`${PIPELINES}/${pipelineId}/resume`);
    expect((await push(server, pipelineId, mine.key, { items: [{ sku: "NEW-1", title: "New" }] })).status).toBe(202);
  });

  it("the client's members see and decide its drafts; anyone else gets 404", async () => {
    const member = new TestClient(server.url);
    const user = await member.signUp(`member-${randomUUID()}@example.com`);
    await server.database.db.execute(
      sql`insert into client_member (id, client_id, user_id) values (${randomUUID()}, ${mine.clientId}, ${user.id})`,
    );
    const queue = await member.get(`/api/v1/clients/${mine.clientId}/pipeline-items?status=awaiting_approval`);
    expect(queue.status).toBe(200);
    expect(queue.body.data.map((item: { item_key: string }) => item.item_key).sort()).toEqual(["RJ-1", "TR-2"]);
    const [draft] = queue.body.data as { id: string }[];
    const base = `/api/v1/clients/${mine.clientId}/pipeline-items/${draft!.id}`;
    expect((await member.post(`${base}/reject`, {})).status).toBe(400);
    const rejected = await member.post(`${base}/reject`, { reason: "Wrong price" });
    expect(rejected.body.data).toMatchObject({ status: "rejected", reason: "Wrong price" });

    const stranger = new TestClient(server.url);
    await stranger.signUp(`stranger-${randomUUID()}@example.com`);
    expect((await stranger.get(`/api/v1/clients/${mine.clientId}/pipeline-items`)).status).toBe(404);
    expect((await member.get(`/api/v1/clients/${theirs.clientId}/pipeline-items`)).status).toBe(404);
    expect((await member.post(`/api/v1/clients/${mine.clientId}/pipeline-items/${randomUUID()}/approve`, {})).status).toBe(404);
    expect((await new TestClient(server.url).get(`/api/v1/clients/${mine.clientId}/pipeline-items`)).status).toBe(401);
  });
});
