import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_API_PREFIX } from "../src/http/routes/operations/staff-routes.ts";
import { signInStaff } from "./helpers/clients.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const LIBRARY = `${STAFF_API_PREFIX}/library`;

describe.each(databaseKinds)("the library grids' list with definitions on %s", (kind) => {
  let server: TestServer;
  let staff: TestClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    staff = await signInStaff(server, `grid-${kind}@staff.test`);
  });
  afterAll(() => server?.destroy());

  it("answers each item's latest definition, a draft's too, only when asked", async () => {
    expect((await staff.post(`${LIBRARY}/layout`, { id: "grid-draft", name: "Grid draft" })).status).toBe(201);

    const withDefinitions = await staff.get(`${LIBRARY}?kind=layout&with=definition`);
    expect(withDefinitions.status).toBe(200);
    const items = withDefinitions.body.data as { id: string; kind: string; stage: string; definition: { id: string; name: string } }[];
    expect(items.every((item) => item.kind === "layout" && item.definition.id === item.id)).toBe(true);
    expect(items.find((item) => item.id === "grid-draft")).toMatchObject({
      stage: "draft",
      definition: { name: "Grid draft", slots: [expect.objectContaining({ kind: "headline" })] },
    });

    const summaries = await staff.get(`${LIBRARY}?kind=layout`);
    expect(summaries.body.data.some((item: object) => "definition" in item)).toBe(false);
  });

  it("refuses an unknown `with` with 400, and users with 403", async () => {
    const bad = await staff.get(`${LIBRARY}?with=everything`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty("with");
    const user = new TestClient(server.url);
    await user.signUp(`grid-user-${kind}@example.com`);
    expect((await user.get(`${LIBRARY}?with=definition`)).status).toBe(403);
  });
});
