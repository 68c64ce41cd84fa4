import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, chat, chatMessage, content, llmCall, render } from "../src/platform/db/schema.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const API = "/api/v1/staff/collections";
const query = (params: [string, string][]) => new URLSearchParams(params).toString();

describe.each(databaseKinds)("the database browser API on %s", (kind) => {
  let server: TestServer;
  let staff: TestClient;
  let otherStaff: TestClient;
  let member: TestClient;
  let memberId: string;
  let staffId: string;
  let contentId: string;

  const db = () => server.database.db;
  const documentOf = async (collection: string, id: string) =>
    (await staff.get(`${API}/${collection}/documents/${encodeURIComponent(id)}`)).body.data;
  const patch = (client: TestClient, collection: string, id: string, json: unknown) =>
    client.request("PATCH", `${API}/${collection}/documents/${encodeURIComponent(id)}`, { json });

  beforeAll(async () => {
    server = await startTestServer(kind);
    member = new TestClient(server.url);
    memberId = (await member.signUp("member@example.com")).id;
    staff = new TestClient(server.url);
    staffId = (await staff.signUp("boss@staff.test")).id;
    otherStaff = new TestClient(server.url);
    await otherStaff.signUp("second@staff.test");
    await db().execute(sql`update "user" set email_verified = true where email like '%@staff.test'`);
    for (const prompt of ["Spring sale on trail shoes.", "Autumn boots are in.", "Winter jackets, half price."]) {
      const created = await member.post("/api/v1/content", { from: "prompt", prompt, aspectRatio: "1:1", templateId: "clean" });
      expect(created.status).toBe(201);
      contentId = created.body.data.id;
    }
  });
  afterAll(() => server?.destroy());

  it("is for staff only, on every route", async () => {
    const routes: [string, string, unknown?][] = [
      ["GET", API],
      ["GET", `${API}/content`],
      ["GET", `${API}/content/rows`],
      ["GET", `${API}/content/documents/${contentId}`],
      ["PATCH", `${API}/content/documents/${contentId}`, { version: "0".repeat(32), reason: "x", changes: { title: "Hacked" } }],
      ["POST", `${API}/content/bulk-edit/preview`, { where: [], field: "shared", value: true }],
      ["POST", `${API}/content/bulk-edit`, { where: [], field: "shared", value: true, expected_count: 3, reason: "x" }],
    ];
    for (const [method, path, json] of routes) {
      expect((await new TestClient(server.url).request(method, path, { json })).status, `${method} ${path}`).toBe(401);
      expect((await member.request(method, path, { json })).status, `${method} ${path}`).toBe(403);
    }
    const [row] = await db().select({ title: content.title }).from(content).where(eq(content.id, contentId));
    expect(row!.title).not.toBe("Hacked");
  });

  it("lists the collections with exact counts, each editable or read-only", async () => {
    const { body } = await staff.get(API);
    const byName = new Map((body.data as { name: string }[]).map((each) => [each.name, each]));
    expect(byName.get("user")).toEqual({ name: "user", documents: 3, estimated: false, editable: true });
    expect(byName.get("content")).toMatchObject({ documents: 3, editable: true });
    expect(byName.get("render")).toMatchObject({ editable: false });
    expect(byName.get("account")).toMatchObject({ editable: false });
  });

  it("never sends a hidden field: not in grids, documents, relations, nor filterable or sortable", async () => {
    const secrets = await db().execute<{ secret: string }>(
      sql`select password as secret from account where password is not null union all select token from session
          union all select value from verification`,
    );
    expect(secrets.rows.length).toBeGreaterThan(3);
    const answers: string[] = [];
    for (const { name } of (await staff.get(API)).body.data as { name: string }[]) {
      const meta = await staff.get(`${API}/${name}`);
      const rows = await staff.get(`${API}/${name}/rows?limit=200`);
      expect(rows.status, name).toBe(200);
      answers.push(JSON.stringify(meta.body), JSON.stringify(rows.body));
      for (const row of (rows.body.data as { id: string }[]).slice(0, 5))
        answers.push(JSON.stringify((await staff.get(`${API}/${name}/documents/${encodeURIComponent(row.id)}`)).body));
    }
    const everything = answers.join("\n");
    for (const { secret } of secrets.rows) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/"(password|access_token|refresh_token|id_token|token)":/);

    const account = (await staff.get(`${API}/account/rows`)).body.data[0];
    expect(Object.keys((await documentOf("account", account.id)).row)).not.toContain("password");
    expect((await staff.get(`${API}/account/rows?${query([["where", "password:empty:"]])}`)).status).toBe(400);
    expect((await staff.get(`${API}/session/rows?sort=token:asc`)).status).toBe(400);
  });

  it("shows nobody's private chats: no chat table, and no model call's messages", async () => {
    const chatId = randomUUID();
    await db().insert(chat).values({ id: chatId, userId: staffId, title: "My raise" });
    await db()
      .insert(chatMessage)
      .values({
        id: randomUUID(),
        chatId,
        role: "user",
        parts: [{ type: "text", text: "Draft my raise letter" }],
        text: "Draft my raise letter",
      });
    const callId = randomUUID();
    await db()
      .insert(llmCall)
      .values({
        id: callId,
        purpose: "chat",
        source: "chat",
        provider: "p",
        model: "m",
        latencyMs: 5,
        success: true,
        request: { messages: [{ role: "user", content: "Draft my raise letter" }], tool: null },
        response: { text: "Dear boss", tool_calls: [], finish_reason: "stop" },
      });
    const names = ((await otherStaff.get(API)).body.data as { name: string }[]).map((each) => each.name);
    expect(names).toEqual(expect.arrayContaining(["llm_call", "content"]));
    for (const name of ["chat", "chat_folder", "chat_message", "chat_stream_chunk"]) {
      expect(names).not.toContain(name);
      expect((await otherStaff.get(`${API}/${name}/rows`)).status, name).toBe(404);
    }
    const call = await otherStaff.get(`${API}/llm_call/documents/${callId}`);
    expect(call.body.data.row).toMatchObject({ id: callId, source: "chat", latency_ms: 5 });
    expect(JSON.stringify([call.body, (await otherStaff.get(`${API}/llm_call/rows`)).body])).not.toMatch(/raise letter|Dear boss/);
    // The paging test below counts every model call.
    await db().delete(llmCall).where(eq(llmCall.id, callId));
  });

  it("refuses unknown collections and documents (404), and bad filters, sorts, limits and cursors (400)", async () => {
    expect((await staff.get(`${API}/pg_authid/rows`)).status).toBe(404);
    expect((await staff.get(`${API}/content/documents/${randomUUID()}`)).status).toBe(404);
    // A video's id is no asset's.
    expect((await staff.get(`${API}/asset/documents/${contentId}`)).status).toBe(404);
    expect((await staff.get(`${API}/quota_usage/documents/not-a-composite-key`)).status).toBe(404);
    const bad: [string, string][][] = [
      [["where", "nope:eq:1"]],
      [["where", "title:like:x"]],
      [["where", "version:eq:abc"]],
      [["where", "created_at:gte:yesterday"]],
      [["where", "shared:eq:maybe"]],
      [["where", "source:eq:fax"]],
      [["sort", "document:asc"]],
      [["sort", "title:sideways"]],
      [["limit", "500"]],
      [["cursor", "bm90IGEgY3Vyc29y"]],
    ];
    for (const params of bad) {
      const answer = await staff.get(`${API}/content/rows?${query(params)}`);
      expect(answer.status, JSON.stringify(params)).toBe(400);
      expect(answer.body.error.fields, JSON.stringify(params)).toBeTruthy();
    }
  });

  it("filters with each operator, a contains search's wildcards taken literally", async () => {
    const titles = async (where: string[]) =>
      ((await staff.get(`${API}/content/rows?${query(where.map((each) => ["where", each]))}`)).body.data as { cells: { title: string } }[])
        .map((row) => row.cells.title)
        .sort();
    const all = await titles([]);
    expect(all).toHaveLength(3);
    expect(await titles([`user_id:eq:${memberId}`])).toEqual(all);
    expect(await titles(["title:contains:AUTUMN"])).toEqual([all.find((title) => title.includes("Autumn"))]);
    expect(await titles(["title:contains:%"])).toEqual([]);
    expect(await titles(["version:gte:1", "version:lte:1"])).toEqual(all);
    expect(await titles(["planner:empty:"])).toHaveLength(0);
    expect(await titles(["created_at:gte:2000-01-01", "created_at:lte:2000-01-02"])).toEqual([]);
  });

  it("pages by keyset without skipping or repeating rows, nulls and ties included, either way", async () => {
    const tools = [null, "a", "b", null, "a", "c", "b", null, "a", "d", null, "c", "a"];
    const at = new Date("2026-03-10T10:00:00Z");
    await db()
      .insert(llmCall)
      .values(
        tools.map((tool, index) => ({
          id: randomUUID(),
          purpose: "plan",
          provider: "p",
          model: "m",
          tool,
          latencyMs: index % 3,
          success: true,
          createdAt: index < 6 ? at : new Date(at.getTime() + index),
        })),
      );
    const everyId = (await db().select({ id: llmCall.id }).from(llmCall)).map((row) => row.id).sort();
    for (const sort of ["tool:asc", "tool:desc", "created_at:desc", "latency_ms:asc", "id:desc"]) {
      const seen: string[] = [];
      const values: unknown[] = [];
      let cursor: string | null = null;
      do {
        const params: [string, string][] = [["sort", sort], ["limit", "4"], ...(cursor ? [["cursor", cursor] as [string, string]] : [])];
        const answer = await staff.get(`${API}/llm_call/rows?${query(params)}`);
        expect(answer.status, sort).toBe(200);
        for (const row of answer.body.data as { id: string; cells: Record<string, unknown> }[]) {
          seen.push(row.id);
          values.push(row.cells[sort.split(":")[0]!]);
        }
        cursor = answer.body.next_cursor;
      } while (cursor);
      expect([...seen].sort(), sort).toEqual(everyId);
      if (sort === "tool:asc") expect(values).toEqual([..."aaaabbccd", null, null, null, null]);
      if (sort === "tool:desc") expect(values).toEqual([null, null, null, null, ..."dccbbaaaa"]);
    }
  });

  it("shows a document with its related rows: a render's video and owner, a video's renders, an asset's usage", async () => {
    const renderId = randomUUID();
    await db().insert(render).values({ id: renderId, userId: memberId, document: {}, contentId, status: "failed", error: "x" });
    const assetId = randomUUID();
    await db().execute(
      sql`insert into asset (id, user_id, name, kind, mime_type, size_bytes) values (${assetId}, ${memberId}, 'logo.png', 'image', 'image/png', 10)`,
    );
    await db().execute(
      sql`update content set document = document || jsonb_build_object('note', ${`/api/v1/assets/${assetId}/file`}::text) where id = ${contentId}`,
    );

    const shown = await documentOf("render", renderId);
    expect(shown.row).toMatchObject({ id: renderId, status: "failed", content_id: contentId });
    const relation = (label: string) => shown.relations.find((each: { label: string }) => each.label === label);
    expect(relation("content_id")).toMatchObject({ kind: "one", collection: "content", rows: [{ id: contentId }] });
    expect(relation("user_id")).toMatchObject({ kind: "one", collection: "user", rows: [{ id: memberId, label: "member@example.com" }] });
    const renders = (await documentOf("content", contentId)).relations.find((each: { label: string }) => each.label === "Renders");
    expect(renders).toMatchObject({ count: 1, rows: [{ id: renderId }], where: [`content_id:eq:${contentId}`] });
    const usage = (await documentOf("asset", assetId)).relations.find((each: { label: string }) => each.label === "Used by videos");
    expect(usage).toMatchObject({ count: 1, rows: [{ id: contentId }] });
    const owned = (await documentOf("user", memberId)).relations.find((each: { label: string }) => each.label === "Videos");
    expect(owned.count).toBe(3);
  });

  it("saves an edit under the staff member's name and reason, raising the video's version, and audits it", async () => {
    const before = await documentOf("content", contentId);
    const saved = await patch(staff, "content", contentId, {
      version: before.version,
      reason: "Typo reported by the owner",
      changes: { title: "Fixed title" },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.row).toMatchObject({ title: "Fixed title", version: before.row.version + 1 });
    expect(saved.body.data.version).not.toBe(before.version);

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, contentId))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({
      entity: "content",
      action: "update",
      actorKind: "staff",
      actorId: staffId,
      actorLabel: "boss@staff.test",
      source: "browser",
      reason: "Typo reported by the owner",
      before: expect.objectContaining({ title: before.row.title }),
      after: expect.objectContaining({ title: "Fixed title" }),
    });
  });

  it("refuses a second staff member's edit made on the old version (409), and keeps the first", async () => {
    const read = await documentOf("landing_page", await newPage());
    const first = await patch(staff, "landing_page", read.id, { version: read.version, reason: "first", changes: { title: "First" } });
    expect(first.status).toBe(200);
    const second = await patch(otherStaff, "landing_page", read.id, {
      version: read.version,
      reason: "second",
      changes: { title: "Second" },
    });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("version_conflict");
    expect(second.body.error.message).toMatch(/Someone else saved/);
    expect((await documentOf("landing_page", read.id)).row.title).toBe("First");
  });

  async function newPage() {
    const created = await member.post("/api/v1/pages", { title: "Spring" });
    expect(created.status).toBe(201);
    return created.body.data.id as string;
  }

  it("refuses guarded, hidden and invalid fields (400 naming them) and requires a reason", async () => {
    const read = await documentOf("content", contentId);
    const attempt = (collection: string, id: string, version: string, changes: Record<string, unknown>, reason = "because") =>
      patch(staff, collection, id, { version, reason, changes });
    for (const field of ["user_id", "id", "version", "created_at", "aspect_ratio", "source"]) {
      const refused = await attempt("content", contentId, read.version, { [field]: "x" });
      expect(refused.status, field).toBe(400);
      expect(refused.body.error.code).toBe("read_only_field");
      expect(Object.keys(refused.body.error.fields)).toEqual([field]);
    }
    const account = (await staff.get(`${API}/account/rows`)).body.data[0];
    const accountDoc = await documentOf("account", account.id);
    expect((await attempt("account", account.id, accountDoc.version, { password: "x" })).body.error.fields).toHaveProperty("password");
    const renderRow = (await staff.get(`${API}/render/rows`)).body.data[0];
    const renderDoc = await documentOf("render", renderRow.id);
    expect((await attempt("render", renderRow.id, renderDoc.version, { status: "done" })).body.error.fields.status).toMatch(/not audited/);

    const invalid = await attempt("content", contentId, read.version, {
      document: { ...read.row.document, scenes: [{ ...read.row.document.scenes[0], duration: -1 }] },
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error.fields)).toContain("document/scenes/0/duration");
    expect((await attempt("content", contentId, read.version, { title: "x".repeat(201) })).body.error.fields).toHaveProperty("title");
    expect((await attempt("content", contentId, read.version, { title: "Ok" }, "  ")).status).toBe(400);
    expect((await attempt("content", contentId, read.version, { title: "Ok" }, "x".repeat(501))).status).toBe(400);
    expect((await documentOf("content", contentId)).version).toBe(read.version);
  });

  it("previews a bulk edit's count and applies it only to the confirmed count, in one audited transaction", async () => {
    const where = [`user_id:eq:${memberId}`, "shared:eq:false"];
    const preview = await staff.post(`${API}/content/bulk-edit/preview`, { where, field: "shared", value: true });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ count: 3, over_limit: false, limit: 10_000 });
    expect(preview.body.data.samples).toHaveLength(3);

    const wrong = await staff.post(`${API}/content/bulk-edit`, {
      where,
      field: "shared",
      value: true,
      expected_count: 2,
      reason: "Launch",
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error.code).toBe("count_changed");
    expect((await db().select().from(content).where(eq(content.shared, true))).length).toBe(0);

    expect((await staff.post(`${API}/content/bulk-edit/preview`, { where, field: "document", value: {} })).status).toBe(400);
    expect((await staff.post(`${API}/content/bulk-edit/preview`, { where, field: "user_id", value: staffId })).status).toBe(400);
    expect((await staff.post(`${API}/content/bulk-edit`, { where, field: "shared", value: true, expected_count: 3 })).status).toBe(400);

    const applied = await staff.post(`${API}/content/bulk-edit`, {
      where,
      field: "shared",
      value: true,
      expected_count: 3,
      reason: "Launch",
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data).toEqual({ updated: 3 });
    expect((await db().select().from(content).where(eq(content.shared, true))).length).toBe(3);
    const audited = await db().select().from(auditLog).where(eq(auditLog.reason, "Launch"));
    expect(audited.map((entry) => [entry.source, entry.actorId, entry.after])).toEqual(
      Array.from({ length: 3 }, () => ["browser", staffId, expect.objectContaining({ shared: true })]),
    );
  });
});
