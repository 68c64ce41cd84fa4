import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

describe.each(databaseKinds)("email sign-up and sign-in on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { TRUST_PROXY: "true", SIGN_IN_RATE_LIMIT: "5", SIGN_IN_RATE_WINDOW_SECONDS: "60" });
  });
  afterAll(() => server?.destroy());

  // Each case signs in from its own client IP so the rate limit case stays independent.
  const clientFrom = (ip: string) => new TestClient(server.url, { "x-forwarded-for": ip });

  it("signs up, reads the session, signs out and signs in again", async () => {
    const client = clientFrom("203.0.113.1");
    const user = await client.signUp("ada@example.com", "analytical-1", "Ada");
    expect(user.email).toBe("ada@example.com");
    expect((await client.get("/api/auth/get-session")).body.user.id).toBe(user.id);

    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await client.get("/api/auth/get-session")).body).toBeNull();

    const signIn = await client.post("/api/auth/sign-in/email", { email: "ada@example.com", password: "analytical-1" });
    expect(signIn.status).toBe(200);
    expect((await client.get("/api/auth/get-session")).body.user.id).toBe(user.id);
  });

  it("stores the password as Argon2id, never in clear", async () => {
    const client = clientFrom("203.0.113.2");
    const user = await client.signUp("hash@example.com", "stored-safely-9");
    const { rows } = await server.database.db.execute<{ password: string }>(sql`select password from account where user_id = ${user.id}`);
    expect(rows[0]?.password).toMatch(/^\$argon2id\$/);
  });

  it("refuses a weak password with the rule it breaks", async () => {
    const response = await clientFrom("203.0.113.3").post("/api/auth/sign-up/email", {
      email: "weak@example.com",
      password: "abcdefgh",
      name: "W",
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: "weak_password" });
    expect(response.body.error.message).toMatch(/digit/i);
  });

  it("refuses a taken email", async () => {
    const client = clientFrom("203.0.113.4");
    await client.signUp("taken@example.com");
    const again = await client.post("/api/auth/sign-up/email", { email: "taken@example.com", password: "another-pass-1", name: "T" });
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe("user_already_exists_use_another_email");
  });

  it("answers an unknown email exactly as a wrong password, so sign-in tells nobody who has an account", async () => {
    const client = clientFrom("203.0.113.5");
    await client.signUp("grace@example.com", "compiler-42");
    const wrong = await client.post("/api/auth/sign-in/email", { email: "grace@example.com", password: "compiler-43" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe("invalid_email_or_password");
    const unknown = await client.post("/api/auth/sign-in/email", { email: "nobody@example.com", password: "compiler-43" });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it("rate-limits sign-in per client IP, using the IP Fastify determined", async () => {
    const attacker = clientFrom("198.51.100.7");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      // A client-sent copy of our internal IP header must not let it rotate addresses.
      statuses.push(
        (
          await attacker.post(
            "/api/auth/sign-in/email",
            { email: "x@example.com", password: "wrong-pass-1" },
            { "x-framewise-client-ip": `10.0.0.${i}` },
          )
        ).status,
      );
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);

    const bystander = clientFrom("198.51.100.8");
    expect((await bystander.post("/api/auth/sign-in/email", { email: "x@example.com", password: "wrong-pass-1" })).status).toBe(401);
  });
});
