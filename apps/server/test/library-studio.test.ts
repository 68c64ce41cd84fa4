import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIBRARY_CHECKLIST_QUEUE } from "../src/library-studio/items/checklist-jobs.ts";
import { STAFF_API_PREFIX } from "../src/http/routes/operations/staff-routes.ts";
import { signInStaff } from "./helpers/clients.ts";
import { CROWDED_BOX, headlineLayout } from "./helpers/library-layouts.ts";
import { waitFor } from "./helpers/wait-for.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const LIBRARY = `${STAFF_API_PREFIX}/library`;
const ASPECTS = ["9:16", "1:1", "16:9", "4:5"];
const MANUAL = ["looks_right", "animation_feels_right"];
/** What the item's page posts when the browser's frames agree with the server's. */
const agreeing = { template: "bold", over_percent: 0.8, mean_difference: 0.4, threshold: 24, frames: [0, 45, 89] };

/** A layout built to pass the automatic checks: words in the middle (clear of the 9:16 button rail), on the template's own background. */
const promoCard = (name = "Promo card") => headlineLayout({ id: "promo-card", name });

describe.each(databaseKinds)("the library studio on %s", (kind) => {
  let server: TestServer;
  let staff: TestClient;
  let user: TestClient;
  const rows = <Row>(query: ReturnType<typeof sql>) =>
    server.database.db.execute<Row & Record<string, unknown>>(query).then((result) => result.rows as Row[]);
  /** Ticks every manual item and records an agreeing browser comparison in every aspect. */
  const tickAll = async (path: string) => {
    for (const aspect of ASPECTS) {
      for (const check of MANUAL) expect((await staff.post(`${path}/checklist/ticks`, { check, aspect, ticked: true })).status).toBe(200);
      expect((await staff.post(`${path}/checklist/browser-comparison`, { aspect, ...agreeing })).status).toBe(200);
    }
  };
  /** Starts the checklist job (202, running at once) and answers the checklist once it ended. */
  const runChecks = async (path: string) => {
    const started = await staff.post(`${path}/checklist/run`, {});
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({ running: true, started_at: expect.any(String), error: null });
    return waitFor(
      `${path}'s checks`,
      async () => (await staff.get(`${path}/checklist`)).body.data,
      (checklist) => !checklist.running,
    );
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
    const run = await runChecks(path);
    const automatic = run.items.filter((item: any) => item.kind === "automatic");
    // The server's checks pass; the browser's comparison has not been posted yet.
    expect(automatic.filter((item: any) => item.status !== "pass").map((item: any) => item.check)).toEqual(
      ASPECTS.map(() => "browser_matches_server"),
    );
    expect(automatic).toHaveLength(20);
    expect(run).toMatchObject({ version: 2, green: false, running: false, error: null, checked_with: [expect.any(String)] });
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
    await runChecks(path);
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
    const body = headlineLayout({ id: "crowded", name: "Crowded", box: CROWDED_BOX });
    expect((await staff.post(`${LIBRARY}/layout`, { definition: body })).status).toBe(201);
    await staff.post(`${path}/stage`, { to: "in_review" });
    const run = { body: { data: await runChecks(path) } };
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

  it("runs the checklist as a job: 202 at once, running until it ends, not started twice; 404, 400 and staff only", async () => {
    const path = `${LIBRARY}/layout/stat`;
    const first = await staff.post(`${path}/checklist/run`, {});
    const second = await staff.post(`${path}/checklist/run`, { version: 1 });
    expect([first.status, second.status]).toEqual([202, 202]);
    // The second asked while the first ran: the same run, not another one.
    expect(second.body.data.started_at).toBe(first.body.data.started_at);
    const done = await waitFor(
      "the stat layout's checks",
      async () => (await staff.get(`${path}/checklist`)).body.data,
      (checklist) => !checklist.running,
    );
    expect(done).toMatchObject({ started_at: null, error: null, ran_at: expect.any(String) });
    const [row] = await rows<{ checks_started_at: unknown }>(
      sql`select v.checks_started_at from library_version v join library_item i on i.id = v.library_item_id where i.kind = 'layout' and i.item_id = 'stat'`,
    );
    expect(row!.checks_started_at).toBeNull();
    // A run still marked long after any try could have expired was lost with its process: asking again starts it afresh.
    const lostAt = new Date(Date.now() - 60 * 60_000).toISOString();
    await server.database.db.execute(
      sql`update library_version v set checks_started_at = ${lostAt} from library_item i where i.id = v.library_item_id and i.kind = 'layout' and i.item_id = 'stat'`,
    );
    const again = await staff.post(`${path}/checklist/run`, {});
    expect(again.status).toBe(202);
    expect(Date.parse(again.body.data.started_at)).toBeGreaterThan(Date.parse(lostAt) + 30 * 60_000);
    await waitFor(
      "the stat layout's checks again",
      async () => (await staff.get(`${path}/checklist`)).body.data,
      (checklist) => !checklist.running,
    );

    expect((await staff.post(`${LIBRARY}/layout/nope/checklist/run`, {})).status).toBe(404);
    expect((await staff.post(`${path}/checklist/run`, { version: 99 })).status).toBe(404);
    expect((await staff.post(`${path}/checklist/run`, { version: "latest" })).status).toBe(400);
    expect((await staff.post(`${path}/checklist/run`, { force: true })).status).toBe(400);
    expect((await user.post(`${path}/checklist/run`, {})).status).toBe(403);
    expect((await new TestClient(server.url).post(`${path}/checklist/run`, {})).status).toBe(401);
  });

  it("ends a run pg-boss gave up on (lost with its process on both tries) with an error, so it no longer shows running", async () => {
    const path = `${LIBRARY}/layout/stat`;
    const [version] = await rows<{ id: string }>(
      sql`update library_version v set checks_started_at = now() from library_item i
          where i.id = v.library_item_id and i.kind = 'layout' and i.item_id = 'stat' and v.version = 1 returning v.id`,
    );
    expect((await staff.get(`${path}/checklist`)).body.data.running).toBe(true);
    // Held back from the worker, then failed for good as an expired last try is.
    const job = {
      kind: "layout",
      itemId: "stat",
      version: 1,
      versionId: version!.id,
      actor: { kind: "staff", id: null, label: null, source: "editor" },
    };
    const id = await server.jobs.send(LIBRARY_CHECKLIST_QUEUE, job, { startAfter: 3600, retryLimit: 0 });
    await server.jobs.fail(LIBRARY_CHECKLIST_QUEUE, id!);
    const ended = await waitFor(
      "the lost run's end",
      async () => (await staff.get(`${path}/checklist`)).body.data,
      (checklist) => !checklist.running,
    );
    expect(ended.error).toMatch(/stopped/);
  });

  it("records the browser's agreement with the server per aspect: passes within the stated bounds, kept across reruns", async () => {
    const path = `${LIBRARY}/layout/promo-card`;
    const comparison = (body: object) => staff.post(`${path}/checklist/browser-comparison`, body);
    const item = (checklist: any, aspect: string) =>
      checklist.items.find((entry: any) => entry.check === "browser_matches_server" && entry.aspect === aspect);

    const far = await comparison({ aspect: "9:16", ...agreeing, over_percent: 12.5, mean_difference: 9 });
    expect(far.status).toBe(200);
    expect(item(far.body.data, "9:16")).toMatchObject({ kind: "automatic", status: "fail", findings: [{ template: "bold" }] });
    expect(item(far.body.data, "9:16").findings[0].message).toMatch(/12\.50 % of pixels differ/);
    const lenient = await comparison({ aspect: "1:1", ...agreeing, threshold: 80 });
    expect(item(lenient.body.data, "1:1").status).toBe("fail");
    const near = await comparison({ aspect: "9:16", ...agreeing });
    expect(item(near.body.data, "9:16").status).toBe("pass");
    expect(near.body.data.browser_comparison["9:16"]).toMatchObject({ over_percent: 0.8, compared_by: `studio-${kind}@staff.test` });

    // A rerun of the server's checks keeps the browser's figures: the version's frames have not changed.
    expect(item(await runChecks(path), "9:16").status).toBe("pass");

    expect((await comparison({ aspect: "3:2", ...agreeing })).status).toBe(400);
    expect((await comparison({ aspect: "9:16", ...agreeing, over_percent: 101 })).status).toBe(400);
    expect((await comparison({ aspect: "9:16", ...agreeing, frames: [] })).status).toBe(400);
    expect((await staff.post(`${LIBRARY}/layout/nope/checklist/browser-comparison`, { aspect: "9:16", ...agreeing })).status).toBe(404);
    expect((await user.post(`${path}/checklist/browser-comparison`, { aspect: "9:16", ...agreeing })).status).toBe(403);
    // Before the server's checks ran there is nothing to agree with.
    expect((await staff.post(`${LIBRARY}/layout`, { id: "unchecked", name: "Unchecked" })).status).toBe(201);
    const early = await staff.post(`${LIBRARY}/layout/unchecked/checklist/browser-comparison`, { aspect: "9:16", ...agreeing });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("checks_not_run");
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
    const notStaff = await staff.request("PUT", `${LIBRARY}/layout/title/owner`, {
      json: { owner_email: `studio-user-${kind}@example.com` },
    });
    expect(notStaff.status).toBe(422);
    expect(notStaff.body.error).toMatchObject({ code: "not_staff", fields: { owner_email: expect.any(String) } });
    const owned = await staff.request("PUT", `${LIBRARY}/layout/title/owner`, { json: { owner_email: `studio-${kind}@staff.test` } });
    expect(owned.body.data.owner_email).toBe(`studio-${kind}@staff.test`);
  });
});
