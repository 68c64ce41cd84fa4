import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { startFakeOpenAi, type FakeOpenAi } from "@framewise/test-support/fake-openai";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chatMessage, chatStreamChunk, llmCall } from "../src/platform/db/schema.ts";
import { allChunks, openStream, partsText, readDeltas, streamedText, uiChunks, type Chunk } from "./helpers/chat-stream.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";
import { waitFor, within } from "./helpers/wait-for.ts";

const STAFF = "/api/v1/staff";

describe.each(databaseKinds)("the staff chat over HTTP on %s", (kind) => {
  let llm: FakeOpenAi;
  let server: TestServer;
  let ada: TestClient;
  let bea: TestClient;
  let member: TestClient;

  const staffMember = async (email: string) => {
    const client = new TestClient(server.url);
    await client.signUp(email);
    await server.database.db.execute(sql`update "user" set email_verified = true where email = ${email}`);
    return client;
  };

  beforeAll(async () => {
    llm = await startFakeOpenAi();
    server = await startTestServer(kind, {
      LLM_MODELS: JSON.stringify([
        {
          id: "fast",
          label: "Fast",
          provider: "openai-compatible",
          model: "fake-fast",
          base_url: llm.url,
          price_input: 1,
          price_output: 2,
        },
        { id: "eye", label: "Eye", provider: "openai-compatible", model: "fake-eye", base_url: llm.url, vision: true },
      ]),
      // A plan capped below full HD: the chat's render must fit it rather than be refused.
      MAX_RENDER_RESOLUTION: "720",
    });
    ada = await staffMember("ada@staff.test");
    bea = await staffMember("bea@staff.test");
    member = new TestClient(server.url);
    await member.signUp("member@example.com");
  });
  afterAll(async () => {
    await server?.destroy();
    await llm?.close();
  });
  beforeEach(() => {
    llm.requests.length = 0;
  });

  const newChat = async (client = ada, body: Record<string, unknown> = {}) => {
    const created = await client.post(`${STAFF}/chats`, body);
    expect(created.status).toBe(201);
    return created.body.data as { id: string; title: string; model_id: string | null };
  };
  const question = (text: string, parentId: string | null = null, extra: Record<string, unknown> = {}) => ({
    trigger: "submit-message",
    message: { id: randomUUID(), parts: [{ type: "text", text }] },
    parent_id: parentId,
    ...extra,
  });
  const turn = (chatId: string, body: unknown, signal?: AbortSignal, client = ada) =>
    openStream(client, "POST", `${STAFF}/chats/${chatId}/messages`, body, signal);
  const detail = async (chatId: string, client = ada) => (await client.get(`${STAFF}/chats/${chatId}`)).body.data;
  const callsOf = (runId: string) =>
    server.database.db.select().from(llmCall).where(eq(llmCall.runId, runId)).orderBy(asc(llmCall.createdAt));
  const storedChunks = (messageId: string) =>
    server.database.db.select().from(chatStreamChunk).where(eq(chatStreamChunk.messageId, messageId));

  describe("models", () => {
    it("lists the configured models, without keys, to staff only", async () => {
      const listed = await ada.get(`${STAFF}/llm/models`);
      expect(listed.status).toBe(200);
      expect(listed.body.data).toEqual([
        {
          id: "fast",
          label: "Fast",
          provider: "openai-compatible",
          model: "fake-fast",
          price: { input: 1, output: 2 },
          vision: false,
          planner: true,
        },
        { id: "eye", label: "Eye", provider: "openai-compatible", model: "fake-eye", price: null, vision: true, planner: false },
      ]);
      expect((await new TestClient(server.url).get(`${STAFF}/llm/models`)).status).toBe(401);
      expect((await member.get(`${STAFF}/llm/models`)).status).toBe(403);
    });

    it("checks that a model answers, and says why one does not", async () => {
      llm.answer({ text: "OK" }, { status: 401, error: "bad key" });
      const healthy = await ada.post(`${STAFF}/llm/models/fast/health`);
      expect(healthy.body.data).toMatchObject({ id: "fast", ok: true, error: null });
      const broken = await ada.post(`${STAFF}/llm/models/eye/health`);
      expect(broken.body.data).toMatchObject({ id: "eye", ok: false, error: "bad key" });
      expect((await ada.post(`${STAFF}/llm/models/nope/health`)).status).toBe(404);
    });
  });

  describe("access and bad input", () => {
    it("starts a chat with the first model, or the one asked for, and refuses what is not valid", async () => {
      expect(await newChat()).toMatchObject({ title: "New chat", model_id: "fast", messages: [] });
      expect(await newChat(ada, { title: "Ideas", model_id: "eye" })).toMatchObject({ title: "Ideas", model_id: "eye" });
      const unknownModel = await ada.post(`${STAFF}/chats`, { model_id: "nope" });
      expect(unknownModel.status).toBe(400);
      expect(unknownModel.body.error).toMatchObject({ code: "invalid_request", fields: { model_id: expect.any(String) } });
      expect((await ada.post(`${STAFF}/chats`, { colour: "red" })).status).toBe(400);
      expect((await ada.post(`${STAFF}/chats`, { folder_id: randomUUID() })).status).toBe(404);
    });

    it("keeps a chat to its owner: another staff member gets a 404, a member a 403, no one signed in a 401", async () => {
      const chat = await newChat();
      for (const path of [`/chats/${chat.id}`, `/chats/${chat.id}/stream`]) {
        expect((await bea.get(`${STAFF}${path}`)).status).toBe(404);
        expect((await member.get(`${STAFF}${path}`)).status).toBe(403);
        expect((await new TestClient(server.url).get(`${STAFF}${path}`)).status).toBe(401);
      }
      for (const [path, body] of [
        [`/chats/${chat.id}/messages`, question("Hello")],
        [`/chats/${chat.id}/stop`, undefined],
        [`/chats/${chat.id}/branch`, { message_id: randomUUID() }],
      ] as const)
        expect((await bea.post(`${STAFF}${path}`, body)).status).toBe(404);
      expect(llm.requests).toHaveLength(0);
      expect((await ada.get(`${STAFF}/chats/not-a-uuid`)).status).toBe(400);
    });

    it("answers our error shape for a turn that is not valid", async () => {
      const chat = await newChat();
      const refused = async (body: unknown) => {
        const response = await turn(chat.id, body);
        expect(response.status).toBe(400);
        return ((await response.json()) as { error: { code: string; fields?: Record<string, string> } }).error;
      };
      expect(await refused({ message: "hi" })).toMatchObject({ code: "invalid_request" });
      expect(await refused(question("   "))).toMatchObject({ fields: { "message.parts": "Write a question first." } });
      expect(await refused(question("Hi", randomUUID()))).toMatchObject({ fields: { parent_id: "Not an answer of this chat." } });
      expect(await refused(question("Hi", null, { model_id: "nope" }))).toMatchObject({ fields: { model_id: expect.any(String) } });
      expect(await refused({ trigger: "regenerate-message", parent_id: randomUUID() })).toMatchObject({
        fields: { parent_id: expect.any(String) },
      });
      const picture = { type: "file", mediaType: "image/png", url: "https://example.com/cat.png" };
      expect(await refused({ trigger: "submit-message", message: { id: randomUUID(), parts: [picture] }, parent_id: null })).toMatchObject({
        fields: { "message.parts.0.url": expect.any(String) },
      });
      expect(llm.requests).toHaveLength(0);
    });
  });

  describe("answers", () => {
    it("streams an answer and saves it with its tokens, names the chat, and records the call", async () => {
      const chat = await newChat();
      llm.answer({ text: "Hello there, friend." });
      const response = await turn(chat.id, question("Say hello to my friend please"));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      const chunks = await allChunks(response);
      expect(chunks[0]).toMatchObject({ type: "start", messageMetadata: { status: "streaming", model_id: "fast" } });
      expect(chunks.filter((chunk) => chunk.type === "text-delta").length).toBeGreaterThan(1);
      expect(streamedText(chunks)).toBe("Hello there, friend.");
      expect(chunks.at(-1)).toMatchObject({ type: "finish" });

      const saved = await detail(chat.id);
      expect(saved.title).toBe("Say hello to my friend please");
      expect(saved.streaming).toBe(false);
      const [asked, answer] = saved.messages;
      expect(asked).toMatchObject({ role: "user", metadata: { parent_id: null, status: "done" } });
      expect(answer).toMatchObject({
        id: chunks[0]!.messageId,
        role: "assistant",
        metadata: { parent_id: asked.id, model_id: "fast", status: "done" },
      });
      const [call] = await callsOf(answer.id);
      expect(call).toMatchObject({ source: "chat", purpose: "chat", modelId: "fast", model: "fake-fast", success: true, tool: null });
      // The fake counts 1000 and 200 tokens and one more for each answer it gave.
      expect(call!.inputTokens).toBeGreaterThan(1000);
      expect(answer.metadata).toMatchObject({ input_tokens: call!.inputTokens, output_tokens: call!.outputTokens });
      expect(call!.costUsd).toBeCloseTo((call!.inputTokens! * 1 + call!.outputTokens! * 2) / 1e6);
      expect(partsText(answer)).toBe("Hello there, friend.");
      expect(await storedChunks(answer.id)).toEqual([]);
      expect(llm.requests[0]).toMatchObject({ model: "fake-fast", stream: true });
      expect(llm.requests[0]!.messages.at(-1)).toMatchObject({ role: "user", content: "Say hello to my friend please" });
    });

    it("saves a failed answer with the model's error, and records the call as failed", async () => {
      const chat = await newChat();
      llm.answer({ text: "Half of an answer", failAfter: { deltas: 2, error: "the model fell over" } });
      const chunks = await allChunks(await turn(chat.id, question("Go")));
      expect(streamedText(chunks)).toBe("Half of ");
      expect(chunks.find((chunk) => chunk.type === "error")).toMatchObject({ errorText: "the model fell over" });
      const answer = (await detail(chat.id)).messages[1];
      expect(answer.metadata).toMatchObject({ status: "failed", error: "the model fell over" });
      expect(await callsOf(answer.id)).toMatchObject([{ success: false, error: "the model fell over" }]);
    });

    it("refuses a second question while an answer is arriving", async () => {
      const chat = await newChat();
      const gate = llm.gate();
      llm.answer({ text: "Slow words", pause: { afterDeltas: 1, gate } });
      const first = turn(chat.id, question("One"));
      await gate.reached;
      const answerId = (await detail(chat.id)).messages[1].id;
      const second = await turn(chat.id, question("Two", answerId));
      expect(second.status).toBe(409);
      expect(await second.json()).toMatchObject({ error: { code: "answer_in_progress" } });
      gate.release();
      expect(streamedText(await allChunks(await first))).toBe("Slow words");
    });
  });

  describe("an answer that outlives its reader", () => {
    it("goes on after the reader leaves; a reload sees it so far and follows the rest", async () => {
      const chat = await newChat();
      const gate = llm.gate();
      llm.answer({ text: "one two three four", pause: { afterDeltas: 2, gate } });
      const leaving = new AbortController();
      const stream = uiChunks(await turn(chat.id, question("Count"), leaving.signal));
      const seen = await readDeltas(stream, 2);
      const answerId = seen[0]!.messageId as string;
      leaving.abort();
      await gate.reached;

      const reloaded = await waitFor(
        "the partial answer to be stored",
        () => detail(chat.id),
        (chat) => partsText(chat.messages[1]) === "one two ",
      );
      expect(reloaded).toMatchObject({ streaming: true, messages: [{}, { id: answerId, metadata: { status: "streaming" } }] });

      const resumed = uiChunks(await openStream(ada, "GET", `${STAFF}/chats/${chat.id}/stream`));
      const replayed = await readDeltas(resumed, 2);
      expect(replayed[0]).toMatchObject({ type: "start", messageId: answerId });
      expect(streamedText(replayed)).toBe("one two ");
      gate.release();
      const rest: Chunk[] = [];
      for await (const chunk of resumed) rest.push(chunk);
      expect(streamedText([...replayed, ...rest])).toBe("one two three four");

      expect(partsText((await detail(chat.id)).messages[1])).toBe("one two three four");
      expect((await ada.get(`${STAFF}/chats/${chat.id}/stream`)).status).toBe(204);
    });

    it("stops on Stop: the model call is aborted and the answer so far is kept as stopped", async () => {
      const chat = await newChat();
      const gate = llm.gate();
      llm.answer({ text: "alpha beta gamma delta", pause: { afterDeltas: 2, gate } });
      const reading = turn(chat.id, question("Greek letters")).then(allChunks);
      await gate.reached;
      await waitFor(
        "the partial answer to be stored",
        () => detail(chat.id),
        (chat) => partsText(chat.messages[1]) === "alpha beta ",
      );
      const stopped = await ada.post(`${STAFF}/chats/${chat.id}/stop`);
      expect(stopped.status).toBe(200);
      const answer = stopped.body.data.messages[1];
      expect(answer.metadata.status).toBe("stopped");
      expect(partsText(answer)).toBe("alpha beta ");
      const chunks = await within("the stopped stream to end", reading);
      expect(chunks.at(-1)).toMatchObject({ type: "abort" });
      expect(await callsOf(answer.id)).toMatchObject([{ success: false, error: expect.stringContaining("Stopped") }]);
      expect(await storedChunks(answer.id)).toEqual([]);
      // Nothing left to stop.
      expect((await ada.post(`${STAFF}/chats/${chat.id}/stop`)).status).toBe(200);
    });
  });

  it("closes an answer whose process died, keeping what its stored stream says", async () => {
    const chat = await newChat();
    const [asked, answer] = [randomUUID(), randomUUID()];
    const silentSince = new Date(Date.now() - 10 * 60_000);
    await server.database.db.insert(chatMessage).values([
      { id: asked, chatId: chat.id, role: "user", parts: [{ type: "text", text: "Go" }], text: "Go" },
      { id: answer, chatId: chat.id, parentId: asked, role: "assistant", parts: [], status: "streaming", updatedAt: silentSince },
    ]);
    await server.database.db.insert(chatStreamChunk).values(
      [
        { type: "start", messageId: answer },
        { type: "text-start", id: "t" },
        { type: "text-delta", id: "t", delta: "Half an " },
        { type: "text-delta", id: "t", delta: "answer" },
      ].map((chunk, seq) => ({ messageId: answer, seq, chunk })),
    );
    expect((await ada.get(`${STAFF}/chats/${chat.id}/stream`)).status).toBe(204);
    const closed = (await detail(chat.id)).messages[1];
    expect(closed.metadata.status).toBe("stopped");
    expect(partsText(closed)).toBe("Half an answer");
    expect(await storedChunks(answer)).toEqual([]);
  });

  describe("versions", () => {
    it("keeps a regenerated answer and an edited question as siblings, and shows the branch asked for", async () => {
      const chat = await newChat();
      llm.answer({ text: "First answer" }, { text: "Second answer" }, { text: "Answer to the edit" });
      const first = await allChunks(await turn(chat.id, question("Original question")));
      const [asked] = (await detail(chat.id)).messages;
      await allChunks(await turn(chat.id, { trigger: "regenerate-message", parent_id: asked.id, model_id: "eye" }));
      let shown = await detail(chat.id);
      expect(shown.model_id).toBe("eye");
      expect(llm.requests[1]).toMatchObject({ model: "fake-eye" });
      const regenerated = shown.messages[1];
      expect(partsText(regenerated)).toBe("Second answer");
      expect(regenerated.metadata).toMatchObject({
        model_id: "eye",
        branch: { sibling_ids: [first[0]!.messageId, regenerated.id], index: 1 },
      });

      await allChunks(await turn(chat.id, question("Edited question", null)));
      shown = await detail(chat.id);
      expect(shown.messages.map(partsText)).toEqual(["Edited question", "Answer to the edit"]);
      expect(shown.messages[0].metadata.branch).toEqual({ sibling_ids: [asked.id, shown.messages[0].id], index: 1 });
      // The title stays the first question's.
      expect(shown.title).toBe("Original question");

      const back = await ada.post(`${STAFF}/chats/${chat.id}/branch`, { message_id: asked.id });
      expect(back.body.data.messages.map(partsText)).toEqual(["Original question", "Second answer"]);
      const older = await ada.post(`${STAFF}/chats/${chat.id}/branch`, { message_id: first[0]!.messageId });
      expect(older.body.data.messages.map(partsText)).toEqual(["Original question", "First answer"]);
      expect((await detail(chat.id)).messages.map(partsText)).toEqual(["Original question", "First answer"]);
      expect((await ada.post(`${STAFF}/chats/${chat.id}/branch`, { message_id: randomUUID() })).status).toBe(400);
    });
  });

  describe("tools", () => {
    const toolParts = (message: { parts: { type: string }[] }) => message.parts.filter((part) => part.type.startsWith("tool-")) as any[];

    it("runs tools called together in one answer, shows them in the answer, and records each call of the turn", async () => {
      const chat = await newChat();
      llm.answer(
        {
          toolCalls: [
            { name: "find_library", arguments: { query: "bold" } },
            { name: "search_help", arguments: { query: "render queue" } },
          ],
        },
        { text: "Found a bold template." },
      );
      const chunks = await allChunks(await turn(chat.id, question("Which templates are bold, and how do renders queue?")));
      expect(streamedText(chunks)).toBe("Found a bold template.");
      const answer = (await detail(chat.id)).messages[1];
      const [library, help] = toolParts(answer);
      expect(library).toMatchObject({ type: "tool-find_library", state: "output-available", input: { query: "bold" } });
      expect(library.output.templates).toContainEqual(expect.objectContaining({ id: "bold" }));
      expect(help).toMatchObject({
        type: "tool-search_help",
        state: "output-available",
        output: { source: expect.stringContaining("README.md") },
      });
      expect(help.output.results.length).toBeGreaterThan(0);
      // The second call carries both results back to the model.
      expect(llm.requests[1]!.messages.filter((message) => message.role === "tool")).toHaveLength(2);
      expect(await callsOf(answer.id)).toMatchObject([
        { tool: "find_library,search_help", success: true, source: "chat" },
        { tool: null, success: true },
      ]);
    });

    it("asks before rendering, and renders once approved", async () => {
      const created = await ada.post("/api/v1/content", { from: "template", templateId: "clean", aspectRatio: "9:16" });
      const contentId = created.body.data.id as string;
      const chat = await newChat();
      llm.answer({ toolCall: { name: "render_video", arguments: { content_id: contentId } } }, { text: "Your render is queued." });
      const asking = await allChunks(await turn(chat.id, question("Render my video")));
      const request = asking.find((chunk) => chunk.type === "tool-approval-request");
      expect(request).toBeDefined();
      let answer = (await detail(chat.id)).messages[1];
      expect(toolParts(answer)[0]).toMatchObject({
        type: "tool-render_video",
        state: "approval-requested",
        input: { content_id: contentId },
      });
      expect((await ada.get(`/api/v1/content/${contentId}/renders`)).body.data).toEqual([]);
      expect(llm.requests).toHaveLength(1);

      const approving = {
        trigger: "tool-approval",
        message_id: answer.id,
        approvals: [{ approval_id: request!.approvalId, approved: true }],
      };
      expect((await turn(chat.id, approving, undefined, bea)).status).toBe(404);
      const continued = await allChunks(await turn(chat.id, approving));
      expect(continued[0]).toMatchObject({ type: "start", messageId: answer.id });
      expect(streamedText(continued)).toBe("Your render is queued.");
      const renders = (await ada.get(`/api/v1/content/${contentId}/renders`)).body.data;
      expect(renders).toHaveLength(1);
      // 9:16 at the plan's 720p: 720×1280, two thirds of the document's 1080×1920.
      const [stored] = (await server.database.db.execute<{ scale: number }>(sql`select scale from render where id = ${renders[0].id}`))
        .rows;
      expect(Number(stored!.scale)).toBeCloseTo(720 / 1080, 5);
      answer = (await detail(chat.id)).messages[1];
      expect(toolParts(answer)[0]).toMatchObject({
        state: "output-available",
        output: { render_id: renders[0].id, content_id: contentId },
      });
      expect(partsText(answer)).toBe("Your render is queued.");
      expect(await storedChunks(answer.id)).toEqual([]);
      // Approving what no longer waits is refused.
      expect((await turn(chat.id, approving)).status).toBe(400);
    });

    it("drafts a video through the planner, owned by the staff member, and queues pictures in the image studio", async () => {
      const chat = await newChat();
      const plan = {
        version: 1,
        title: "Spring sale",
        aspectRatio: "9:16",
        templateId: "clean",
        scenes: [
          { id: "scene-1", layoutId: "title", slots: { headline: { text: "Spring sale" } }, duration: 3 },
          { id: "scene-2", layoutId: "call-to-action", slots: { headline: { text: "20% off" }, button: { text: "Shop" } }, duration: 3 },
        ],
      };
      llm.answer(
        {
          toolCalls: [
            { name: "draft_video", arguments: { brief: "Spring sale, 20% off", template_id: "clean", aspect_ratio: "9:16" } },
            { name: "generate_image", arguments: { prompt: "A spring meadow", count: 1 } },
          ],
        },
        // The planner's own call (not streamed), made while the tool runs.
        { toolCall: { name: "create_storyboard", arguments: plan } },
        { text: "Drafted, and a picture is on its way." },
      );
      const asking = await allChunks(await turn(chat.id, question("Draft a spring sale video and a picture for it")));
      // Pictures may spend the image quota, so they wait for the reader's approval; the draft does not.
      const waiting = toolParts((await detail(chat.id)).messages[1]);
      expect(waiting.map((part) => [part.type, part.state])).toEqual([
        ["tool-draft_video", "output-available"],
        ["tool-generate_image", "approval-requested"],
      ]);
      expect((await ada.get("/api/v1/image-gen/generations")).body.data).toEqual([]);
      const request = asking.find((chunk) => chunk.type === "tool-approval-request");
      const approving = {
        trigger: "tool-approval",
        message_id: (await detail(chat.id)).messages[1].id,
        approvals: [{ approval_id: request!.approvalId, approved: true }],
      };
      expect(streamedText(await allChunks(await turn(chat.id, approving)))).toBe("Drafted, and a picture is on its way.");
      const [draft, image] = toolParts((await detail(chat.id)).messages[1]);
      expect(draft).toMatchObject({
        type: "tool-draft_video",
        state: "output-available",
        output: { title: "Spring sale", planner: "llm", scene_count: 2, document: { templateId: "clean" } },
      });
      expect(draft.output.edit_path).toBe(`/content/${draft.output.content_id}/edit`);
      expect((await ada.get(`/api/v1/content/${draft.output.content_id}`)).body.data).toMatchObject({
        title: "Spring sale",
        planner: "llm",
      });
      expect((await bea.get(`/api/v1/content/${draft.output.content_id}`)).status).toBe(404);
      // The model reads a summary of the draft, not the whole document.
      const result = llm.requests
        .at(-1)!
        .messages.find((message) => message.role === "tool" && JSON.stringify(message.content).includes("edit_path"));
      expect(JSON.stringify(result!.content)).not.toContain("scenes");
      expect(image).toMatchObject({
        type: "tool-generate_image",
        state: "output-available",
        output: { count: 1, prompt: "A spring meadow" },
      });
      expect((await ada.get(`/api/v1/image-gen/generations/${image.output.generation_id}`)).status).toBe(200);
      expect((await bea.get(`/api/v1/image-gen/generations/${image.output.generation_id}`)).status).toBe(404);
    });

    it("sends attached pictures to a model that takes them, and refuses them for one that does not", async () => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3366ff" } })
        .png()
        .toBuffer();
      const uploaded = await ada.upload("swatch.png", png, "image/png");
      const assetId = uploaded.body.data.id as string;
      const picture = { type: "file", mediaType: "image/png", url: `/api/v1/assets/${assetId}/file`, filename: "swatch.png" };
      const withPicture = (extra: Record<string, unknown> = {}) => ({
        trigger: "submit-message",
        message: { id: randomUUID(), parts: [picture, { type: "text", text: "What colour is this?" }] },
        parent_id: null,
        ...extra,
      });
      const chat = await newChat();
      const blind = await turn(chat.id, withPicture());
      expect(blind.status).toBe(400);
      expect(await blind.json()).toMatchObject({
        error: { fields: { "message.parts": "Fast does not take pictures; choose a model that does." } },
      });
      expect((await turn(chat.id, withPicture({ model_id: "eye" }), undefined, bea)).status).toBe(404);
      const beasChat = await newChat(bea);
      expect((await turn(beasChat.id, withPicture({ model_id: "eye" }), undefined, bea)).status).toBe(404);

      llm.answer({ text: "Blue." });
      expect(streamedText(await allChunks(await turn(chat.id, withPicture({ model_id: "eye" }))))).toBe("Blue.");
      const content = llm.requests.at(-1)!.messages.at(-1)!.content as { type: string; image_url?: { url: string } }[];
      expect(content.map((part) => part.type)).toEqual(["image_url", "text"]);
      expect(content[0]!.image_url!.url).toMatch(/^data:image\/(png|webp);base64,/);
      expect((await detail(chat.id)).messages[0].parts[0]).toEqual(picture);
    });

    it("acts only on the staff member's own work", async () => {
      const beas = await bea.post("/api/v1/content", { from: "template", templateId: "clean", aspectRatio: "9:16" });
      const chat = await newChat();
      llm.answer({ toolCall: { name: "render_status", arguments: { content_id: beas.body.data.id } } }, { text: "Not found." });
      await allChunks(await turn(chat.id, question("How is Bea's render?")));
      const [status] = toolParts((await detail(chat.id)).messages[1]);
      expect(status).toMatchObject({ state: "output-error", errorText: "That video was not found." });
    });
  });

  it("says so when no model is configured", async () => {
    const bare = await startTestServer(kind);
    try {
      const client = new TestClient(bare.url);
      await client.signUp("solo@staff.test");
      await bare.database.db.execute(sql`update "user" set email_verified = true where email = 'solo@staff.test'`);
      expect((await client.get(`${STAFF}/llm/models`)).body.data).toEqual([]);
      const chat = (await client.post(`${STAFF}/chats`)).body.data;
      expect(chat.model_id).toBeNull();
      const refused = await openStream(client, "POST", `${STAFF}/chats/${chat.id}/messages`, question("Hello"));
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error: { code: "no_model" } });
    } finally {
      await bare.destroy();
    }
  });
});

