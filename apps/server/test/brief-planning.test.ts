import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBER_AND_OAK } from "../src/video-studio/planner/brief/issue-brief.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const YOUTUBE = "Create a one-minute YouTube explainer about Ledgerly. Invoices in 2 clicks. Tone: professional.";

describe.each(databaseKinds)("a prompt read as a brief over HTTP on %s", (kind) => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    client = new TestClient(server.url);
    await client.signUp(`brief-${kind}@example.com`);
  });
  afterAll(() => server?.destroy());

  it("takes the aspect ratio from the platform and the template from the tone when the user left them to the brief", async () => {
    const youtube = await client.post("/api/v1/content", { from: "prompt", prompt: YOUTUBE });
    expect(youtube.status).toBe(201);
    expect(youtube.body.data).toMatchObject({ title: "Ledgerly", aspect_ratio: "16:9", template_id: "clean" });

    const ember = await client.post("/api/v1/content", { from: "prompt", prompt: EMBER_AND_OAK });
    expect(ember.body.data).toMatchObject({ title: "Ember & Oak", aspect_ratio: "9:16", template_id: "soft" });
    const scenes = ember.body.data.document.scenes as { layoutId: string; duration: number; slots: Record<string, { text?: string }> }[];
    expect(scenes.at(-1)).toMatchObject({
      layoutId: "call-to-action",
      slots: { button: { text: "Order fresh" }, link: { text: "emberandoak.co.uk" } },
    });
    expect(scenes.reduce((sum, scene) => sum + scene.duration, 0)).toBeCloseTo(30, 0);
  });

  it("keeps what the user chose over what the brief names", async () => {
    const chosen = await client.post("/api/v1/content", { from: "prompt", prompt: YOUTUBE, aspectRatio: "1:1", templateId: "neon" });
    expect(chosen.body.data).toMatchObject({ aspect_ratio: "1:1", template_id: "neon" });
    // A brief without platform or tone: 9:16 and the library's first template, as before.
    const plain = await client.post("/api/v1/content", { from: "prompt", prompt: "Hello there.\nBook a demo today." });
    expect(plain.body.data).toMatchObject({ aspect_ratio: "9:16", template_id: "bold" });
  });
});
