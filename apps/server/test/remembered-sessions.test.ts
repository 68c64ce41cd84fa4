import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDisabled } from "../src/operations/accounts/account-queries.ts";
import { openDatabase } from "../src/platform/db/database.ts";
import { openEvents } from "../src/platform/events/events.ts";
import { AUTH_CHANGED_CHANNEL } from "../src/platform/auth/remembered-sessions.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

describe.each(databaseKinds)("signed-in callers remembered between requests (%s)", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.destroy());
  const run = (statement: ReturnType<typeof sql>) => server.database.db.execute(statement);

  it(
    kind === "pglite"
      ? "answers a known session from memory, until any session or user changes"
      : "asks the database on every request (a change's event may come late from another process)",
    async () => {
      const client = new TestClient(server.url);
      const user = await client.signUp("remembered@example.com");
      expect((await client.get("/api/v1/content")).status).toBe(200);

      // The session goes behind the triggers' back: only memory still knows it.
      await run(sql`alter table "session" disable trigger "session_changed"`);
      try {
        await run(sql`delete from "session" where user_id = ${user.id}`);
      } finally {
        await run(sql`alter table "session" enable trigger "session_changed"`);
      }
      expect((await client.get("/api/v1/content")).status).toBe(kind === "pglite" ? 200 : 401);

      // Any change to a user (here a rename nobody else sees) forgets every remembered session.
      await run(sql`update "user" set name = name where id = ${user.id}`);
      expect((await client.get("/api/v1/content")).status).toBe(401);
    },
  );

  it("refuses a session the moment it is signed out, revoked or its account disabled", async () => {
    const laptop = new TestClient(server.url);
    await laptop.signUp("forgotten@example.com", "forgotten-pass-1");
    const phone = new TestClient(server.url);
    await phone.post("/api/auth/sign-in/email", { email: "forgotten@example.com", password: "forgotten-pass-1" });
    const tablet = new TestClient(server.url);
    await tablet.post("/api/auth/sign-in/email", { email: "forgotten@example.com", password: "forgotten-pass-1" });
    const leftBehind = (client: TestClient) => new TestClient(server.url, client.cookieHeader());
    for (const client of [laptop, phone, tablet]) expect((await client.get("/api/v1/content")).status).toBe(200);

    const signedOut = leftBehind(phone);
    expect((await phone.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await signedOut.get("/api/v1/content")).status).toBe(401);

    const sessions = (await laptop.get("/api/auth/list-sessions")).body as { token: string; id: string }[];
    const tabletToken = await tablet.identityToken();
    const current = (await laptop.get("/api/auth/get-session")).body.session.token as string;
    for (const other of sessions.filter((s) => s.token !== current))
      expect((await laptop.post("/api/auth/revoke-session", { token: other.token })).status).toBe(200);
    expect((await tablet.get("/api/v1/content")).status).toBe(401);
    expect((await tablet.get("/api/v1/user-info/", { authorization: `Bearer ${tabletToken}` })).status).toBe(401);

    expect(await setDisabled(server.database.db, "forgotten@example.com", true)).toBe(true);
    expect((await laptop.get("/api/v1/content")).status).toBe(401);
  });
});

describe("the auth:changed event on PGlite", () => {
  it("is heard before the write that caused it returns, and only for what a remembered session shows", async () => {
    const database = await openDatabase({ dataDir: null });
    const events = await openEvents(database, undefined, { warn: () => undefined } as unknown as FastifyBaseLogger);
    try {
      await database.migrate();
      let heard = 0;
      events.subscribe(AUTH_CHANGED_CHANNEL, () => heard++);
      const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);

      // Nothing else is awaited between the write and the check: the safety of remembering rests on it.
      await run(sql`update "user" set disabled_at = now()`);
      expect(heard).toBe(1);
      await run(sql`delete from "session"`);
      expect(heard).toBe(2);

      // A sign-in recorded on every app load, or a session's address, forgets nothing.
      await run(sql`update "user" set last_login_at = now(), updated_at = now()`);
      await run(sql`update "session" set ip_address = '127.0.0.1', updated_at = now()`);
      await run(sql`update "user" set name = name`);
      expect(heard).toBe(3);
      // A write with parameters takes the kept-statement path (db/pglite-statements.ts): the same holds.
      await run(sql`update "user" set name = ${"Someone"}`);
      expect(heard).toBe(4);
    } finally {
      await events.close();
      await database.close();
    }
  });
});
