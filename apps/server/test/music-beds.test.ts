import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBER_AND_OAK } from "../src/video-studio/planner/brief/issue-brief.ts";
import { TestClient } from "./helpers/http.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";
import { waitFor } from "./helpers/wait-for.ts";

// Composing music touches the database only to keep a file, as any upload: PGlite is enough.
describe("music beds composed on the server", () => {
  let server: TestServer;
  let owner: TestClient;
  beforeAll(async () => {
    server = await startTestServer("pglite");
    owner = new TestClient(server.url);
    await owner.signUp("music-beds@example.com");
  });
  afterAll(() => server?.destroy());

  const processed = (client: TestClient, src: string) =>
    waitFor(
      "the music bed to be processed",
      async () => (await client.get(`/api/v1/assets/${src.slice("asset:".length)}`)).body.data,
      (asset) => asset.status !== "processing",
    );

  it("composes a mood's music exactly as long as asked, keeps it in the library, and answers the kept one again", async () => {
    const made = await owner.post("/api/v1/music-beds", { mood: "upbeat", seconds: 12 });
    expect(made.status).toBe(201);
    expect(made.body.data).toEqual({
      src: expect.stringMatching(/^asset:[0-9a-f-]{36}$/),
      mood: "upbeat",
      seconds: 12,
      tempo: 120,
      beatSeconds: 0.5,
    });
    const asset = await processed(owner, made.body.data.src);
    expect(asset).toMatchObject({
      kind: "audio",
      status: "ready",
      mime_type: "audio/mp4",
      audio_codec: "aac",
      tags: ["music", "music-1-upbeat-12000"],
    });
    expect(asset.duration_seconds).toBeCloseTo(12, 1);

    const again = await owner.post("/api/v1/music-beds", { mood: "upbeat", seconds: 12 });
    expect(again.body.data.src).toBe(made.body.data.src);
    const calm = await owner.post("/api/v1/music-beds", { mood: "calm", seconds: 12 });
    expect(calm.body.data.src).not.toBe(made.body.data.src);
    // Another person's same music is their own asset: nobody is handed someone else's file.
    const other = new TestClient(server.url);
    await other.signUp("music-beds-other@example.com");
    const theirs = await other.post("/api/v1/music-beds", { mood: "upbeat", seconds: 12 });
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.src).not.toBe(made.body.data.src);
    expect((await other.get(`/api/v1/assets/${made.body.data.src.slice("asset:".length)}`)).status).toBe(404);
  });

  it("refuses a mood it does not know, a length out of range and a stranger", async () => {
    const unknown = await owner.post("/api/v1/music-beds", { mood: "sad", seconds: 10 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: "invalid_request", fields: { mood: expect.any(String) } });
    const tooLong = await owner.post("/api/v1/music-beds", { mood: "calm", seconds: 601 });
    expect(tooLong.body.error).toMatchObject({ code: "invalid_request", fields: { seconds: expect.any(String) } });
    expect((await new TestClient(server.url).post("/api/v1/music-beds", { mood: "calm", seconds: 10 })).status).toBe(401);
  });

  it("gives a planned video music for its brief's mood, as long as the video, with every cut on a beat", async () => {
    const planned = await owner.post("/api/v1/content", { from: "prompt", prompt: EMBER_AND_OAK });
    expect(planned.status).toBe(201);
    const document = planned.body.data.document;
    expect(document.opening).toBe("composed");
    expect(document.soundtrack).toEqual({
      src: expect.stringMatching(/^asset:/),
      volume: 0.6,
      fadeIn: 0,
      fadeOut: 1,
      duckUnderVoice: true,
    });
    const durations = (document.scenes as { duration: number }[]).map((scene) => scene.duration);
    const length = durations.reduce((sum, each) => sum + each, 0);
    const asset = await processed(owner, document.soundtrack.src);
    expect(asset.tags).toEqual(["music", expect.stringMatching(/^music-1-calm-/)]);
    expect(asset.duration_seconds).toBeCloseTo(length, 1);
    // The calm mood's tempo, fitted to the length: every cut is a whole number of beats in.
    const beat = (await owner.post("/api/v1/music-beds", { mood: "calm", seconds: length })).body.data.beatSeconds;
    let cut = 0;
    for (const duration of durations) {
      cut += duration;
      expect(Math.abs(cut / beat - Math.round(cut / beat))).toBeLessThan(0.01);
    }
  });
});
