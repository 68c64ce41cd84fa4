import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_API_PREFIX } from "../src/http/routes/operations/staff-routes.ts";
import { makeClient, signInStaff, type MadeClient } from "./helpers/clients.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

describe.each(databaseKinds)("API keys on %s", (kind) => {
  let server: TestServer;
  let staff: TestClient;
  let made: MadeClient;
  const withKey = (key: string) => new TestClient(server.url, { authorization: `Bearer ${key}` });
  const keysOf = (clientId: string) => `${STAFF_API_PREFIX}/clients/${clientId}/keys`;

  beforeAll(async () => {
    server = await startTestServer(kind);
    staff = await signInStaff(server);
    made = await makeClient(server, { staff, name: "Acme" });
  });
  afterAll(() => server?.destroy());

  it("makes a key shown once, stored only as its hash, and authenticates with it", async () => {
    expect(made.key).toMatch(/^fwk_[a-z0-9]{8}_[A-Za-z0-9_-]{32}$/);
    const listed = await staff.get(keysOf(made.clientId));
    expect(listed.body.data).toEqual([expect.objectContaining({ id: made.keyId, prefix: made.key.slice(0, 12), last_used_at: null })]);
    expect(JSON.stringify(listed.body)).not.toContain(made.key);
    const stored = await server.database.db.execute<{ hash: string }>(sql`select hash from api_key where id = ${made.keyId}`);
    expect(stored.rows[0]?.hash).toMatch(/^[0-9a-f]{64}$/);

    const check = await withKey(made.key).get("/api/v1/client");
    expect(check.status).toBe(200);
    expect(check.body.data).toEqual({
      client: { id: made.clientId, name: "Acme", status: "active" },
      key: { id: made.keyId, name: "Test key", scopes: ["render", "read", "pipelines"] },
    });
  });

  it("records the last use at most once a minute", async () => {
    const lastUsed = async () =>
      (await server.database.db.execute<{ at: string | null }>(sql`select last_used_at::text as at from api_key where id = ${made.keyId}`))
        .rows[0]?.at;
    await withKey(made.key).get("/api/v1/client");
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await withKey(made.key).get("/api/v1/client");
    expect(await lastUsed()).toBe(first);
  });

  it("answers 401 for a missing, malformed or unknown key, saying which", async () => {
    const missing = await new TestClient(server.url).get("/api/v1/client");
    expect(missing.status).toBe(401);
    expect(missing.body.error.code).toBe("invalid_api_key");
    expect((await withKey("fwk_nothing").get("/api/v1/client")).body.error.message).toBe("This API key is not valid.");
    const unknown = await withKey(`${made.key.slice(0, 13)}${"A".repeat(32)}`).get("/api/v1/client");
    expect(unknown.status).toBe(401);
  });

  it("answers 401 at once for a revoked key", async () => {
    const { key, keyId, clientId } = await makeClient(server, { staff });
    expect((await withKey(key).get("/api/v1/client")).status).toBe(200);
    const revoke = await staff.post(`${keysOf(clientId)}/${keyId}/revoke`);
    expect(revoke.status).toBe(200);
    expect(revoke.body.data.revoked_at).not.toBeNull();
    const after = await withKey(key).get("/api/v1/client");
    expect(after.status).toBe(401);
    expect(after.body.error).toEqual({ code: "invalid_api_key", message: "This API key was revoked." });
  });

  it("answers 401 for an expired key the moment it expires", async () => {
    const created = await staff.post(keysOf(made.clientId), {
      name: "Short-lived",
      scopes: ["read"],
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(created.status).toBe(201);
    expect((await withKey(created.body.data.key).get("/api/v1/client")).status).toBe(200);
    await server.database.db.execute(sql`update api_key set expires_at = now() where id = ${created.body.data.api_key.id}`);
    const after = await withKey(created.body.data.key).get("/api/v1/client");
    expect(after.status).toBe(401);
    expect(after.body.error.message).toBe("This API key has expired.");
  });

  it("answers 403 for a key without the scope, naming it", async () => {
    const created = await staff.post(keysOf(made.clientId), { name: "Renders only", scopes: ["render"] });
    const response = await withKey(created.body.data.key).get("/api/v1/client");
    expect(response.status).toBe(403);
    expect(response.body.error).toEqual({ code: "insufficient_scope", message: 'This API key does not have the "read" scope.' });
  });

  it("answers 403 while the client is suspended, and lets it in again once resumed", async () => {
    const other = await makeClient(server, { staff });
    expect((await staff.post(`${STAFF_API_PREFIX}/clients/${other.clientId}/suspend`)).body.data.status).toBe("suspended");
    const suspended = await withKey(other.key).get("/api/v1/client");
    expect(suspended.status).toBe(403);
    expect(suspended.body.error.code).toBe("client_suspended");
    await staff.post(`${STAFF_API_PREFIX}/clients/${other.clientId}/resume`);
    expect((await withKey(other.key).get("/api/v1/client")).status).toBe(200);
  });

  it("refuses keys without a name or scope, with unknown scopes, or expiring in the past", async () => {
    for (const [body, field] of [
      [{ name: "", scopes: ["read"] }, "name"],
      [{ name: "x", scopes: [] }, "scopes"],
      [{ name: "x", scopes: ["admin"] }, "scopes.0"],
      [{ name: "x", scopes: ["read", "read"] }, "scopes"],
      [{ name: "x", scopes: ["read"], expires_at: "2001-01-01T00:00:00Z" }, "expires_at"],
    ] as const) {
      const response = await staff.post(keysOf(made.clientId), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.fields).toHaveProperty([field]);
    }
  });

  it("never lets a key reach staff or user routes, nor another client's keys", async () => {
    const other = await makeClient(server, { staff });
    const caller = withKey(made.key);
    const user = await caller.get("/api/v1/content");
    expect(user.status).toBe(401);
    expect(user.body.error.code).toBe("unauthenticated");
    expect((await caller.get(`${STAFF_API_PREFIX}/clients/${made.clientId}`)).status).toBe(401);
    // Staff revoking client A's key through client B's address: not found, and the key still works.
    expect((await staff.post(`${keysOf(other.clientId)}/${made.keyId}/revoke`)).status).toBe(404);
    expect((await caller.get("/api/v1/client")).body.data.client.id).toBe(made.clientId);
    expect((await withKey(other.key).get("/api/v1/client")).body.data.client.id).toBe(other.clientId);
    // Client B's render, asked for with client A's key: as missing as a render that never was.
    const renderId = randomUUID();
    await server.database.db.execute(
      sql`insert into render (id, user_id, document) values (${renderId}, ${other.accountUserId}, '{}'::jsonb)`,
    );
    expect((await withKey(other.key).get(`/api/v1/client/renders/${renderId}`)).status).toBe(200);
    const foreign = await caller.get(`/api/v1/client/renders/${renderId}`);
    const missing = await caller.get(`/api/v1/client/renders/${randomUUID()}`);
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(foreign.body).toEqual(missing.body);
  });
});
