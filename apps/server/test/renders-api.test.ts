import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderBundleJson } from "./fixtures/render-bundle.ts";
import { TestClient } from "./helpers/http.ts";
import { watch } from "./helpers/render-events.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const longBundle = () => {
  const bundle = renderBundleJson();
  bundle.content.scenes.forEach((scene) => (scene.duration = 30));
  return bundle;
};

describe.each(databaseKinds)("render jobs over HTTP on %s", (kind) => {
  let server: TestServer;
  let owner: TestClient;
  let stranger: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = new TestClient(server.url);
    await owner.signUp(`owner-${kind}@example.com`);
    stranger = new TestClient(server.url);
    await stranger.signUp(`stranger-${kind}@example.com`);
  });
  afterAll(() => server?.destroy());

  it("refuses an invalid document with every problem's path, and signed-out callers", async () => {
    const bundle = renderBundleJson() as any;
    bundle.content.scenes[1].duration = 0;
    bundle.content.scenes[0].layoutId = "missing";
    const response = await owner.post("/api/v1/renders", { ...bundle, scale: 0.25 });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("invalid_document");
    expect(Object.keys(response.body.error.fields)).toEqual(
      expect.arrayContaining(["/content/scenes/1/duration", "/content/scenes/0/layoutId"]),
    );
    expect((await new TestClient(server.url).post("/api/v1/renders", renderBundleJson())).status).toBe(401);
  });

  it("renders as a job, streams progress (a few events a second) until done, and serves the MP4 and poster to the owner", async () => {
    // Long enough to render for a few seconds even on a fast machine (20 s of video took 0.75 s
    // here), so several throttled progress events go out.
    const bundle = renderBundleJson();
    bundle.content.scenes.forEach((scene) => (scene.duration = 30));
    const queued = await owner.post("/api/v1/renders", { ...bundle, scale: 0.25 });
    expect(queued.status).toBe(202);
    const { id } = queued.body.data;
    const arrivals: number[] = [];
    const events = await watch(
      owner,
      id,
      (event) => event.status === "rendering" && event.progress > 0 && arrivals.push(performance.now()),
    );
    expect(events.at(-1)).toMatchObject({ status: "done", progress: 1 });
    const running = events.filter((e) => e.status === "rendering" && e.progress > 0);
    expect(running.length).toBeGreaterThan(2);
    // Throttled (each is a NOTIFY to every process): at most about four a second, not one per frame.
    expect(running.length).toBeLessThanOrEqual(Math.ceil((arrivals.at(-1)! - arrivals[0]!) / 250) + 2);
    expect(running.every((e, i) => i === 0 || e.progress >= running[i - 1].progress)).toBe(true);
    expect(running.at(-1).frames_per_second).toBeGreaterThan(0);
    // Time left is said once half a second of drawing has measured the speed, then falls as the frames go by.
    const estimated = running.filter((e) => e.seconds_left !== null);
    expect(estimated.length).toBeGreaterThan(1);
    expect(estimated[0].seconds_left).toBeGreaterThan(estimated.at(-1).seconds_left);
    expect(estimated.at(-1).seconds_left).toBeGreaterThanOrEqual(0);

    const done = await owner.get(`/api/v1/renders/${id}`);
    expect(done.body.data).toMatchObject({
      status: "done",
      width: 270,
      height: 480,
      duration_seconds: 60,
      video_url: `/api/v1/renders/${id}/video`,
    });
    const video = await owner.get(`/api/v1/renders/${id}/video`);
    expect(video.status).toBe(200);
    expect(video.headers.get("content-type")).toBe("video/mp4");
    const partial = await owner.get(`/api/v1/renders/${id}/video`, { range: "bytes=0-99" });
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-range")).toMatch(/^bytes 0-99\//);
    expect((await owner.get(`/api/v1/renders/${id}/poster`)).headers.get("content-type")).toBe("image/jpeg");
  });

  it("answers another user's render with 404 on every route", async () => {
    const { id } = (await owner.post("/api/v1/renders", { ...renderBundleJson(), scale: 0.25 })).body.data;
    await watch(owner, id);
    for (const [method, route] of [
      ["GET", ""],
      ["GET", "/events"],
      ["GET", "/video"],
      ["GET", "/poster"],
      ["POST", "/cancel"],
    ] as const) {
      const response = await stranger.request(method, `/api/v1/renders/${id}${route}`);
      expect(response.status, `${method} ${route}`).toBe(404);
    }
    expect((await stranger.get("/api/v1/renders/no-such-render")).status).toBe(404);
  });

  it("cancels a running render, leaving no video behind", async () => {
    const { id } = (await owner.post("/api/v1/renders", { ...longBundle(), scale: 0.5 })).body.data;
    let cancelled = false;
    const events = await watch(owner, id, (event) => {
      if (!cancelled && event.status === "rendering" && event.progress > 0.02) {
        cancelled = true;
        void owner.post(`/api/v1/renders/${id}/cancel`);
      }
    });
    expect(events.at(-1).status).toBe("cancelled");
    expect(events.at(-1).progress).toBeLessThan(1);
    await expect
      .poll(
        async () => (await readdir(path.join(server.dataDir, "renders"))).filter((name) => name.startsWith(id) && name.includes(".mp4")),
        { timeout: 10_000 },
      )
      .toEqual([]);
    expect((await owner.get(`/api/v1/renders/${id}`)).body.data.status).toBe("cancelled");
    expect((await owner.post(`/api/v1/renders/${id}/cancel`)).status).toBe(409);
  });
});
