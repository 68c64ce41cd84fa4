import { createHash } from "node:crypto";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const SECRET = "identity-test-secret-that-is-long-enough-0123456789";

/** A token signed with the server's own key, with the claims the test chooses. */
const signToken = (claims: { sub: string; sid?: string }, expires: boolean) => {
  const key = createHash("sha256").update(`identity-token:${SECRET}`).digest();
  const jwt = new SignJWT(claims.sid ? { sid: claims.sid } : {})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer("framewise")
    .setAudience("framewise-api")
    .setIssuedAt();
  return (expires ? jwt.setExpirationTime("10m") : jwt).sign(key);
};

describe.each(databaseKinds)("identity token and the spec's calls on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { AUTH_SECRET: SECRET });
  });
  afterAll(() => server?.destroy());

  it("issues a short-lived token only to a signed-in session", async () => {
    expect((await new TestClient(server.url).post("/api/v1/auth/identity-token")).status).toBe(401);
    const client = new TestClient(server.url);
    await client.signUp("token@example.com");
    const response = await client.post("/api/v1/auth/identity-token");
    expect(response.status).toBe(200);
    expect(response.body.data.expires_in).toBe(900);
    const [, payload = ""] = (response.body.data.token as string).split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as { exp: number; iat: number };
    expect(claims.exp - claims.iat).toBe(900);
  });

  it("answers the login call with the user id, given the bearer token and no body", async () => {
    const client = new TestClient(server.url);
    const user = await client.signUp("login@example.com");
    const token = await client.identityToken();
    const anonymous = new TestClient(server.url);
    const response = await anonymous.post("/api/v1/users/login/", undefined, { authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { user_id: user.id } });
  });

  it("answers user info to the bearer token", async () => {
    const client = new TestClient(server.url);
    const user = await client.signUp("info@example.com", "info-pass-1", "Info Person");
    const token = await client.identityToken();
    const response = await new TestClient(server.url).get("/api/v1/user-info/", { authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ user_id: user.id, email: "info@example.com", name: "Info Person", is_staff: false });
  });

  it("refuses a missing, forged or foreign token with 401", async () => {
    const anonymous = new TestClient(server.url);
    expect((await anonymous.get("/api/v1/user-info/")).status).toBe(401);
    expect((await anonymous.post("/api/v1/users/login/", undefined, { authorization: "Bearer not-a-token" })).status).toBe(401);
    const forged = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ4IiwiaXNzIjoiZnJhbWV3aXNlIiwiYXVkIjoiZnJhbWV3aXNlLWFwaSJ9.c2lnbmF0dXJl";
    const response = await anonymous.get("/api/v1/user-info/", { authorization: `Bearer ${forged}` });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { code: "unauthenticated", message: "Sign in to continue." } });
  });

  it("ends the bearer token with the session it was bought with", async () => {
    const client = new TestClient(server.url);
    await client.signUp("signout@example.com");
    const token = await client.identityToken();
    const bearer = new TestClient(server.url, { authorization: `Bearer ${token}` });
    expect((await bearer.get("/api/v1/user-info/")).status).toBe(200);
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await bearer.get("/api/v1/user-info/")).status).toBe(401);
  });

  it("refuses a token without an expiry or without a session, even one signed with the right key", async () => {
    const client = new TestClient(server.url);
    const user = await client.signUp("noexp@example.com");
    const session = (await client.get("/api/auth/get-session")).body.session as { id: string };
    const asBearer = async (token: string) =>
      (await new TestClient(server.url).get("/api/v1/user-info/", { authorization: `Bearer ${token}` })).status;
    expect(await asBearer(await signToken({ sub: user.id, sid: session.id }, true))).toBe(200);
    expect(await asBearer(await signToken({ sub: user.id, sid: session.id }, false))).toBe(401);
    expect(await asBearer(await signToken({ sub: user.id }, true))).toBe(401);
  });

  it("issues tokens to the session cookie only, so a token cannot renew itself", async () => {
    const client = new TestClient(server.url);
    await client.signUp("renew@example.com");
    const token = await client.identityToken();
    const renewal = await new TestClient(server.url).post("/api/v1/auth/identity-token", undefined, { authorization: `Bearer ${token}` });
    expect(renewal.status).toBe(401);
    expect(renewal.body.error.code).toBe("session_required");
  });
});
