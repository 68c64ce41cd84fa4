import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeClient, type MadeClient } from "./helpers/clients.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

describe.each(databaseKinds)("API keys on %s", (kind) => {
  let server: TestServer;
  let made: MadeClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    made = await makeClient(server);
  });
  afterAll(() => server?.destroy());

  it("makes a key shown once, in the documented shape", () => {
    expect(made.key).toMatch(/^fwk_[a-z0-9]{8}_[A-Za-z0-9_-]{32}$/);
  });

  it("answers 401, not 500, when a user route is called with an API key", async () => {
    const caller = new TestClient(server.url, { authorization: `Bearer ${made.key}` });
    const response = await caller.get("/api/v1/content");
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe("unauthenticated");
  });
});
