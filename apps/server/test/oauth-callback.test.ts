import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./helpers/http.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

// The provider's address is a closed loopback port: a forged callback must fail before any call to it.
describe("OpenID callback", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite", { OIDC_ISSUER: "http://127.0.0.1:9", OIDC_CLIENT_ID: "c", OIDC_CLIENT_SECRET: "s" });
  });
  afterAll(() => server?.destroy());

  it("refuses a callback whose state it did not issue, and signs nobody in", async () => {
    const client = new TestClient(server.url);
    const response = await client.get("/api/auth/callback/oidc?code=stolen-code&state=forged-state");
    expect(response.status).toBe(302);
    // Refused at the state check, before any token exchange with the provider was tried.
    expect(response.headers.get("location")).toMatch(/[?&]error=state_mismatch/);
    expect(response.headers.getSetCookie().some((cookie) => cookie.includes("session_token=") && !/max-age=0/i.test(cookie))).toBe(false);
    expect((await client.get("/api/auth/get-session")).body).toBeNull();
  });
});
