import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_API_PREFIX } from "../src/http/routes/operations/staff-routes.ts";
import { signInStaff } from "./helpers/clients.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const BOLD = `${STAFF_API_PREFIX}/library/template/bold`;
const NEW_BACKGROUND = "#123456";

describe.each(databaseKinds)("a video keeps its library versions until its owner updates, on %s", (kind) => {
  let server: TestServer;
  let staff: TestClient;
  let owner: TestClient;
  let contentId: string;
  let oldBackground: string;

  /** Staff publish a version 2 of the `bold` template with another background colour (overriding the checklist). */
  const publishNewBold = async () => {
    const current = (await staff.get(BOLD)).body.data;
    oldBackground = current.definition.palette.background;
    const definition = { ...current.definition, palette: { ...current.definition.palette, background: NEW_BACKGROUND } };
    expect((await staff.post(`${BOLD}/versions`, { definition, note: "Darker" })).status).toBe(201);
    expect((await staff.post(`${BOLD}/stage`, { to: "in_review" })).status).toBe(200);
    expect((await staff.post(`${BOLD}/stage`, { to: "published", override: "Colour change only" })).status).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    staff = await signInStaff(server, `pins-${kind}@staff.test`);
    owner = new TestClient(server.url);
    await owner.signUp(`pins-owner-${kind}@example.com`);
    const created = await owner.post("/api/v1/content", { from: "template", templateId: "bold", aspectRatio: "9:16" });
    expect(created.status).toBe(201);
    contentId = created.body.data.id;
  });
  afterAll(() => server?.destroy());

  it("pins a new video to the versions published when it was made", async () => {
    const library = await owner.get(`/api/v1/content/${contentId}/library`);
    expect(library.status).toBe(200);
    expect(library.body.data.pins.template).toEqual({ bold: 1 });
    expect(Object.values(library.body.data.pins.layout).every((version) => version === 1)).toBe(true);
    expect(library.body.data.layouts.length).toBe(Object.keys(library.body.data.pins.layout).length);
    expect(library.body.data.updates).toEqual([]);
  });

  it("draws and renders the pinned version after a new one is published, and says what changed", async () => {
    await publishNewBold();
    const library = (await owner.get(`/api/v1/content/${contentId}/library`)).body.data;
    expect(library.template.palette.background).toBe(oldBackground);
    expect(library.updates).toEqual([
      expect.objectContaining({
        kind: "template",
        id: "bold",
        pinned_version: 1,
        published_version: 2,
        changes: [{ path: "/palette/background", kind: "changed", before: oldBackground, after: NEW_BACKGROUND }],
      }),
    ]);

    // A save keeps the pins (the video is still made with version 1), and so does its render.
    const detail = (await owner.get(`/api/v1/content/${contentId}`)).body.data;
    const saved = await owner.request("PUT", `/api/v1/content/${contentId}`, {
      json: {
        version: detail.version,
        document: { ...detail.document, title: "Renamed" },
      },
    });
    expect(saved.status).toBe(200);
    const render = await owner.post(`/api/v1/content/${contentId}/renders`, { scale: 0.25 });
    expect(render.status).toBe(202);
    const [snapshot] = (
      await server.database.db.execute(
        sql`select document -> 'template' -> 'palette' ->> 'background' as background from render where id = ${render.body.data.id}`,
      )
    ).rows as { background: string }[];
    expect(snapshot!.background).toBe(oldBackground);

    // A new video takes what is published now.
    const fresh = await owner.post("/api/v1/content", { from: "template", templateId: "bold", aspectRatio: "1:1" });
    expect((await owner.get(`/api/v1/content/${fresh.body.data.id}/library`)).body.data.pins.template).toEqual({ bold: 2 });
  });

  it("moves to the published version when the owner chooses, recorded in the audit trail", async () => {
    const updated = await owner.post(`/api/v1/content/${contentId}/library/update`, { items: [{ kind: "template", id: "bold" }] });
    expect(updated.status).toBe(200);
    expect(updated.body.data.pins.template).toEqual({ bold: 2 });
    expect(updated.body.data.template.palette.background).toBe(NEW_BACKGROUND);
    expect(updated.body.data.updates).toEqual([]);
    const [entry] = (
      await server.database.db.execute(
        sql`select after from audit_log where entity = 'content' and entity_id = ${contentId} and action = 'update' order by id desc limit 1`,
      )
    ).rows as { after: Record<string, unknown> }[];
    expect(Object.keys(entry!.after)).toEqual(["library_pins"]);
  });

  it("pins a layout a save newly uses to its published version and forgets one it no longer uses", async () => {
    const pinsOf = async () => (await owner.get(`/api/v1/content/${contentId}/library`)).body.data.pins;
    const save = async (scenes: unknown[]) => {
      const detail = (await owner.get(`/api/v1/content/${contentId}`)).body.data;
      const saved = await owner.request("PUT", `/api/v1/content/${contentId}`, {
        json: { version: detail.version, document: { ...detail.document, scenes } },
      });
      expect(saved.status).toBe(200);
      return detail.document.scenes as { layoutId: string }[];
    };
    const scenes = await save((await owner.get(`/api/v1/content/${contentId}`)).body.data.document.scenes);
    const [first, other] = [scenes[0]!, scenes.find((scene) => scene.layoutId !== scenes[0]!.layoutId)!];
    expect(other).toBeDefined();
    const before = await pinsOf();

    await save([first]);
    expect(await pinsOf()).toEqual({ template: before.template, layout: { [first.layoutId]: before.layout[first.layoutId] } });
    await save([first, other]);
    expect((await pinsOf()).layout).toEqual({ [first.layoutId]: 1, [other.layoutId]: 1 });
  });

  it("is the owner's alone: 404 for another account and for a missing video, 400 for bad input, 401 signed out", async () => {
    const stranger = new TestClient(server.url);
    await stranger.signUp(`pins-stranger-${kind}@example.com`);
    expect((await stranger.get(`/api/v1/content/${contentId}/library`)).status).toBe(404);
    expect((await stranger.post(`/api/v1/content/${contentId}/library/update`, {})).status).toBe(404);
    expect((await owner.get(`/api/v1/content/00000000-0000-4000-8000-000000000000/library`)).status).toBe(404);
    const bad = await owner.post(`/api/v1/content/${contentId}/library/update`, { items: [{ kind: "palette", id: "x" }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBeTruthy();
    expect((await new TestClient(server.url).get(`/api/v1/content/${contentId}/library`)).status).toBe(401);
  });
});
