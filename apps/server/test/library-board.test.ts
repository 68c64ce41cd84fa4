import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_API_PREFIX } from "../src/http/routes/operations/staff-routes.ts";
import { signInStaff } from "./helpers/clients.ts";
import { CROWDED_BOX, headlineLayout } from "./helpers/library-layouts.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const LIBRARY = `${STAFF_API_PREFIX}/library`;
const BOARD = `${LIBRARY}/board`;
const ACTIVITY = `${LIBRARY}/activity`;

/** A layout whose headline sits in a narrow box in the 9:16 caption zone: its automatic checks fail. */
const crowded = headlineLayout({ id: "crowded-board", name: "Crowded board", box: CROWDED_BOX });

describe.each(databaseKinds)("the library board on %s", (kind) => {
  let server: TestServer;
  let staff: TestClient;
  const email = `board-${kind}@staff.test`;
  const boardItem = async (id: string) => (await staff.get(`${BOARD}?kind=layout`)).body.data.find((item: any) => item.id === id);

  beforeAll(async () => {
    server = await startTestServer(kind);
    staff = await signInStaff(server, email);
  });
  afterAll(() => server?.destroy());

  it("is for staff only: 401 signed out, 403 for users", async () => {
    const user = new TestClient(server.url);
    for (const path of [BOARD, ACTIVITY]) expect((await new TestClient(server.url).get(path)).status).toBe(401);
    await user.signUp(`board-user-${kind}@example.com`);
    for (const path of [BOARD, ACTIVITY]) expect((await user.get(path)).status).toBe(403);
  });

  it("answers a bad query with 400 and the field at fault", async () => {
    expect((await staff.get(`${BOARD}?kind=video`)).status).toBe(400);
    const notADate = await staff.get(`${ACTIVITY}?since=last-week`);
    expect(notADate.status).toBe(400);
    expect(notADate.body.error.fields).toHaveProperty("since");
    expect((await staff.get(`${ACTIVITY}?since=2001-01-01T00:00:00Z`)).status).toBe(400);
  });

  it("says what blocks each draft: unrun checks first, then the red items once they ran", async () => {
    const title = await boardItem("title");
    expect(title).toMatchObject({ stage: "published", blocked: null, aspect_coverage: ["9:16", "1:1", "16:9", "4:5"] });
    expect(title.last_change).toMatchObject({ at: expect.any(String) });

    expect((await staff.post(`${LIBRARY}/layout`, { definition: crowded })).status).toBe(201);
    const draft = await boardItem("crowded-board");
    expect(draft).toMatchObject({ stage: "draft", owner_email: email, last_change: { by: email }, definition: { name: "Crowded board" } });
    expect(draft.blocked.reasons[0]).toBe("checks not run");
    expect(draft.blocked.reasons).toContain("looks_right 9:16");
    expect(draft.blocked.reasons.filter((reason: string) => reason.startsWith("text_fits"))).toEqual([]);

    // The results a checklist run stores (the run itself is the studio's test's).
    const failure = [{ element: "headline", message: "overflows its box" }];
    const checks = {
      ranAt: new Date().toISOString(),
      durationMs: 1,
      checkedWith: ["clean"],
      failures: { "text_fits 9:16": failure, "safe_areas 9:16": failure },
    };
    await server.database.db.execute(
      sql`update library_version set checks = ${JSON.stringify(checks)}::jsonb where library_item_id = (select id from library_item where item_id = 'crowded-board')`,
    );
    const checked = await boardItem("crowded-board");
    expect(checked.blocked.reasons).toEqual(expect.arrayContaining(["text_fits 9:16", "safe_areas 9:16", "looks_right 1:1"]));
    expect(checked.blocked.reasons).not.toContain("checks not run");

    const templates = (await staff.get(`${BOARD}?kind=template`)).body.data;
    expect(templates.length).toBeGreaterThan(0);
    expect(templates.every((item: any) => item.kind === "template")).toBe(true);
  });

  it("lists versions created and stage changes in a window, with who, what and the reason", async () => {
    const path = `${LIBRARY}/layout/crowded-board`;
    const created = (await staff.get(`${ACTIVITY}?kind=layout`)).body.data.find(
      (entry: any) => entry.item_id === "crowded-board" && entry.type === "version_created",
    );
    expect(created).toMatchObject({ by: email, version: 1, from_stage: null, to_stage: "draft", item_name: "Crowded board" });

    expect((await staff.post(`${path}/stage`, { to: "in_review" })).status).toBe(200);
    expect((await staff.post(`${path}/stage`, { to: "draft", reason: "The headline needs room" })).status).toBe(200);
    const since = new Date(Date.parse(created.at) + 1).toISOString();
    const recent = await staff.get(`${ACTIVITY}?kind=layout&since=${encodeURIComponent(since)}`);
    expect(recent.status).toBe(200);
    expect(recent.body.data.map((entry: any) => [entry.type, entry.from_stage, entry.to_stage, entry.reason, entry.by])).toEqual([
      ["stage_changed", "in_review", "draft", "The headline needs room", email],
      ["stage_changed", "draft", "in_review", null, email],
    ]);

    const templates = (await staff.get(`${ACTIVITY}?kind=template`)).body.data;
    expect(templates.some((entry: any) => entry.item_id === "crowded-board")).toBe(false);
  });
});
