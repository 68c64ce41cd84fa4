import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIT_PRUNE_QUEUE } from "../src/platform/audit/audit-jobs.ts";
import { pruneAuditLog } from "../src/platform/audit/prune-audit-log.ts";
import { auditLog } from "../src/platform/db/schema.ts";
import { TestClient } from "./helpers/http.ts";
import { makeClient } from "./helpers/clients.ts";
import { signUpStaff } from "./helpers/prompt-tests.ts";
import { STAFF_API_PREFIX } from "../src/http/routes/operations/staff-routes.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const AUDIT = "/api/v1/staff/audit";
type Entry = { id: string; entity: string; entity_id: string; action: string; source: string; reason: string | null } & Record<string, any>;

describe.each(databaseKinds)("the audit trail over HTTP on %s", (kind) => {
  let server: TestServer;
  let staff: TestClient;
  let member: TestClient;
  let memberId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    staff = await signUpStaff(server, "auditor@staff.test");
    member = new TestClient(server.url);
    memberId = (await member.signUp("maker@example.com")).id;
  });
  afterAll(async () => server?.destroy());

  const trail = async (query: Record<string, string>): Promise<Entry[]> => {
    const response = await staff.get(`${AUDIT}?${new URLSearchParams(query).toString()}`);
    expect(response.status).toBe(200);
    return response.body.data;
  };
  const newVideo = async (title: string) =>
    (await member.post("/api/v1/content", { from: "template", templateId: "bold", title })).body.data as {
      id: string;
      version: number;
      document: Record<string, unknown>;
    };
  const retitle = (client: TestClient, video: { id: string; version: number; document: Record<string, unknown> }, title: string) =>
    client.request("PUT", `/api/v1/content/${video.id}`, { json: { version: video.version, document: { ...video.document, title } } });
  const revert = (id: string, reason: string) => staff.post(`${AUDIT}/${id}/revert`, { reason });

  it("answers 401 signed out and 403 to non-staff on every audit route", async () => {
    const anonymous = new TestClient(server.url);
    for (const client of [anonymous, member]) {
      const status = client === anonymous ? 401 : 403;
      expect((await client.get(AUDIT)).status).toBe(status);
      expect((await client.get(`${AUDIT}/1`)).status).toBe(status);
      expect((await client.post(`${AUDIT}/1/revert`, { reason: "no" })).status).toBe(status);
    }
  });

  it("records a save through the editor (cookie) and through the API (bearer token) with actor, source and diff", async () => {
    const video = await newVideo("Spring sale");
    expect((await trail({ entity: "content", entity_id: video.id })).map((entry) => [entry.action, entry.source])).toEqual([
      ["insert", "editor"],
    ]);

    const saved = await retitle(member, video, "Summer sale");
    expect(saved.status).toBe(200);
    const api = new TestClient(server.url, { authorization: `Bearer ${await member.identityToken()}` });
    expect((await retitle(api, saved.body.data, "Autumn sale")).status).toBe(200);

    const [byApi, byEditor] = await trail({ entity: "content", entity_id: video.id });
    expect(byEditor).toMatchObject({
      action: "update",
      source: "editor",
      actor: { kind: "user", id: memberId, label: "maker@example.com" },
    });
    expect(byEditor!.before).toMatchObject({ title: "Spring sale", version: 1, document: { title: "Spring sale" } });
    expect(byEditor!.after).toMatchObject({ title: "Summer sale", version: 2, document: { title: "Summer sale" } });
    expect(byEditor!.before).not.toHaveProperty("updated_at");
    expect(byApi).toMatchObject({
      source: "api",
      actor: { kind: "user", id: memberId },
      before: { title: "Summer sale" },
      after: { title: "Autumn sale" },
    });
  });

  it("filters by entity, entity id, actor, source and time, and pages by cursor without repeats", async () => {
    const page = (await member.post("/api/v1/pages", { title: "Launch" })).body.data as { id: string };
    const staffPage = (await staff.post("/api/v1/pages", { title: "Staff page" })).body.data as { id: string };
    expect((await trail({ entity: "landing_page", entity_id: page.id })).map((entry) => entry.actor.id)).toEqual([memberId]);
    const byEmail = await trail({ entity: "landing_page", actor_email: "AUDITOR@staff.test" });
    expect(byEmail.map((entry) => [entry.entity_id, entry.actor.kind])).toEqual([[staffPage.id, "staff"]]);
    expect((await trail({ actor_id: memberId, source: "api" })).every((entry) => entry.source === "api")).toBe(true);
    expect(await trail({ source: "pipeline" })).toEqual([]);
    expect(await trail({ entity: "landing_page", from: "2000-01-01T00:00:00Z", to: "2000-01-02T00:00:00Z" })).toEqual([]);

    const all = await trail({ limit: "200" });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await staff.get(`${AUDIT}?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...response.body.data.map((entry: Entry) => entry.id));
      cursor = response.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all.map((entry) => entry.id));
    expect(seen.map(Number)).toEqual([...seen.map(Number)].sort((a, b) => b - a));
  });

  it("refuses bad input with 400 and unknown entries with 404", async () => {
    for (const query of [
      "entity=Content;drop",
      "source=telepathy",
      "cursor=abc",
      "limit=0",
      "from=yesterday",
      "from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z",
    ])
      expect((await staff.get(`${AUDIT}?${query}`)).status, query).toBe(400);
    expect((await staff.get(`${AUDIT}/abc`)).status).toBe(400);
    expect((await staff.post(`${AUDIT}/1/revert`, {})).status).toBe(400);
    expect((await staff.post(`${AUDIT}/1/revert`, { reason: " " })).status).toBe(400);
    expect((await staff.post(`${AUDIT}/1/revert`, { reason: "x".repeat(501) })).status).toBe(400);
    expect((await staff.get(`${AUDIT}/999999999`)).status).toBe(404);
    expect((await revert("999999999", "gone")).status).toBe(404);
  });

  it("reverts an update to the state just before it, recorded as the staff member's revert with the reason", async () => {
    const video = await newVideo("Original title");
    const saved = (await retitle(member, video, "Wrong title")).body.data;
    const [change] = await trail({ entity: "content", entity_id: video.id, limit: "1" });

    const detail = await staff.get(`${AUDIT}/${change!.id}`);
    expect(detail.body.data.revert).toMatchObject({
      possible: true,
      action: "update",
      before: { title: "Wrong title", version: 2 },
      after: { title: "Original title", version: 3 },
    });

    const reverted = await revert(change!.id, "Renamed by mistake");
    expect(reverted.status).toBe(200);
    expect(reverted.body.data).toMatchObject([
      { action: "update", source: "revert", reason: "Renamed by mistake", actor: { kind: "staff", label: "auditor@staff.test" } },
    ]);
    const now = (await member.get(`/api/v1/content/${video.id}`)).body.data;
    expect(now).toMatchObject({ title: "Original title", version: 3, document: { title: "Original title" } });
    // The editor's tab still at version 2 is told, rather than overwriting the revert.
    expect((await retitle(member, saved, "Again")).status).toBe(409);
    // Reverting it again changes nothing.
    expect((await revert(change!.id, "twice")).status).toBe(409);
  });

  it("reverts an insert by deleting the row, and a delete by writing it back", async () => {
    const page = (await member.post("/api/v1/pages", { title: "Short-lived", text: "Hello" })).body.data as { id: string };
    const [created] = await trail({ entity: "landing_page", entity_id: page.id });
    expect((await revert(created!.id, "Spam page")).status).toBe(200);
    expect((await member.get(`/api/v1/pages/${page.id}`)).status).toBe(404);

    const [removed] = await trail({ entity: "landing_page", entity_id: page.id, limit: "1" });
    expect(removed).toMatchObject({ action: "delete", source: "revert" });
    const back = await revert(removed!.id, "Needed after all");
    expect(back.body.data).toMatchObject([{ action: "insert", source: "revert" }]);
    expect((await member.get(`/api/v1/pages/${page.id}`)).body.data).toMatchObject({ title: "Short-lived", text: "Hello" });
  });

  it("answers 409 when a revert no longer applies", async () => {
    const leaving = new TestClient(server.url);
    const leavingId = (await leaving.signUp("leaving@example.com")).id;
    const page = (await leaving.post("/api/v1/pages", { title: "Orphan" })).body.data as { id: string };
    await server.database.db.execute(sql`delete from "user" where id = ${leavingId}`);
    const [deleted] = await trail({ entity: "landing_page", entity_id: page.id, limit: "1" });
    expect(deleted).toMatchObject({ action: "delete", source: "system" });
    const refused = await revert(deleted!.id, "Bring it back");
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("revert_conflict");
    expect((await staff.get(`${AUDIT}/${deleted!.id}`)).body.data.revert).toMatchObject({ possible: true, action: "insert" });

    const [grant] = await server.database.db
      .insert(auditLog)
      .values({ entity: "quota_ledger", entityId: "1", action: "insert", actorKind: "staff", source: "browser", after: { amount: 5 } })
      .returning();
    const ledger = await revert(String(grant!.id), "undo");
    expect(ledger.status).toBe(409);
    expect(ledger.body.error.code).toBe("not_revertible");
  });

  it("never loosens security from the trail: a revoked key, a suspension, a removed member stay so", async () => {
    const made = await makeClient(server, { staff });
    const clients = `${STAFF_API_PREFIX}/clients/${made.clientId}`;
    const withKey = new TestClient(server.url, { authorization: `Bearer ${made.key}` });
    const refusedRevert = async (entity: string, entityId: string) => {
      const [change] = await trail({ entity, entity_id: entityId, limit: "1" });
      const detail = (await staff.get(`${AUDIT}/${change!.id}`)).body.data.revert;
      const refused = await revert(change!.id, "Undo");
      return { detail, status: refused.status, code: refused.body.error?.code, message: refused.body.error?.message };
    };

    expect((await staff.post(`${clients}/keys/${made.keyId}/revoke`)).status).toBe(200);
    expect(await refusedRevert("api_key", made.keyId)).toMatchObject({
      detail: { possible: false, message: expect.stringContaining("make a new key") },
      status: 409,
      code: "one_way",
    });
    expect((await withKey.get("/api/v1/client")).status).toBe(401);

    expect((await staff.post(`${clients}/suspend`)).status).toBe(200);
    expect(await refusedRevert("client", made.clientId)).toMatchObject({ status: 409, code: "one_way" });
    expect((await staff.get(clients)).body.data.status).toBe("suspended");

    expect((await staff.post(`${clients}/members`, { email: "maker@example.com" })).status).toBe(201);
    expect((await staff.request("DELETE", `${clients}/members/${memberId}`)).status).toBe(204);
    const [removal] = await trail({ entity: "client_member", limit: "1" });
    expect(removal).toMatchObject({ action: "delete" });
    expect(await refusedRevert("client_member", removal!.entity_id)).toMatchObject({ status: 409, code: "one_way" });
    expect((await member.get(`/api/v1/clients/${made.clientId}`)).status).toBe(404);

    // Tightening is a revert like any other: the key's creation undone deletes it.
    const fresh = (await staff.post(`${clients}/keys`, { name: "Second", scopes: ["read"] })).body.data;
    const [created] = await trail({ entity: "api_key", entity_id: fresh.api_key.id });
    expect((await revert(created!.id, "Made by mistake")).status).toBe(200);
    expect((await new TestClient(server.url, { authorization: `Bearer ${fresh.key}` }).get("/api/v1/client")).status).toBe(401);
  });

  it("shows no secret in a revert's preview of a deleted row, as the trail and the browser hide them", async () => {
    const made = await makeClient(server, { staff });
    const [created] = await trail({ entity: "api_key", entity_id: made.keyId });
    const preview = (await staff.get(`${AUDIT}/${created!.id}`)).body.data;
    expect(preview.revert).toMatchObject({ possible: true, action: "delete", before: { id: made.keyId, prefix: expect.any(String) } });
    expect(preview.revert.before).not.toHaveProperty("hash");
    const [client] = await trail({ entity: "client", entity_id: made.clientId });
    const clientPreview = (await staff.get(`${AUDIT}/${client!.id}`)).body.data;
    expect(clientPreview.revert.before).toMatchObject({ id: made.clientId });
    expect(JSON.stringify(clientPreview)).not.toContain(made.webhookSecret);
  });

  it("prunes entries past the retention, daily by a pg-boss schedule", async () => {
    const old = new Date(Date.now() - 40 * 24 * 3600 * 1000);
    await server.database.db.insert(auditLog).values([
      { at: old, entity: "content", entityId: "gone-1", action: "delete", actorKind: "system", source: "system" },
      { at: old, entity: "content", entityId: "gone-2", action: "delete", actorKind: "system", source: "system" },
    ]);
    const before = (await trail({ limit: "200" })).length;
    expect(await pruneAuditLog(server.database.db, 0)).toBe(0);
    expect(await pruneAuditLog(server.database.db, 30)).toBe(2);
    expect((await trail({ limit: "200" })).length).toBe(before - 2);
    expect((await server.jobs.getSchedules()).map((schedule) => schedule.name)).toContain(AUDIT_PRUNE_QUEUE);
  });
});
