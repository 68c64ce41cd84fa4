import { randomUUID } from "node:crypto";
import type { Content } from "@framewise/scene";
import { sampleContent } from "@framewise/starter";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asActor } from "../src/platform/audit/audit-context.ts";
import { saveContentVersion } from "../src/video-studio/content/content-queries.ts";
import { content, render } from "../src/platform/db/schema.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const DASHBOARD = "/api/v1/staff/templates-dashboard";
/** Two whole ISO weeks: Monday 2 March to Sunday 15 March 2026. */
const RANGE = "from=2026-03-02&to=2026-03-15";
const at = (moment: string) => new Date(`2026-${moment}Z`);

type Item = Record<string, any> & { id: string };
const byId = (items: Item[], id: string) => items.find((item) => item.id === id)!;

describe.each(databaseKinds)("the templates dashboard over HTTP on %s", (kind) => {
  let server: TestServer;
  let staff: TestClient;
  let member: TestClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    member = new TestClient(server.url);
    const user = await member.signUp("maker@example.com");
    staff = new TestClient(server.url);
    await staff.signUp("analyst@staff.test");
    const db = server.database.db;
    await db.execute(sql`update "user" set email_verified = true where email = 'analyst@staff.test'`);

    const video = async (document: Content, createdAt: Date) => {
      const id = randomUUID();
      await db.insert(content).values({ id, userId: user.id, title: document.title, document, source: "template", createdAt });
      return id;
    };
    const switchTo = (id: string, document: Content) =>
      asActor(db, { kind: "user", id: user.id, label: "maker@example.com", source: "editor" }, (tx) =>
        saveContentVersion(tx, id, 1, document),
      );

    // A: made in Bold with a title and a list on 3 March, then switched to Clean (an audited save).
    const a = sampleContent("bold", "9:16", ["title", "list"]);
    const aId = await video(a, at("03-03T09:00:00"));
    await switchTo(aId, { ...a, templateId: "clean" });
    // B: made in Bold on 10 March; its quote scene later became a stat (same template).
    const b = sampleContent("bold", "9:16", ["title", "quote"]);
    const bId = await video(b, at("03-10T09:00:00"));
    await switchTo(bId, { ...b, scenes: b.scenes.map((scene) => (scene.id === "quote" ? { ...scene, layoutId: "stat" } : scene)) });
    // C: made in Clean; D: made in Bold before the range.
    await video(sampleContent("clean", "1:1", ["title"]), at("03-11T09:00:00"));
    await video(sampleContent("bold", "1:1", ["title"]), at("02-20T09:00:00"));

    const snapshot = (document: Content) => ({ content: document, template: { id: document.templateId }, layouts: [] });
    const renderOf = (document: Content, created: string, seconds: number, outcome: Partial<typeof render.$inferInsert>) => ({
      id: randomUUID(),
      userId: user.id,
      document: snapshot(document),
      createdAt: at(created),
      updatedAt: new Date(at(created).getTime() + seconds * 1000),
      ...outcome,
    });
    await db.insert(render).values([
      renderOf(a, "03-03T10:00:00", 20, { status: "done", durationSeconds: 10 }),
      renderOf({ ...a, templateId: "clean" }, "03-04T10:00:00", 5, {
        status: "failed",
        error: "The photo in scene 2 could not be prepared: HTTP 404",
      }),
      renderOf(b, "03-10T10:00:00", 5, { status: "failed", error: "The photo in scene 1 could not be prepared: timed out" }),
      renderOf(b, "03-11T10:00:00", 5, { status: "failed", error: "ffmpeg exited with code 1\nframe=12" }),
      renderOf(b, "03-12T10:00:00", 10, { status: "done", durationSeconds: 30 }),
      renderOf(b, "03-13T10:00:00", 0, { status: "queued" }),
      renderOf(b, "03-20T10:00:00", 5, { status: "failed", error: "after the range" }),
      // A template since removed from the library, rendered from a bare document.
      renderOf({ ...sampleContent("bold", "9:16", ["title"]), templateId: "retired-style" }, "03-14T10:00:00", 5, { status: "failed" }),
    ]);
  });
  afterAll(() => server?.destroy());

  const dashboard = async (query = RANGE) => {
    const response = await staff.get(`${DASHBOARD}?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as { from: string; to: string; weeks: string[]; templates: Item[]; layouts: Item[] };
  };

  it("counts each template's videos, where the switched ones went, its renders, failures by reason and speed", async () => {
    const report = await dashboard();
    expect(report).toMatchObject({ from: "2026-03-02", to: "2026-03-15", weeks: ["2026-03-02", "2026-03-09"] });
    expect(byId(report.templates, "bold")).toEqual({
      id: "bold",
      name: "Bold",
      origin: "starter",
      // A started in Bold and left it; B stayed. D was made before the range.
      videos: 2,
      uses: 2,
      switched_away: 1,
      switch_away_rate: 0.5,
      switched_to: [{ id: "clean", name: "Clean", count: 1 }],
      renders: 5,
      failed_renders: 2,
      failure_rate: 0.4,
      failure_reasons: [
        { reason: "ffmpeg exited with code N", count: 1 },
        { reason: "The photo in scene N could not be prepared", count: 1 },
      ],
      finished_renders: 2,
      // 10 + 30 seconds of video in 20 + 10 seconds from request to finish.
      render_speed: 40 / 30,
      average_render_seconds: 15,
      trend: [
        { week: "2026-03-02", videos: 1, renders: 1, failures: 0 },
        { week: "2026-03-09", videos: 1, renders: 4, failures: 2 },
      ],
    });
    // A counts for Bold (it started there), so Clean has only C; A's render after the switch is Clean's.
    expect(byId(report.templates, "clean")).toMatchObject({
      videos: 1,
      switched_away: 0,
      switch_away_rate: 0,
      switched_to: [],
      renders: 1,
      failed_renders: 1,
      failure_reasons: [{ reason: "The photo in scene N could not be prepared", count: 1 }],
      finished_renders: 0,
      render_speed: null,
      average_render_seconds: null,
    });
    expect(byId(report.templates, "editorial")).toMatchObject({ videos: 0, renders: 0, switch_away_rate: null, failure_rate: null });
  });

  it("lists the library in its order, then a template no longer in it that the range's renders used", async () => {
    const { templates, layouts } = await dashboard();
    expect(templates.map((item) => item.id)).toEqual(["bold", "editorial", "clean", "neon", "retail", "soft", "retired-style"]);
    expect(byId(templates, "retired-style")).toMatchObject({
      name: "retired-style",
      origin: null,
      renders: 1,
      failure_reasons: [{ reason: "No reason recorded", count: 1 }],
    });
    expect(layouts).toHaveLength(9);
  });

  it("counts each layout's videos and scenes, the scenes switched to another layout, and the renders using it", async () => {
    const { layouts } = await dashboard();
    expect(byId(layouts, "title")).toMatchObject({ videos: 3, uses: 3, switched_away: 0, renders: 7, failed_renders: 4 });
    expect(byId(layouts, "list")).toMatchObject({ videos: 1, renders: 2, failed_renders: 1 });
    expect(byId(layouts, "quote")).toMatchObject({
      videos: 1,
      uses: 1,
      switched_away: 1,
      switch_away_rate: 1,
      switched_to: [{ id: "stat", name: "Stat", count: 1 }],
      renders: 4,
      failed_renders: 2,
      trend: [
        { week: "2026-03-02", videos: 0, renders: 0, failures: 0 },
        { week: "2026-03-09", videos: 1, renders: 4, failures: 2 },
      ],
    });
    // B's scene started as a quote: the stat layout made no video.
    expect(byId(layouts, "stat")).toMatchObject({ videos: 0, renders: 0 });
  });

  it("shows the last twelve weeks by default, and one day when asked", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const recent = await dashboard("");
    expect(recent.to).toBe(today);
    expect(Date.parse(recent.to) - Date.parse(recent.from)).toBe(83 * 86_400_000);
    expect(recent.weeks.length).toBeGreaterThanOrEqual(12);
    const oneDay = await dashboard("from=2026-03-10&to=2026-03-10");
    expect(oneDay.weeks).toEqual(["2026-03-09"]);
    expect(byId(oneDay.templates, "bold")).toMatchObject({ videos: 1, renders: 1, failed_renders: 1 });
  });

  it("refuses a malformed, reversed or too wide range, naming the field", async () => {
    const refused = async (query: string) => {
      const response = await staff.get(`${DASHBOARD}?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe("invalid_request");
      return Object.keys(response.body.error.fields);
    };
    expect(await refused("from=yesterday")).toEqual(["from"]);
    expect(await refused("from=2026-03-02T00:00:00Z&to=2026-03-15")).toEqual(["from"]);
    expect(await refused("from=2026-03-15&to=2026-03-02")).toEqual(["to"]);
    expect(await refused("from=2025-01-01&to=2026-03-01")).toEqual(["to"]);
    expect(await refused("from=2001-01-01")).toEqual(["from"]);
    expect(await refused("to=2026-13-01")).toEqual(["to"]);
  });

  it("is for staff only: 401 signed out, 403 for members", async () => {
    expect((await new TestClient(server.url).get(`${DASHBOARD}?${RANGE}`)).status).toBe(401);
    expect((await member.get(`${DASHBOARD}?${RANGE}`)).status).toBe(403);
    expect((await member.get(`${DASHBOARD}?from=nonsense`)).status).toBe(403);
  });
});
