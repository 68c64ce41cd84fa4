import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_API_PREFIX } from "../src/routes/staff-routes.ts";
import { signInStaff } from "./helpers/clients.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const LIBRARY = `${STAFF_API_PREFIX}/library`;
const ASPECTS = ["9:16", "1:1", "16:9", "4:5"];
const MANUAL = ["looks_right", "animation_feels_right", "browser_matches_server"];

/** A layout built to pass the automatic checks: words in the middle (clear of the 9:16 button rail), on the template's own background. */
const promoCard = (name = "Promo card") => ({
  id: "promo-card",
  name,
  slots: [{ name: "headline", kind: "headline", label: "Headline", required: true, maxLength: 30 }],
  elements: [
    { id: "panel", type: "shape", shape: "rect", fill: "$background", box: { x: 0, y: 0, width: 1, height: 1 } },
    { id: "headline", type: "text", slot: "headline", textStyle: "headline", box: { x: 0.1, y: 0.3, width: 0.75, height: 0.35 } },
  ],
});

describe.each(databaseKinds)("the library studio on %s", (kind) => {
  let server: TestServer;
  let staff: TestClient;
  let user: TestClient;
  const rows = <Row>(query: ReturnType<typeof sql>) =>
    server.database.db.execute<Row & Record<string, unknown>>(query).then((result) => result.rows as Row[]);
  const tickAll = async (path: string) => {
    for (const aspect of ASPECTS)
      for (const check of MANUAL) expect((await staff.post(`${path}/checklist/ticks`, { check, aspect, ticked: true })).status).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    staff = await signInStaff(server, `studio-${kind}@staff.test`);
    user = new TestClient(server.url);
    await user.signUp(`studio-user-${kind}@example.com`);
  });
  afterAll(() => server?.destroy());

  it("is for staff only: 401 signed out, 403 for users", async () => {
    expect((await new TestClient(server.url).get(LIBRARY)).status).toBe(401);
    expect((await user.get(LIBRARY)).status).toBe(403);
    expect((await user.post(`${LIBRARY}/layout`, { id: "sneaky", name: "Sneaky" })).status).toBe(403);
    expect((await user.post(`${LIBRARY}/layout/title/stage`, { to: "retired" })).status).toBe(403);
  });

  it("knows the starter library as version 1, published", async () => {
    const list = await staff.get(LIBRARY);
    expect(list.status).toBe(200);
    const title = list.body.data.find((item: any) => item.kind === "layout" && item.id === "title");
    expect(title).toMatchObject({ stage: "published", latest_version: 1, published_version: 1, owner_id: null, aspect_coverage: ASPECTS });
    expect(list.body.data.every((item: any) => item.stage === "published")).toBe(true);
    expect(list.body.data.filter((item: any) => item.kind === "template").every((item: any) => item.aspect_coverage.length === 4)).toBe(
      true,
    );
  });

  it("answers bad input with 400 or 422 and the fields at fault, a taken id with 409, an unknown item with 404", async () => {
    const badId = await staff.post(`${LIBRARY}/layout`, { id: "Not An Id", name: "X" });
    expect(badId.status).toBe(400);
    expect(Object.keys(badId.body.error.fields)).toEqual(expect.arrayContaining(["id"]));
    const invalid = await staff.post(`${LIBRARY}/layout`, { definition: { ...promoCard(), elements: [] } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error).toMatchObject({ code: "invalid_definition", fields: { "definition.elements": expect.any(String) } });
    const taken = await staff.post(`${LIBRARY}/layout`, { id: "title", name: "Another title" });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe("already_exists");
    expect((await staff.get(`${LIBRARY}/layout/nope`)).status).toBe(404);
    expect((await staff.post(`${LIBRARY}/layout/title/stage`, { to: "sideways" })).status).toBe(400);
  });

  it("takes a new layout from a blank draft through review to published, and users' picker shows it", async () => {
    const path = `${LIBRARY}/layout/promo-card`;
    const created = await staff.post(`${LIBRARY}/layout`, { id: "promo-card", name: "Promo card" });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      stage: "draft",
      latest_version: 1,
      published_version: null,
      owner_email: `studio-${kind}@staff.test`,
    });

    const saved = await staff.post(`${path}/versions`, { definition: promoCard(), note: "Full-bleed panel" });
    expect(saved.status).toBe(201);
    expect(saved.body.data.versions.map((v: any) => [v.version, v.stage, v.author_email])).toEqual([
      [2, "draft", `studio-${kind}@staff.test`],
      [1, "draft", `studio-${kind}@staff.test`],
    ]);
    const renamed = await staff.post(`${path}/versions`, { definition: { ...promoCard(), id: "other" } });
    expect(renamed.status).toBe(422);
    expect(renamed.body.error.fields).toHaveProperty("definition.id");

    // No skipping review.
    const skipped = await staff.post(`${path}/stage`, { to: "published" });
    expect(skipped.status).toBe(409);
    expect(skipped.body.error.code).toBe("review_required");
    expect((await staff.post(`${path}/stage`, { to: "in_review" })).body.data.stage).toBe("in_review");

    // No publishing with a red (or unrun) checklist.
    const unrun = await staff.post(`${path}/stage`, { to: "published" });
    expect(unrun.status).toBe(409);
    expect(unrun.body.error.code).toBe("checklist_failed");
    const run = await staff.post(`${path}/checklist/run`, {});
    expect(run.status).toBe(200);
    const automatic = run.body.data.items.filter((item: any) => item.kind === "automatic");
    expect(automatic.filter((item: any) => item.status !== "pass")).toEqual([]);
    expect(automatic).toHaveLength(16);
    expect(run.body.data).toMatchObject({ version: 2, green: false, checked_with: [expect.any(String)] });
    const unticked = await staff.post(`${path}/stage`, { to: "published" });
    expect(unticked.status).toBe(409);
    expect(unticked.body.error.message).toMatch(/looks_right 9:16/);
    await tickAll(path);
    const checklist = await staff.get(`${path}/checklist`);
    expect(checklist.body.data.green).toBe(true);
    expect(checklist.body.data.items.find((item: any) => item.check === "looks_right").ticked_by).toBe(`studio-${kind}@staff.test`);

    const published = await staff.post(`${path}/stage`, { to: "published" });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ stage: "published", published_version: 2 });
    // The view's row is written in the same transaction, recorded as the same staff member's change.
    const [viewEntry] = await rows<{ action: string; actor_kind: string; source: string }>(
      sql`select action, actor_kind, source from audit_log where entity = 'layout' and entity_id = 'promo-card' order by id desc limit 1`,
    );
    expect(viewEntry).toEqual({ action: "insert", actor_kind: "staff", source: "editor" });
    const picker = await user.get("/api/v1/layouts");
    expect(picker.body.data.find((layout: any) => layout.id === "promo-card")).toMatchObject({ name: "Promo card" });
    expect((await user.get("/api/v1/layouts/promo-card")).status).toBe(200);

    // Back to draft needs a reason; the published version stays what users see.
    const noReason = await staff.post(`${path}/stage`, { to: "draft" });
    expect(noReason.status).toBe(409);
    expect(noReason.body.error).toMatchObject({ code: "reason_required", fields: { reason: expect.any(String) } });
    const reopened = await staff.post(`${path}/stage`, { to: "draft", reason: "The headline needs more room" });
    expect(reopened.body.data).toMatchObject({ stage: "draft", latest_version: 3, published_version: 2 });
    expect(reopened.body.data.versions[0].note).toBe("The headline needs more room");

    // A second publish retires the first.
    await staff.post(`${path}/versions`, { definition: promoCard("Promo card v4") });
    await staff.post(`${path}/stage`, { to: "in_review" });
    await staff.post(`${path}/checklist/run`, {});
    await tickAll(path);
    expect((await staff.post(`${path}/stage`, { to: "published" })).body.data.published_version).toBe(4);
    expect((await user.get("/api/v1/layouts/promo-card")).body.data.name).toBe("Promo card v4");
    const versions = (await staff.get(path)).body.data.versions.map((v: any) => [v.version, v.stage]);
    expect(versions).toEqual([
      [4, "published"],
      [3, "draft"],
      [2, "retired"],
      [1, "draft"],
    ]);
  });

  it("publishes over red checks only with a written override, kept on the version", async () => {
    const path = `${LIBRARY}/layout/crowded`;
    const body = { ...promoCard(), id: "crowded", name: "Crowded" };
    body.elements[1] = { ...body.elements[1]!, box: { x: 0.01, y: 0.9, width: 0.2, height: 0.03 } };
    expect((await staff.post(`${LIBRARY}/layout`, { definition: body })).status).toBe(201);
    await staff.post(`${path}/stage`, { to: "in_review" });
    const run = await staff.post(`${path}/checklist/run`, {});
    const red = run.body.data.items.filter((item: any) => item.status === "fail").map((item: any) => `${item.check} ${item.aspect}`);
    expect(red).toEqual(expect.arrayContaining(["text_fits 9:16", "safe_areas 9:16"]));
    expect(run.body.data.items.find((item: any) => item.check === "safe_areas" && item.aspect === "9:16").findings[0]).toMatchObject({
      element: "headline",
      message: expect.stringMatching(/caption and account zone|edge margin/),
    });
    const refused = await staff.post(`${path}/stage`, { to: "published" });
    expect(refused.body.error.message).toMatch(/text_fits 9:16/);
    const forced = await staff.post(`${path}/stage`, { to: "published", override: "A deliberate corner tag; checked by hand" });
    expect(forced.status).toBe(200);
    expect(forced.body.data.versions[0].publish_override).toBe("A deliberate corner tag; checked by hand");
    const [entry] = await rows<{ source: string; reason: string; actor_kind: string }>(
      sql`select source, reason, actor_kind from audit_log where entity = 'library_version' and action = 'update' order by id desc limit 1`,
    );
    expect(entry).toEqual({ source: "editor", reason: "A deliberate corner tag; checked by hand", actor_kind: "staff" });
  });

  it("retires an item: pickers no longer offer it, videos made with it still find it", async () => {
    const path = `${LIBRARY}/layout/quote`;
    expect((await staff.post(`${path}/stage`, { to: "in_review" })).body.error.code).toBe("invalid_transition");
    expect((await staff.post(`${path}/stage`, { to: "retired", reason: "Replaced by testimonial" })).body.data.stage).toBe("retired");
    expect((await user.get("/api/v1/layouts")).body.data.map((layout: any) => layout.id)).not.toContain("quote");
    expect((await user.get("/api/v1/layouts/quote")).status).toBe(200);
  });

  it("duplicates, exports, compares versions and assigns an owner", async () => {
    const copy = await staff.post(`${LIBRARY}/template/bold/duplicate`, { id: "bold-night", name: "Bold night" });
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({
      kind: "template",
      id: "bold-night",
      stage: "draft",
      definition: { id: "bold-night", name: "Bold night" },
    });
    expect((await staff.post(`${LIBRARY}/template/bold/duplicate`, { id: "clean", name: "Clash" })).status).toBe(409);

    const exported = await staff.get(`${LIBRARY}/layout/promo-card/export?version=2`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toBe('attachment; filename="layout-promo-card-v2.json"');
    expect(exported.body).toMatchObject({ id: "promo-card", name: "Promo card" });

    const compared = await staff.get(`${LIBRARY}/layout/promo-card/compare?from=2&to=4`);
    expect(compared.body.data.changes).toEqual([{ path: "/name", kind: "changed", before: "Promo card", after: "Promo card v4" }]);
    expect((await staff.get(`${LIBRARY}/layout/promo-card/compare?from=2&to=99`)).status).toBe(404);
    expect((await staff.get(`${LIBRARY}/layout/promo-card/compare?from=x&to=2`)).status).toBe(400);

    const unknown = await staff.request("PUT", `${LIBRARY}/layout/title/owner`, { json: { owner_email: "nobody@staff.test" } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields).toHaveProperty("owner_email");
    const owned = await staff.request("PUT", `${LIBRARY}/layout/title/owner`, { json: { owner_email: `studio-${kind}@staff.test` } });
    expect(owned.body.data.owner_email).toBe(`studio-${kind}@staff.test`);
  });
});
