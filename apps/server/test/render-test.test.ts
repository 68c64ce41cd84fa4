import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadImage } from "@napi-rs/canvas";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const API = "/api/v1/staff/render-test";
const library = (layoutId = "title", aspectRatio = "9:16") => ({
  kind: "library",
  template_id: "clean",
  layout_id: layoutId,
  aspect_ratio: aspectRatio,
});

describe.each(databaseKinds)("the render test bench over HTTP on %s", (kind) => {
  let server: TestServer;
  let staff: TestClient;
  let member: TestClient;
  let casesDir: string;

  beforeAll(async () => {
    casesDir = await mkdtemp(path.join(tmpdir(), "framewise-cases-"));
    server = await startTestServer(kind, { RENDER_REGRESSION_DIR: casesDir });
    member = new TestClient(server.url);
    await member.signUp("member@example.com");
    staff = new TestClient(server.url);
    await staff.signUp("bench@staff.test");
    await server.database.db.execute(sql`update "user" set email_verified = true where email = 'bench@staff.test'`);
  });
  afterAll(async () => {
    await server?.destroy();
    await rm(casesDir, { recursive: true, force: true });
  });

  const plan = (body: unknown) => staff.post(`${API}/plan`, body);

  it("is staff-only: 401 signed out, 403 for a member", async () => {
    const body = { source: library(), range: { from: 0, to: 0 }, width: 270 };
    expect((await new TestClient(server.url).post(`${API}/plan`, body)).status).toBe(401);
    expect((await member.post(`${API}/plan`, body)).status).toBe(403);
    expect((await member.post(`${API}/frame`, { source: library(), frame: 0, width: 270 })).status).toBe(403);
    expect((await member.get(`${API}/samples/photo.png`)).status).toBe(403);
  });

  it("plans a library layout with the starter samples: the frames, their size and where the browser loads each medium", async () => {
    const response = await plan({ source: library("headline-image"), range: { from: 0, to: 100, step: 25 }, width: 270 });
    expect(response.status).toBe(200);
    const planned = response.body.data;
    expect(planned).toMatchObject({ frames: [0, 25, 50, 75, 100], width: 270, height: 480, fps: 30, total_frames: 120 });
    expect(planned.media_urls).toEqual({ "asset:sample-photo": `${API}/samples/photo.png` });
    expect(planned.document.content.scenes[0].slots.headline.text).toBe("Sunrise over the ridge");
  });

  it("draws a frame on the server as a PNG of the asked size, clips included", async () => {
    for (const layoutId of ["title", "captions-video"]) {
      const response = await fetch(`${server.url}${API}/frame`, {
        method: "POST",
        headers: { ...staff.cookieHeader(), origin: server.url, "content-type": "application/json" },
        body: JSON.stringify({ source: library(layoutId, "1:1"), frame: 40, width: 200 }),
      });
      expect(response.status, layoutId).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      const image = await loadImage(Buffer.from(await response.arrayBuffer()));
      expect([image.width, image.height]).toEqual([200, 200]);
    }
    const sample = await staff.get(`${API}/samples/clip.mp4`, { range: "bytes=0-99" });
    expect(sample.status).toBe(206);
  });

  it("answers a pasted document's problems at their JSON paths", async () => {
    const response = await plan({
      source: { kind: "json", document: { content: { version: 1, scenes: [{ layoutId: "nope" }] }, template: {}, layouts: [{}] } },
      range: { from: 0, to: 0 },
      width: 270,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("invalid_document");
    expect(Object.keys(response.body.error.fields)).toEqual(
      expect.arrayContaining(["/source/document/content/scenes/0/layoutId", "/source/document/template/id"]),
    );
  });

  it("refuses past the caps: frames, size and body", async () => {
    const tooMany = await plan({ source: library(), range: { from: 0, to: 119, step: 1 }, width: 270 });
    expect([tooMany.status, tooMany.body.error.fields]).toEqual([400, { "/range/step": expect.stringContaining("at most 60") }]);
    const tooTall = await plan({ source: library(), range: { from: 0, to: 0 }, width: 1200 });
    expect([tooTall.status, Object.keys(tooTall.body.error.fields)]).toEqual([400, ["/width"]]);
    expect((await plan({ source: library(), range: { from: 0, to: 0 }, width: 4000 })).status).toBe(400);
    expect((await plan({ source: library(), range: { from: 0, to: 500 }, width: 270 })).status).toBe(400);
    expect((await staff.post(`${API}/frame`, { source: library(), frame: 500, width: 270 })).status).toBe(400);
    const huge = await plan({ source: { kind: "json", document: { pad: "x".repeat(1_200_000) } }, range: { from: 0, to: 0 }, width: 270 });
    expect(huge.status).toBe(413);
  });

  it("answers 404 for a missing video, template or layout", async () => {
    const missing = await plan({
      source: { kind: "content", content_id: "00000000-0000-4000-8000-000000000000" },
      range: { from: 0, to: 0 },
      width: 270,
    });
    expect(missing.status).toBe(404);
    expect((await plan({ source: { ...library(), layout_id: "no-such-layout" }, range: { from: 0, to: 0 }, width: 270 })).status).toBe(404);
    expect((await staff.get(`${API}/assets/00000000-0000-4000-8000-000000000000/file`)).status).toBe(404);
  });

  it("finds and plans any user's video", async () => {
    const created = await member.post("/api/v1/content", {
      from: "prompt",
      prompt: "Bench test: three habits of fast teams.",
      aspectRatio: "1:1",
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const found = await staff.get(`${API}/videos?q=${id}`);
    expect(found.body.data).toEqual([expect.objectContaining({ id, owner_email: "member@example.com" })]);
    const response = await plan({ source: { kind: "content", content_id: id }, range: { from: 0, to: 0 }, width: 300 });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ width: 300, height: 300 });
  });

  it("saves a regression case with a margin over what was measured, and never overwrites one", async () => {
    const body = {
      name: "clean-title",
      source: library(),
      width: 270,
      frames: [0, 30],
      threshold: 24,
      measured: { max_over_percent: 0.4, max_mean_difference: 0.3 },
    };
    const saved = await staff.post(`${API}/cases`, body);
    expect(saved.status).toBe(201);
    expect(saved.body.data.allowance).toEqual({ max_over_percent: 0.7, max_mean_difference: 0.7 });
    const file = JSON.parse(await readFile(path.join(casesDir, "clean-title.json"), "utf8"));
    expect(file).toEqual(saved.body.data);
    expect((await staff.post(`${API}/cases`, body)).status).toBe(409);
    expect((await staff.post(`${API}/cases`, { ...body, name: "../escape" })).status).toBe(400);
    const list = await staff.get(`${API}/cases`);
    expect(list.body.data.saving).toEqual({ enabled: true, folder: path.basename(casesDir), reason: null });
    expect(list.body.data.cases).toEqual([expect.objectContaining({ name: "clean-title", source_kind: "library", frame_count: 2 })]);
    expect((await staff.get(`${API}/cases/clean-title`)).body.data).toEqual(saved.body.data);
    expect((await staff.get(`${API}/cases/no-such-case`)).status).toBe(404);
  });
});

describe("the render test bench without a regression folder", () => {
  let server: TestServer;
  let staff: TestClient;

  beforeAll(async () => {
    server = await startTestServer("pglite", { RENDER_REGRESSION_DIR: "none" });
    staff = new TestClient(server.url);
    await staff.signUp("bench@staff.test");
    await server.database.db.execute(sql`update "user" set email_verified = true where email = 'bench@staff.test'`);
  });
  afterAll(() => server?.destroy());

  it("says saving is off and why, and refuses to save", async () => {
    const list = await staff.get(`${API}/cases`);
    expect(list.body.data.saving).toEqual({ enabled: false, folder: null, reason: expect.stringContaining("RENDER_REGRESSION_DIR") });
    const saved = await staff.post(`${API}/cases`, {
      name: "off",
      source: library(),
      width: 270,
      frames: [0],
      threshold: 24,
      measured: { max_over_percent: 0, max_mean_difference: 0 },
    });
    expect([saved.status, saved.body.error.code]).toEqual([409, "regression_dir_unset"]);
  });
});
