import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { png } from "./helpers/asset-files.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const EVIL = "http://evil.test";

describe.each(databaseKinds)("safe defaults without PUBLIC_URL on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.destroy());

  it("never redirects to another site from a reset link", async () => {
    const response = await new TestClient(server.url).get("/api/auth/reset-password/abc?callbackURL=https://evil.test/phish");
    expect(response.headers.get("location") ?? "").not.toContain("evil.test");
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBeTruthy();
  });

  it("refuses account changes that another site's page sends with the victim's cookie", async () => {
    const victim = new TestClient(server.url);
    await victim.signUp("victim@example.com", "correct-horse-1", "Victim");
    const fromEvil = { origin: EVIL };
    const rename = await victim.request("POST", "/api/auth/update-user", { json: { name: "Owned" }, headers: fromEvil });
    expect(rename.status).toBe(403);
    expect((await victim.request("POST", "/api/auth/revoke-other-sessions", { json: {}, headers: fromEvil })).status).toBe(403);
    expect((await victim.get("/api/auth/get-session")).body.user.name).toBe("Victim");
    // The app's own origin still works, on whichever address the browser used.
    expect((await victim.post("/api/auth/update-user", { name: "Renamed" })).status).toBe(200);
  });

  it("refuses cookie-authenticated writes to /api/v1 from another origin with 403, and takes them from the app or a bearer token", async () => {
    const victim = new TestClient(server.url);
    await victim.signUp("api-victim@example.com");
    const own = await victim.post("/api/v1/content", { from: "template", templateId: "bold", aspectRatio: "16:9", title: "Mine" });
    expect(own.status).toBe(201);
    const id = own.body.data.id as string;

    const evil = (method: string, path: string, json?: unknown, form?: FormData) =>
      victim.request(method, path, { json, form, headers: { origin: EVIL } });
    const form = new FormData();
    form.append("file", new Blob([await png()], { type: "image/png" }), "photo.png");
    const attempts = [
      await evil("POST", "/api/v1/content", { from: "template", templateId: "bold", aspectRatio: "16:9", title: "Planted" }),
      await evil("POST", `/api/v1/content/${id}/duplicate`),
      await evil("POST", `/api/v1/content/${id}/renders`, { scale: 0.25 }),
      await evil("PUT", `/api/v1/content/${id}/share`, { shared: true, allowDownload: true }),
      await evil("POST", "/api/v1/assets", undefined, form),
    ];
    for (const attempt of attempts)
      expect(attempt.body).toEqual({ error: { code: "cross_origin", message: expect.stringMatching(/another site/) } });
    expect(attempts.map((a) => a.status)).toEqual([403, 403, 403, 403, 403]);

    // Without an Origin header, only the browser's own word that the page is ours counts.
    const bare = await victim.request("POST", "/api/v1/content", {
      json: { from: "template", templateId: "bold", aspectRatio: "16:9", title: "x" },
      headers: { origin: "" },
    });
    expect(bare.status).toBe(403);
    const sameSite = await victim.request("POST", "/api/v1/content", {
      json: { from: "template", templateId: "bold", aspectRatio: "16:9", title: "y" },
      headers: { origin: "", "sec-fetch-site": "same-origin" },
    });
    expect(sameSite.status).toBe(201);

    const token = await victim.identityToken();
    const api = new TestClient(server.url, { authorization: `Bearer ${token}`, origin: EVIL });
    expect(
      (await api.post("/api/v1/content", { from: "template", templateId: "bold", aspectRatio: "16:9", title: "By token" })).status,
    ).toBe(201);
    const list = await victim.get("/api/v1/content?limit=50");
    expect(list.body.data.map((c: { title: string }) => c.title).sort()).toEqual(["By token", "Mine", "y"]);
  });

  it("answers auth errors in the one error shape, and unknown auth paths with a 404 body", async () => {
    const client = new TestClient(server.url);
    const wrong = await client.post("/api/auth/sign-in/email", { email: "nobody@example.com", password: "wrong-pass-1" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: "invalid_email_or_password", message: expect.any(String) } });
    const unknown = await client.get("/api/auth/no-such-endpoint");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: "not_found", message: expect.any(String) } });
  });

  it("bounds the account fields", async () => {
    const client = new TestClient(server.url);
    const long = await client.post("/api/auth/sign-up/email", {
      email: "long@example.com",
      password: "correct-horse-1",
      name: "x".repeat(60_000),
    });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toMatch(/at most 100/);
    await client.signUp("bounded@example.com");
    expect((await client.post("/api/auth/update-user", { name: "y".repeat(101) })).status).toBe(400);
    expect((await client.post("/api/auth/update-user", { image: "javascript:alert(1)" })).status).toBe(400);
    expect((await client.post("/api/auth/update-user", { name: "y".repeat(100) })).status).toBe(200);
  });

  it("takes a session cookie only with Better Auth's signature over its token", async () => {
    const client = new TestClient(server.url);
    await client.signUp("signed-cookie@example.com");
    const cookie = client.cookieHeader().cookie!;
    const ask = async (header: string) => (await fetch(new URL("/api/v1/content", server.url), { headers: { cookie: header } })).status;
    expect(await ask(cookie)).toBe(200);
    const [name, value] = /(better-auth\.session_token)=([^;]+)/.exec(cookie)!.slice(1) as [string, string];
    const [token] = decodeURIComponent(value).split(".");
    expect(await ask(`${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`)).toBe(401);
    expect(await ask(`${name}=${token}`)).toBe(401);
  });

  it("never rate-limits reading one's own session", async () => {
    const client = new TestClient(server.url);
    await client.signUp("busy-office@example.com");
    // More than the 300 a minute that every /api/auth path once shared per IP.
    const statuses = new Set<number>();
    for (let i = 0; i < 320; i++) statuses.add((await client.get("/api/auth/get-session")).status);
    expect([...statuses]).toEqual([200]);
  });
});
