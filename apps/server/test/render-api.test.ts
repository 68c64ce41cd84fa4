import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCaller, clientFootprint, RENDERS, renderReaches } from "./helpers/api-caller.ts";
import { makeClient, signInStaff, type MadeClient } from "./helpers/clients.ts";
import type { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

/** One second of video (two half-second scenes), so a real render is quick. */
const SHORT = { "scenes.0.duration": 0.5, "scenes.1.duration": 0.5 };

describe.each(databaseKinds)("the public render API on %s", (kind) => {
  let server: TestServer;
  let made: MadeClient;
  let other: MadeClient;
  let caller: TestClient;

  beforeAll(async () => {
    server = await startTestServer(kind, { API_RATE_LIMIT_PER_MINUTE: "100000", RENDER_MAX_MINUTES: "1" });
    const staff = await signInStaff(server);
    made = await makeClient(server, { staff });
    other = await makeClient(server, { staff });
    caller = apiCaller(server, made.key);
  });
  afterAll(() => server?.destroy());

  it("needs a key with the route's scope", async () => {
    expect((await apiCaller(server, "nope").get(RENDERS)).status).toBe(401);
    const reader = await makeClient(server, { scopes: ["read"] });
    const refused = await apiCaller(server, reader.key).post(RENDERS, { template: reader.templateId, dry_run: true });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("insufficient_scope");
    expect((await apiCaller(server, reader.key).get(RENDERS)).status).toBe(200);
  });

  it("checks the key before the request: a bad key with a bad body or query is 401, a reader's render 403", async () => {
    const nobody = apiCaller(server, "fwk_not-a-key");
    for (const answer of [
      await nobody.post(RENDERS, { nonsense: true, resolution: "big" }),
      await nobody.get(`${RENDERS}?limit=100000&status=sideways`),
      await nobody.post(`${RENDERS}/not-a-uuid/cancel`),
    ])
      expect([answer.status, answer.body.error.code]).toEqual([401, "invalid_api_key"]);
    const reader = await makeClient(server, { scopes: ["read"] });
    expect((await apiCaller(server, reader.key).post(RENDERS, { nonsense: true })).status).toBe(403);
    // A good key with a bad body: now the body is read.
    expect((await caller.post(RENDERS, { nonsense: true })).status).toBe(400);
  });

  it("lists the templates a key may render, with their variables and slots", async () => {
    const { body } = await caller.get("/api/v1/client/templates");
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ id: made.templateId, template_id: "bold", duration_seconds: 8 });
    expect(body.data[0].slots).toEqual(expect.arrayContaining([{ name: "headline", property: "text", scenes: [0, 1] }]));
  });

  it("dry-runs a render: what would be made, with no render and no quota used", async () => {
    const before = await clientFootprint(server, made);
    const { status, body } = await caller.post(RENDERS, {
      template: made.templateId,
      aspectRatio: "16:9",
      modifications: { "scenes.0.duration": 2 },
      dry_run: true,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      dry_run: true,
      template_id: "bold",
      aspect_ratio: "16:9",
      scenes: 2,
      duration_seconds: 6,
      fps: 30,
      frames: 180,
      width: 1920,
      height: 1080,
    });
    expect(await clientFootprint(server, made)).toEqual(before);
  });

  it("answers bad input with 400 or 422 and each problem at its JSON path", async () => {
    const expectProblem = async (body: unknown, status: number, field: string) => {
      const answer = await caller.post(RENDERS, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(Object.keys(answer.body.error.fields ?? {})).toContain(field);
      return answer.body.error;
    };
    await expectProblem({ modifications: {} }, 400, "template");
    await expectProblem({ template: made.templateId, metadata: { note: "x".repeat(5000) } }, 400, "metadata");
    await expectProblem({ template: other.templateId }, 422, "/template");
    const modifications = await expectProblem(
      { template: made.templateId, modifications: { "Nope.text": "x", "Headline.source": "asset:a" } },
      422,
      "/modifications/Nope.text",
    );
    expect(modifications.fields["/modifications/Headline.source"]).toContain("takes .text");
    await expectProblem({ document: { version: 1, title: "", scenes: [] } }, 422, "/document/title");
    const document = { version: 1, title: "Mine", aspectRatio: "9:16", templateId: "neon", scenes: [{ id: "a", layoutId: "title" }] };
    // The client may use "bold" only.
    await expectProblem({ document }, 422, "/document/templateId");
    await expectProblem({ template: made.templateId, webhook: "http://10.0.0.1/hook" }, 422, "/webhook");
    const tooLong = await caller.post(RENDERS, { template: made.templateId, modifications: { "scenes.0.duration": 61 }, dry_run: true });
    expect([tooLong.status, tooLong.body.error.code]).toEqual([422, "video_too_long"]);
  });

  it("renders once per Idempotency-Key and body, even for two requests at once", async () => {
    const key = randomUUID();
    const body = { template: made.templateId, modifications: SHORT, metadata: { order: "A-1" } };
    const [first, second] = await Promise.all([
      caller.post(RENDERS, body, { "idempotency-key": key }),
      caller.post(RENDERS, body, { "idempotency-key": key }),
    ]);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(second.body).toEqual(first.body);
    const again = await caller.post(
      RENDERS,
      { metadata: { order: "A-1" }, modifications: SHORT, template: made.templateId },
      { "idempotency-key": key },
    );
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const rows = await server.database.db.execute(
      sql`select id from render where user_id = ${made.accountUserId} and metadata->>'order' = 'A-1'`,
    );
    expect(rows.rows).toHaveLength(1);
    const reused = await caller.post(RENDERS, { ...body, metadata: { order: "A-2" } }, { "idempotency-key": key });
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe("idempotency_key_reused");
    await caller.post(`${RENDERS}/${first.body.data.id}/cancel`);
  });

  it("renders a template with modifications to an MP4 with signed links, and echoes the metadata", async () => {
    const queued = await caller.post(RENDERS, {
      template: made.templateId,
      modifications: { ...SHORT, "Headline.text": "Summit boot", "scenes.1.button.text": "Buy now", title: "Boots" },
      metadata: { sku: "SB-1" },
    });
    expect(queued.status).toBe(202);
    expect(queued.body.data).toMatchObject({ status: "queued", metadata: { sku: "SB-1" }, video_url: null });
    const done = await renderReaches(caller, queued.body.data.id, ["done", "failed"]);
    expect(done).toMatchObject({ status: "done", width: 1080, height: 1920, metadata: { sku: "SB-1" } });
    expect(done.duration_seconds).toBeCloseTo(1, 1);
    const [stored] = (await server.database.db.execute(sql`select document from render where id = ${done.id}`)).rows as { document: any }[];
    expect(stored!.document.content.title).toBe("Boots");
    expect(stored!.document.content.scenes.map((scene: any) => scene.slots)).toEqual([
      { headline: { text: "Summit boot" } },
      { headline: { text: "Summit boot" }, button: { text: "Buy now" } },
    ]);
    const video = await fetch(done.video_url);
    expect(video.status).toBe(200);
    expect(video.headers.get("content-type")).toBe("video/mp4");
    expect(Number(video.headers.get("content-length"))).toBe(done.bytes);
    expect((await fetch(done.poster_url)).headers.get("content-type")).toBe("image/jpeg");
    expect((await fetch(done.video_url.replace(/signature=[^&]+/, "signature=forged"))).status).toBe(404);
    expect((await fetch(done.video_url.replace("/video?", "/poster?"))).status).toBe(404);
  });

  it("lists the client's renders by status with keyset pages", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await caller.post(RENDERS, { template: made.templateId, modifications: SHORT })).body.data.id);
    for (const id of ids) await caller.post(`${RENDERS}/${id}/cancel`);
    const first = await caller.get(`${RENDERS}?status=cancelled&limit=2`);
    const second = await caller.get(`${RENDERS}?status=cancelled&limit=2&cursor=${first.body.next_cursor}`);
    const listed = [...first.body.data, ...second.body.data].map((render: any) => render.id);
    expect(listed.slice(0, 3)).toEqual(ids.reverse());
    expect(new Set(listed).size).toBe(listed.length);
    expect((await caller.get(`${RENDERS}?status=cancelled&created_from=${new Date(Date.now() + 60_000).toISOString()}`)).body.data).toEqual(
      [],
    );
    expect((await caller.get(`${RENDERS}?cursor=nonsense`)).status).toBe(400);
  });

  it("keeps each client's renders its own: another client's ids are not found", async () => {
    const mine = (await caller.post(RENDERS, { template: made.templateId, modifications: SHORT })).body.data.id;
    const stranger = apiCaller(server, other.key);
    expect((await stranger.get(`${RENDERS}/${mine}`)).status).toBe(404);
    expect((await stranger.post(`${RENDERS}/${mine}/cancel`)).status).toBe(404);
    expect((await stranger.get(RENDERS)).body.data.map((render: any) => render.id)).not.toContain(mine);
    const cancelled = await caller.post(`${RENDERS}/${mine}/cancel`);
    expect(cancelled.body.data.status).toBe("cancelled");
    expect((await caller.post(`${RENDERS}/${mine}/cancel`)).status).toBe(409);
  });
});
