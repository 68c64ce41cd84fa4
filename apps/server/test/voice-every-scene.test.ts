import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./helpers/http.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";
import { waitFor } from "./helpers/wait-for.ts";

interface SavedScene {
  duration: unknown;
  voiceover?: { text: string; src?: string; voice?: string };
}

// The background voicing's database semantics are tested on both databases in voicing.test.ts;
// here the one action over the built-in basic voice (no service, no key).
describe("voicing every scene of a video at once, with the built-in voice", () => {
  let server: TestServer;
  let owner: TestClient;
  beforeAll(async () => {
    server = await startTestServer("pglite");
    owner = new TestClient(server.url);
    await owner.signUp("voice-every-scene@example.com");
  });
  afterAll(() => server?.destroy());

  it("speaks every scene's script in the background and saves each recording into the video, its planned length kept", async () => {
    const created = await owner.post("/api/v1/content", {
      from: "prompt",
      prompt: "Ember & Oak roasts coffee every morning.\nFree delivery on your first bag.\nOrder fresh today.",
    });
    const { id, document } = created.body.data;
    const planned = (document.scenes as SavedScene[]).map((scene) => scene.duration as number);
    // The basic voice is never put on a video unasked.
    expect((await owner.get(`/api/v1/content/${id}/voicing`)).body.data).toBeNull();

    const asked = await owner.post(`/api/v1/content/${id}/voicing`, {});
    expect(asked.status).toBe(202);
    expect(asked.body.data).toMatchObject({ total: planned.length });
    await waitFor(
      "every scene to be voiced",
      async () => (await owner.get(`/api/v1/content/${id}/voicing`)).body.data,
      (progress) => progress.done === progress.total,
      60_000,
    );
    const saved = (await owner.get(`/api/v1/content/${id}`)).body.data.document;
    const scenes = saved.scenes as SavedScene[];
    expect(scenes.every((scene) => scene.voiceover?.src?.startsWith("asset:"))).toBe(true);
    scenes.forEach((scene, index) => expect(scene.duration).toMatchObject({ follow: "voiceover", min: planned[index] }));

    const again = await owner.post(`/api/v1/content/${id}/voicing`, {});
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe("nothing_to_voice");
  });

  it("answers 404 for someone else's video", async () => {
    const { id } = (await owner.post("/api/v1/content", { from: "prompt", prompt: "Hello there.\nBook a demo today." })).body.data;
    const stranger = new TestClient(server.url);
    await stranger.signUp("voice-every-scene-stranger@example.com");
    expect((await stranger.post(`/api/v1/content/${id}/voicing`, {})).status).toBe(404);
  });
});
