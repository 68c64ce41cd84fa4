import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { llmCall } from "../src/platform/db/schema.ts";
import { startFakeOpenAi, type ChatRequest, type FakeOpenAi } from "@framewise/test-support/fake-openai";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const PROMPT = "Trail Runner 2 grips wet rock.\nOrder yours today.";

/** A storyboard as a good model would write it for the clean template in 9:16. */
const goodPlan = (overrides: { layoutId?: string; headline?: string; image?: string } = {}) => ({
  version: 1,
  title: "Trail Runner 2",
  aspectRatio: "9:16",
  templateId: "clean",
  scenes: [
    {
      id: "scene-1",
      layoutId: overrides.layoutId ?? "title",
      slots: {
        headline: { text: overrides.headline ?? "Grip on wet rock" },
        ...(overrides.image ? { image: { src: overrides.image } } : {}),
      },
      duration: 3,
      voiceover: { text: "Meet Trail Runner 2." },
    },
    {
      id: "scene-2",
      layoutId: "call-to-action",
      slots: { headline: { text: "Run further" }, button: { text: "Order yours" } },
      duration: 3,
    },
  ],
});

interface PictureShop {
  url: string;
  /** The paths fetched from the shop, in order. */
  served: string[];
  close(): Promise<void>;
}

/** A shop on loopback with one real PNG, counting what the server fetches from it. */
async function startPictureShop(): Promise<PictureShop> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer();
  const served: string[] = [];
  const server = createServer((request, response) => {
    served.push(request.url ?? "");
    if (request.url === "/shoe.png") response.writeHead(200, { "content-type": "image/png" }).end(png);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseKinds)("the language model planner over HTTP on %s", (kind) => {
  let llm: FakeOpenAi;
  let server: TestServer;
  let client: TestClient;
  let shop: PictureShop;
  beforeAll(async () => {
    llm = await startFakeOpenAi();
    shop = await startPictureShop();
    server = await startTestServer(kind, {
      LLM_PROVIDER: "openai-compatible",
      LLM_MODEL: "fake-planner",
      LLM_BASE_URL: llm.url,
      TEST_ALLOW_LOOPBACK_FETCH: "true",
    });
    client = new TestClient(server.url);
    await client.signUp(`llm-${kind}@example.com`);
  });
  afterAll(async () => {
    await server?.destroy();
    await llm?.close();
    await shop?.close();
  });
  beforeEach(async () => {
    llm.requests.length = 0;
    await server.database.db.delete(llmCall);
  });
  const calls = () => server.database.db.select().from(llmCall).orderBy(asc(llmCall.createdAt));
  const plan = (body: Record<string, unknown>) => client.post("/api/v1/content", { aspectRatio: "9:16", templateId: "clean", ...body });

  it("says which model plans, to signed-in users only", async () => {
    expect((await client.get("/api/v1/planner")).body.data).toEqual({ kind: "llm", provider: "openai-compatible", model: "fake-planner" });
    expect((await new TestClient(server.url).get("/api/v1/planner")).status).toBe(401);
  });

  it("asks for one forced tool call whose parameters are the document's JSON Schema, and keeps a valid answer", async () => {
    llm.answer({ toolCall: { name: "create_storyboard", arguments: goodPlan() } });
    const created = await plan({ from: "prompt", prompt: PROMPT });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ planner: "llm", title: "Trail Runner 2", scene_count: 2 });
    expect(created.body.data.document.scenes[0]).toMatchObject({ layoutId: "title", slots: { headline: { text: "Grip on wet rock" } } });

    const [request] = llm.requests;
    expect(request!.model).toBe("fake-planner");
    expect(request!.tools!.map((each) => each.function.name)).toEqual(["create_storyboard"]);
    expect(request!.tools![0]!.function.parameters).toMatchObject({ type: "object", properties: { scenes: { type: "array" } } });
    expect(request!.tool_choice).toEqual({ type: "function", function: { name: "create_storyboard" } });
    const [system, user] = request!.messages;
    expect(system!.content).toContain('templateId "clean"');
    expect(system!.content).toContain('- "call-to-action"');
    // Without pictures, layouts that need one are not offered.
    expect(system!.content).not.toContain('- "headline-image"');
    expect(user!.content).toContain(PROMPT);

    expect(await calls()).toMatchObject([
      {
        purpose: "plan",
        provider: "openai-compatible",
        model: "fake-planner",
        tool: "create_storyboard",
        success: true,
        inputTokens: 1001,
        outputTokens: 201,
        error: null,
        source: "planner",
        modelId: "fake-planner",
        attempt: 0,
        fallback: false,
        // A first-time success keeps no request or answer: only what is drilled into is kept.
        request: null,
        response: null,
      },
    ]);
  });

  it("sends an invalid answer back with its problems at their JSON paths, and keeps the repair", async () => {
    llm.answer(
      { toolCall: { name: "create_storyboard", arguments: goodPlan({ layoutId: "no-such-layout" }) } },
      { toolCall: { name: "create_storyboard", arguments: goodPlan({ headline: "Repaired" }) } },
    );
    const created = await plan({ from: "prompt", prompt: PROMPT });
    expect(created.body.data).toMatchObject({ planner: "llm" });
    expect(created.body.data.document.scenes[0].slots.headline.text).toBe("Repaired");
    const repair = llm.requests[1]!.messages.at(-1)!;
    expect(repair.role).toBe("tool");
    expect(repair.tool_call_id).toBe(llm.requests[1]!.messages.at(-2)!.tool_calls![0]!.id);
    expect(String(repair.content)).toContain("/scenes/0/layoutId: must be one of title,");
    const [invalid, repaired] = await calls();
    expect([invalid!.success, repaired!.success]).toEqual([false, true]);
    expect(invalid!.error).toContain("/scenes/0/layoutId");
    expect(invalid!.problems).toContainEqual({ path: "/scenes/0/layoutId", message: expect.stringContaining("must be one of") });
    expect(invalid!.response!.tool_calls[0]).toMatchObject({ name: "create_storyboard", input: { title: "Trail Runner 2" } });
    expect(invalid!.request!.messages[0]).toMatchObject({ role: "system" });
    expect(repaired).toMatchObject({ attempt: 1, runId: invalid!.runId, fallback: false });
    expect(repaired!.request!.messages.length).toBeGreaterThan(invalid!.request!.messages.length);
  });

  it("falls back to the text planner after three invalid answers, each recorded", async () => {
    const tooLong = goodPlan({ headline: "x".repeat(200) });
    llm.answer(...Array.from({ length: 3 }, () => ({ toolCall: { name: "create_storyboard", arguments: tooLong } })));
    const created = await plan({ from: "prompt", prompt: PROMPT });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ planner: "text", title: "Trail Runner 2 grips wet rock" });
    expect(llm.requests).toHaveLength(3);
    const recorded = await calls();
    expect(recorded.map((call) => call.success)).toEqual([false, false, false]);
    expect(recorded[2]!.error).toContain("/scenes/0/slots/headline/text: must be at most");
    // The last call is the one after which the planner fell back.
    expect(recorded.map((call) => [call.attempt, call.fallback])).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ]);
  });

  it("falls back at once when the model's server refuses, and records why", async () => {
    llm.answer({ status: 401, error: "Incorrect API key provided" });
    const created = await plan({ from: "prompt", prompt: PROMPT });
    expect(created.body.data).toMatchObject({ planner: "text" });
    expect(llm.requests).toHaveLength(1);
    expect(await calls()).toMatchObject([{ success: false, fallback: true, error: expect.stringContaining("Incorrect API key provided") }]);
  });

  it("lets a page's plan use only the pictures the user picked, copied into the library first", async () => {
    const page = {
      url: `${shop.url}/trail`,
      title: "Trail Runner 2",
      description: "A trail shoe.",
      siteName: "Shop",
      mainText: "Grips wet rock.",
      images: [],
      logo: null,
      product: null,
      brandColor: null,
    };
    // The picked picture reaches the model as its library copy, an asset: source it can only learn from the request.
    const copied = (request: ChatRequest) =>
      /Media sources you may put in image slots \(use no other\): (asset:[0-9a-f-]+)/.exec(String(request.messages[0]!.content))![1]!;
    llm.answer(
      {
        toolCall: {
          name: "create_storyboard",
          arguments: goodPlan({ layoutId: "headline-image", image: "https://elsewhere.example/made-up.jpg" }),
        },
      },
      (request) => ({
        toolCall: { name: "create_storyboard", arguments: goodPlan({ layoutId: "headline-image", image: copied(request) }) },
      }),
    );
    const created = await plan({ from: "url", page, images: [`${shop.url}/shoe.png`] });
    expect(created.body.data).toMatchObject({ planner: "llm" });
    expect(created.body.data.document.scenes[0].slots.image).toEqual({ src: copied(llm.requests[0]!) });
    expect(shop.served).toEqual(["/shoe.png"]);
    expect(String(llm.requests[1]!.messages.at(-1)!.content)).toContain(
      "/scenes/0/slots/image/src: must be one of the media sources given",
    );
  });
});
