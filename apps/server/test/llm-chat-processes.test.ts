import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { startFakeOpenAi, type FakeOpenAi } from "@framewise/test-support/fake-openai";
import { createScratchDatabase } from "@framewise/test-support/scratch-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allChunks, openStream, partsText, readDeltas, streamedText, uiChunks, type Chunk } from "./helpers/chat-stream.ts";
import { TestClient } from "./helpers/http.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";
import { waitFor } from "./helpers/wait-for.ts";

const STAFF = "/api/v1/staff";
const postgresUrl = process.env.TEST_DATABASE_URL;

// Two servers on one PostgreSQL database, as with several API processes behind a load balancer.
describe.skipIf(!postgresUrl)("a chat answer across processes on PostgreSQL", () => {
  let llm: FakeOpenAi;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let writer: TestServer;
  let reader: TestServer;
  let atWriter: TestClient;
  let atReader: TestClient;

  beforeAll(async () => {
    llm = await startFakeOpenAi();
    scratch = await createScratchDatabase(postgresUrl!);
    const env = {
      DATABASE_URL: scratch.url,
      AUTH_SECRET: "a-secret-both-processes-share-0123456789",
      LLM_PROVIDER: "openai-compatible",
      LLM_MODEL: "fake-chat",
      LLM_BASE_URL: llm.url,
    };
    writer = await startTestServer("pglite", env);
    reader = await startTestServer("pglite", env);
    atWriter = new TestClient(writer.url);
    await atWriter.signUp("ops@staff.test");
    await writer.database.db.execute(sql`update "user" set email_verified = true where email = 'ops@staff.test'`);
    atReader = atWriter.pointedAt(reader.url);
  });
  afterAll(async () => {
    await reader?.destroy();
    await writer?.destroy();
    await llm?.close();
    await scratch?.drop();
  });

  const ask = (chatId: string, text: string) =>
    openStream(atWriter, "POST", `${STAFF}/chats/${chatId}/messages`, {
      trigger: "submit-message",
      message: { id: randomUUID(), parts: [{ type: "text", text }] },
      parent_id: null,
    });

  it("is followed from another process: what was stored, then the rest as the writer stores it", async () => {
    const chat = (await atWriter.post(`${STAFF}/chats`)).body.data;
    const gate = llm.gate();
    llm.answer({ text: "red orange yellow green blue", pause: { afterDeltas: 2, gate } });
    const writing = ask(chat.id, "Colours").then(allChunks);
    await gate.reached;
    await waitFor(
      "the first words to be stored",
      async () => (await atReader.get(`${STAFF}/chats/${chat.id}`)).body.data,
      (detail) => partsText(detail.messages[1]) === "red orange ",
    );

    const following = uiChunks(await openStream(atReader, "GET", `${STAFF}/chats/${chat.id}/stream`));
    expect(streamedText(await readDeltas(following, 2))).toBe("red orange ");
    gate.release();
    const rest: Chunk[] = [];
    for await (const chunk of following) rest.push(chunk);
    expect(rest.at(-1)).toMatchObject({ type: "finish" });
    expect(streamedText(await writing)).toBe("red orange yellow green blue");
    expect(partsText((await atReader.get(`${STAFF}/chats/${chat.id}`)).body.data.messages[1])).toBe("red orange yellow green blue");
  });

  it("stops when another process is asked to", async () => {
    const chat = (await atWriter.post(`${STAFF}/chats`)).body.data;
    const gate = llm.gate();
    llm.answer({ text: "one two three four", pause: { afterDeltas: 1, gate } });
    const writing = ask(chat.id, "Count").then(allChunks);
    await gate.reached;
    expect((await atReader.post(`${STAFF}/chats/${chat.id}/stop`)).status).toBe(200);
    expect((await writing).at(-1)).toMatchObject({ type: "abort" });
    const answer = (await atReader.get(`${STAFF}/chats/${chat.id}`)).body.data.messages[1];
    expect(answer.metadata.status).toBe("stopped");
    expect(partsText(answer)).toBe("one ");
  });
});
