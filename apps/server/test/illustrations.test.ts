import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./helpers/http.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";
import { waitFor } from "./helpers/wait-for.ts";

const BRIEF =
  "Ember & Oak opens a new coffee bar on Main Street. Fresh croissants from our own bakery every morning. " +
  "Rated 4.9 by 2,000 guests. Visit us at 12 Main Street.";

interface PlannedScene {
  layoutId: string;
  slots: Record<string, { text?: string; src?: string; fit?: string }>;
}

// Keeping an illustration touches the database only as an upload does: PGlite is enough.
describe("illustrations in planned videos", () => {
  let server: TestServer;
  let owner: TestClient;
  beforeAll(async () => {
    server = await startTestServer("pglite");
    owner = new TestClient(server.url);
    await owner.signUp("illustrations@example.com");
  });
  afterAll(() => server?.destroy());

  const assetOf = (client: TestClient, src: string) => client.get(`/api/v1/assets/${src.slice("asset:".length)}`);

  it("puts a picture chosen by its words in every scene that has a place for one, as an ordinary image of the library", async () => {
    const planned = await owner.post("/api/v1/content", { from: "prompt", prompt: BRIEF });
    expect(planned.status).toBe(201);
    // A café's brief with no tone and no template gets the café look.
    expect(planned.body.data.document.templateId).toBe("soft");
    const scenes = planned.body.data.document.scenes as PlannedScene[];
    const pictured = scenes.filter((scene) => scene.layoutId === "title" || scene.layoutId === "stat");
    expect(pictured.length).toBeGreaterThanOrEqual(2);
    for (const scene of pictured)
      expect(scene.slots.picture).toEqual({ src: expect.stringMatching(/^asset:[0-9a-f-]{36}$/), fit: "contain" });
    const sources = pictured.map((scene) => scene.slots.picture!.src!);
    expect(new Set(sources).size).toBe(sources.length);

    const first = await waitFor(
      "the first illustration to be processed",
      async () => (await assetOf(owner, sources[0]!)).body.data,
      (asset) => asset.status !== "processing",
    );
    expect(first).toMatchObject({ kind: "image", status: "ready", mime_type: "image/svg+xml", width: 1024, height: 1024 });
    expect(first.tags).toEqual(["illustration", expect.stringMatching(/^illustration-1-hot-beverage-[0-9a-f]{6}-[0-9a-f]{6}$/)]);
    expect(first.name).toBe("Illustration – hot beverage.svg");
  });

  it("keeps each picture once per person and colours, and never hands one person another's file", async () => {
    const again = await owner.post("/api/v1/content", { from: "prompt", prompt: BRIEF });
    const firstPicture = (document: { scenes: PlannedScene[] }) =>
      document.scenes.find((scene) => scene.slots.picture)!.slots.picture!.src!;
    const before = await owner.get("/api/v1/assets?tag=illustration&limit=100");
    const mine = firstPicture(again.body.data.document);
    expect(before.body.data.map((asset: { id: string }) => `asset:${asset.id}`)).toContain(mine);
    const third = await owner.post("/api/v1/content", { from: "prompt", prompt: BRIEF });
    expect(firstPicture(third.body.data.document)).toBe(mine);
    expect((await owner.get("/api/v1/assets?tag=illustration&limit=100")).body.data.length).toBe(before.body.data.length);

    const other = new TestClient(server.url);
    await other.signUp("illustrations-other@example.com");
    const theirs = await other.post("/api/v1/content", { from: "prompt", prompt: BRIEF });
    expect(firstPicture(theirs.body.data.document)).not.toBe(mine);
    expect((await assetOf(other, mine)).status).toBe(404);
  });

  it("draws the picture in the video's colours", async () => {
    const planned = await owner.post("/api/v1/content", { from: "prompt", prompt: BRIEF, templateId: "neon" });
    expect(planned.status).toBe(201);
    const scene = (planned.body.data.document.scenes as PlannedScene[]).find((each) => each.slots.picture)!;
    const asset = (await assetOf(owner, scene.slots.picture!.src!)).body.data;
    expect(asset.tags[1]).toMatch(/-00e5ff-ff2bd6$/);
  });
});
