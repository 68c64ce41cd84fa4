import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_API_PREFIX } from "../src/http/routes/operations/staff-routes.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

/** Every route the server registered under the staff prefix, as [method, path] pairs. */
function staffRoutesOf(server: TestServer): [string, string][] {
  const routes: [string, string][] = [];
  for (const line of server.app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /(\/api\/v1\/staff\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    for (const method of match[2].split(", ")) if (method !== "HEAD") routes.push([method, match[1].replace("*", "anything")]);
  }
  return routes;
}

describe.each(databaseKinds)("staff APIs on %s", (kind) => {
  let server: TestServer;
  let routes: [string, string][];
  let member: TestClient;
  let staff: TestClient;
  let unverifiedStaffDomain: TestClient;

  beforeAll(async () => {
    server = await startTestServer(kind, { STAFF_EMAIL_DOMAINS: "staff.test" });
    routes = staffRoutesOf(server);
    member = new TestClient(server.url);
    await member.signUp("member@example.com");
    staff = new TestClient(server.url);
    await staff.signUp("boss@staff.test");
    // Staff status needs a verified address (an OpenID provider's verified email, in practice).
    await server.database.db.execute(sql`update "user" set email_verified = true where email = 'boss@staff.test'`);
    unverifiedStaffDomain = new TestClient(server.url);
    await unverifiedStaffDomain.signUp("claims@staff.test");
  });
  afterAll(() => server?.destroy());

  it("registers staff routes to check", () => {
    expect(routes.map(([method, path]) => `${method} ${path}`)).toContain(`GET ${STAFF_API_PREFIX}/collections`);
  });

  it("answers 401 to signed-out callers on every staff route", async () => {
    for (const [method, path] of routes)
      expect((await new TestClient(server.url).request(method, path)).status, `${method} ${path}`).toBe(401);
  });

  it("answers 403 to a member on every staff route, by cookie or bearer token", async () => {
    const token = await member.identityToken();
    for (const [method, path] of routes) {
      expect((await member.request(method, path)).status, `${method} ${path}`).toBe(403);
      expect((await new TestClient(server.url).request(method, path, { headers: { authorization: `Bearer ${token}` } })).status).toBe(403);
    }
  });

  it("does not count an unverified address on the staff domain", async () => {
    for (const [method, path] of routes) expect((await unverifiedStaffDomain.request(method, path)).status).toBe(403);
  });

  it("lets staff in", async () => {
    const response = await staff.get(`${STAFF_API_PREFIX}/collections`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ name: "user", documents: 3 })]));
    expect((await staff.get(`${STAFF_API_PREFIX}/no-such-thing`)).status).toBe(404);
  });
});