describe("a server that stops mid-answer", () => {
  it("keeps what the answer said, as stopped, for when it starts again", async () => {
    const llm = await startFakeOpenAi();
    const dataDir = await mkdtemp(path.join(tmpdir(), "framewise-chat-restart-"));
    const env = { LLM_PROVIDER: "openai-compatible", LLM_MODEL: "fake-chat", LLM_BASE_URL: llm.url };
    let server = await startTestServer("pglite", env, dataDir);
    try {
      const client = new TestClient(server.url);
      await client.signUp("night@staff.test");
      await server.database.db.execute(sql`update "user" set email_verified = true where email = 'night@staff.test'`);
      const chat = (await client.post(`${STAFF}/chats`)).body.data;
      const gate = llm.gate();
      llm.answer({ text: "Before the stop, and after it", pause: { afterDeltas: 3, gate } });
      const reading = openStream(client, "POST", `${STAFF}/chats/${chat.id}/messages`, {
        trigger: "submit-message",
        message: { id: randomUUID(), parts: [{ type: "text", text: "Talk" }] },
        parent_id: null,
      })
        .then(allChunks)
        // The stopping server cuts the stream.
        .catch(() => []);
      await gate.reached;
      await waitFor(
        "the first words to be stored",
        async () => (await client.get(`${STAFF}/chats/${chat.id}`)).body.data,
        (detail) => partsText(detail.messages[1]) === "Before the stop, ",
      );
      await server.destroy();
      await reading;

      server = await startTestServer("pglite", env, dataDir);
      const answer = (await client.pointedAt(server.url).get(`${STAFF}/chats/${chat.id}`)).body.data.messages[1];
      expect(answer.metadata.status).toBe("stopped");
      expect(partsText(answer)).toBe("Before the stop, ");
    } finally {
      await server.destroy();
      await llm.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
