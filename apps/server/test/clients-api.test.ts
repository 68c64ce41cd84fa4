import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_API_PREFIX } from "../src/http/routes/operations/staff-routes.ts";
import { apiCaller, RENDERS, renderReaches } from "./helpers/api-caller.ts";
import { makeClient, signInStaff } from "./helpers/clients.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const CLIENTS = `${STAFF_API_PREFIX}/clients`;

describe.each(databaseKinds)("production clients on %s", (kind) => {
  let server: TestServer;
  let staff: TestClient;
  let member: TestClient;
  const rows = <Row>(query: ReturnType<typeof sql>) =>
    server.database.db.execute<Row & Record<string, unknown>>(query).then((result) => result.rows);

  beforeAll(async () => {
    server = await startTestServer(kind, { TEST_ALLOW_LOOPBACK_FETCH: "true" });
    staff = await signInStaff(server);
    member = new TestClient(server.url);
    await member.signUp("member@example.com");
  });
  afterAll(() => server?.destroy());

  it("is for staff only", async () => {
    expect((await new TestClient(server.url).get(CLIENTS)).status).toBe(401);
    expect((await member.get(CLIENTS)).status).toBe(403);
    expect((await member.post(CLIENTS, { name: "Sneaky" })).status).toBe(403);
  });

  it("creates a client with an account nobody can sign in as, and a webhook secret", async () => {
    const created = await staff.post(CLIENTS, { name: "Acme Shoes", template_ids: ["bold", "clean"], max_concurrent_renders: 2 });
    expect(created.status).toBe(201);
    const client = created.body.data;
    expect(client).toMatchObject({
      name: "Acme Shoes",
      status: "active",
      template_ids: ["bold", "clean"],
      max_concurrent_renders: 2,
      webhook_url: null,
    });
    expect(client.webhook_secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const [account] = await rows<{ email: string; name: string; email_verified: boolean }>(
      sql`select email, name, email_verified from "user" where id = ${client.account_user_id}`,
    );
    expect(account).toEqual({ email: `client-${client.id}@clients.invalid`, name: "Acme Shoes", email_verified: false });
    expect(await rows(sql`select 1 from account where user_id = ${client.account_user_id}`)).toEqual([]);
    const signIn = await new TestClient(server.url).post("/api/auth/sign-in/email", {
      email: `client-${client.id}@clients.invalid`,
      password: "correct-horse-1",
    });
    expect(signIn.status).toBe(401);
    expect((await staff.get(`${CLIENTS}/${client.id}`)).body.data).toEqual(client);
  });

  it("refuses bad settings with the field at fault", async () => {
    for (const [body, field] of [
      [{ name: " " }, "name"],
      [{ name: "x".repeat(101) }, "name"],
      [{ name: "A", template_ids: ["no-such-template"] }, "template_ids.0"],
      [{ name: "A", template_ids: ["bold", "bold"] }, "template_ids"],
      [{ name: "A", webhook_url: "ftp://example.com/hook" }, "webhook_url"],
      [{ name: "A", webhook_url: "http://10.0.0.7/hook" }, "webhook_url"],
      [{ name: "A", webhook_url: "https://[::ffff:192.168.0.1]/hook" }, "webhook_url"],
      [{ name: "A", webhook_url: "https://user:secret@93.184.215.14/hook" }, "webhook_url"],
      [{ name: "A", max_concurrent_renders: 0 }, "max_concurrent_renders"],
      [{ name: "A", brand_kit: { colors: { primary: "not a colour" } } }, "brand_kit.colors.primary"],
      [{ name: "A", surprise: true }, "body"],
    ] as const) {
      const response = await staff.post(CLIENTS, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await staff.get(`${CLIENTS}/not-a-uuid`)).status).toBe(400);
    expect((await staff.get(`${CLIENTS}/${randomUUID()}`)).status).toBe(404);
  });

  it("edits the brand kit, templates and webhook URL, suspends, and rotates the secret", async () => {
    const { clientId, webhookSecret } = await makeClient(server, { staff });
    const brandKit = { colors: { primary: "#ff3366", background: "#101010" }, fonts: { heading: "Inter" } };
    const edited = await staff.request("PATCH", `${CLIENTS}/${clientId}`, {
      json: { name: "Renamed", brand_kit: brandKit, template_ids: ["bold", "neon"], webhook_url: "https://93.184.215.14/hooks/framewise" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: "Renamed", brand_kit: brandKit, template_ids: ["bold", "neon"] });
    expect((await staff.request("PATCH", `${CLIENTS}/${clientId}`, { json: {} })).status).toBe(400);
    const local = await staff.request("PATCH", `${CLIENTS}/${clientId}`, { json: { webhook_url: "http://localhost:9/hook" } });
    // Loopback is allowed on this test server (TEST_ALLOW_LOOPBACK_FETCH), private ranges never.
    expect(local.status).toBe(200);
    expect((await staff.request("PATCH", `${CLIENTS}/${clientId}`, { json: { webhook_url: null } })).body.data.webhook_url).toBeNull();
    const rotated = await staff.post(`${CLIENTS}/${clientId}/webhook-secret/rotate`);
    expect(rotated.body.data.webhook_secret).toMatch(/^whsec_/);
    expect(rotated.body.data.webhook_secret).not.toBe(webhookSecret);
    expect((await staff.post(`${CLIENTS}/${clientId}/suspend`)).body.data.status).toBe("suspended");
    const listed = (await staff.get(CLIENTS)).body.data.find((row: { id: string }) => row.id === clientId);
    expect(listed).toMatchObject({ name: "Renamed", status: "suspended", active_key_count: 1 });
    expect(listed.usage.map((state: { metric: string }) => state.metric)).toEqual([
      "renders",
      "render_seconds",
      "image_generations",
      "storage_bytes",
    ]);
  });

  it("lists usage this period from the quota ledger, through the client's plan", async () => {
    const { clientId } = await makeClient(server, { staff });
    const grant = await staff.post(`${STAFF_API_PREFIX}/plans/client/${clientId}/grants`, {
      metric: "renders",
      amount: 5,
      reason: "Launch week",
    });
    expect(grant.status).toBe(201);
    const listed = (await staff.get(CLIENTS)).body.data.find((row: { id: string }) => row.id === clientId);
    const renders = listed.usage.find((state: { metric: string }) => state.metric === "renders");
    expect(renders).toMatchObject({ used: 0, granted: 5 });
    const history = await staff.get(`${CLIENTS}/${clientId}/usage`);
    expect(history.status).toBe(200);
    expect(history.body.data).toHaveLength(36);
  });

  it("adds members by email, and a member sees only their clients", async () => {
    const mine = await makeClient(server, { staff, name: "Mine" });
    const theirs = await makeClient(server, { staff, name: "Theirs" });
    const members = `${CLIENTS}/${mine.clientId}/members`;
    const unknown = await staff.post(members, { email: "nobody@example.com" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.fields).toHaveProperty("email");
    expect((await staff.post(members, { email: "not an address" })).status).toBe(400);
    const added = await staff.post(members, { email: "member@example.com" });
    expect(added.status).toBe(201);
    expect((await staff.post(members, { email: "MEMBER@example.com" })).status).toBe(201);
    expect((await staff.get(members)).body.data).toEqual([expect.objectContaining({ email: "member@example.com" })]);

    expect((await member.get("/api/v1/clients")).body.data.map((row: { name: string }) => row.name)).toEqual(["Mine"]);
    expect((await member.get(`/api/v1/clients/${mine.clientId}`)).status).toBe(200);
    const foreign = await member.get(`/api/v1/clients/${theirs.clientId}`);
    const missing = await member.get(`/api/v1/clients/${randomUUID()}`);
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(foreign.body).toEqual(missing.body);

    expect((await staff.request("DELETE", `${members}/${added.body.data.user_id}`)).status).toBe(204);
    expect((await member.get(`/api/v1/clients/${mine.clientId}`)).status).toBe(404);
    expect((await staff.request("DELETE", `${members}/${added.body.data.user_id}`)).status).toBe(404);
  });

  it("lists the client's renders newest first, a page at a time", async () => {
    const { clientId, accountUserId } = await makeClient(server, { staff });
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const [index, id] of ids.entries())
      await server.database.db.execute(
        sql`insert into render (id, user_id, document, created_at) values (${id}, ${accountUserId}, '{}'::jsonb, now() - make_interval(mins => ${index}))`,
      );
    const first = await staff.get(`${CLIENTS}/${clientId}/renders?limit=2`);
    expect(first.body.data.map((row: { id: string }) => row.id)).toEqual(ids.slice(0, 2));
    const second = await staff.get(`${CLIENTS}/${clientId}/renders?limit=2&cursor=${first.body.next_cursor}`);
    expect(second.body).toEqual({ data: [expect.objectContaining({ id: ids[2] })], next_cursor: null });
    expect((await staff.get(`${CLIENTS}/${clientId}/renders?cursor=nonsense`)).status).toBe(400);
  });

  it("lets staff watch and download a client's finished render, and only through that client", async () => {
    const made = await makeClient(server, { staff });
    const other = await makeClient(server, { staff });
    const caller = apiCaller(server, made.key);
    const queued = await caller.post(RENDERS, {
      template: made.templateId,
      modifications: { "scenes.0.duration": 0.5, "scenes.1.duration": 0.5 },
      resolution: 144,
    });
    expect(queued.status).toBe(202);
    await renderReaches(caller, queued.body.data.id, ["done"]);
    const [listed] = (await staff.get(`${CLIENTS}/${made.clientId}/renders`)).body.data;
    const path = `${CLIENTS}/${made.clientId}/renders/${queued.body.data.id}`;
    expect(listed).toMatchObject({ status: "done", video_url: `${path}/video`, poster_url: `${path}/poster` });
    const video = await fetch(`${server.url}${path}/video`, { headers: staff.cookieHeader() });
    expect([video.status, video.headers.get("content-type")]).toEqual([200, "video/mp4"]);
    expect(
      Buffer.from(await video.arrayBuffer())
        .subarray(4, 8)
        .toString(),
    ).toBe("ftyp");
    const download = await fetch(`${server.url}${path}/video?download`, { headers: staff.cookieHeader() });
    expect(download.headers.get("content-disposition")).toMatch(/attachment; filename="framewise-.*\.mp4"/);
    expect((await fetch(`${server.url}${path}/poster`, { headers: staff.cookieHeader() })).headers.get("content-type")).toBe("image/jpeg");
    // Through another client, or by someone not staff, it is not there.
    expect((await staff.get(`${CLIENTS}/${other.clientId}/renders/${queued.body.data.id}/video`)).status).toBe(404);
    expect((await member.get(`${path}/video`)).status).toBe(403);
  });

  it("deletes a client with its account, videos, keys and pipelines", async () => {
    const { clientId, accountUserId, templateId, key } = await makeClient(server, { staff });
    await server.database.db.execute(
      sql`insert into render (id, user_id, document) values (${randomUUID()}, ${accountUserId}, '{}'::jsonb)`,
    );
    await server.database.db
      .execute(sql`insert into pipeline (id, client_id, name, source_kind, source, client_template_id, mapping, delivery)
      values (${randomUUID()}, ${clientId}, 'Feed', 'rss', '{}'::jsonb, ${templateId}, '{}'::jsonb, '{}'::jsonb)`);
    expect((await staff.request("DELETE", `${CLIENTS}/${clientId}`)).status).toBe(204);
    expect((await staff.get(`${CLIENTS}/${clientId}`)).status).toBe(404);
    expect(await rows(sql`select 1 from "user" where id = ${accountUserId}`)).toEqual([]);
    expect(await rows(sql`select 1 from render where user_id = ${accountUserId}`)).toEqual([]);
    expect((await new TestClient(server.url, { authorization: `Bearer ${key}` }).get("/api/v1/client")).status).toBe(401);
  });
});
