import { startFakeOpenAi, type FakeOpenAi } from "@framewise/test-support/fake-openai";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promptTestResult } from "../src/platform/db/schema.ts";
import type { TestClient } from "./helpers/http.ts";
import { PROMPT_TESTS, runEnded, signUpStaff, startModelGate, storyboard, type ModelGate } from "./helpers/prompt-tests.ts";
import { useTempFolder } from "./helpers/temp-folder.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";
import { openUserEvents } from "./helpers/user-events.ts";

const QUEUE = "prompt-test";

const prompt = (name: string) => ({
  name,
  prompt: `${name}: fresh bread every morning. Order today.`,
  aspect_ratio: "9:16",
  template_id: "clean",
  expectations: { schema_valid: true, words_required: ["bread"] },
});

/**
 * A run lives in PostgreSQL: its job waits in the queue across a restart, and a run the stop
 * interrupted resumes at its first unfinished result. To hold one queued the tests stop this
 * process's worker (pg-boss's own offWork), as an operator pausing a queue would.
 */
describe("prompt test runs across a restart on PGlite", () => {
  const temp = useTempFolder("prompt-test-restart");
  let llm: FakeOpenAi;
  let gate: ModelGate;
  let server: TestServer | undefined;
  let client: TestClient | undefined;
  let suiteId: string;
  beforeAll(async () => {
    llm = await startFakeOpenAi();
    gate = await startModelGate(llm.url);
  });
  afterAll(async () => {
    await server?.destroy();
    await gate?.close();
    await llm?.close();
  });

  const start = async () => {
    const models = [{ id: "slow", provider: "openai-compatible", model: "slow-model", base_url: gate.url }];
    server = await startTestServer("pglite", { LLM_MODELS: JSON.stringify(models) }, temp());
    client = client?.pointedAt(server.url);
    return server;
  };
  const restart = async () => {
    await server!.destroy();
    return start();
  };
  const runUntilEnd = async (id: string) => {
    const events = await openUserEvents(client!);
    try {
      return await runEnded(client!, events, id);
    } finally {
      events.close();
    }
  };

  it("keeps a queued run through a restart, and runs it after", async () => {
    await start();
    client = await signUpStaff(server!, "restart@staff.test");
    suiteId = (await client.post(`${PROMPT_TESTS}/suites`, { name: "Restart", prompts: [prompt("One"), prompt("Two")] })).body.data.id;
    await server!.jobs.offWork(QUEUE);
    const queued = await client.post(`${PROMPT_TESTS}/runs`, { suite_id: suiteId, targets: ["text-planner"] });
    expect(queued.body.data.status).toBe("queued");

    await restart();
    const run = await runUntilEnd(queued.body.data.id);
    expect(run).toMatchObject({ status: "succeeded", done: 2, total: 2 });
    expect(run.results.map((result: any) => result.status)).toEqual(["passed", "passed"]);
  });

  it("resumes a run the stop interrupted where it was: finished results are kept, the interrupted one is made again", async () => {
    const started = await client!.post(`${PROMPT_TESTS}/runs`, { suite_id: suiteId, targets: ["text-planner", "slow"] });
    const id = started.body.data.id as string;
    // The text planner's first result is made; the model's is under way when the server stops.
    await gate.held(1);
    const results = () =>
      server!.database.db.select().from(promptTestResult).where(eq(promptTestResult.runId, id)).orderBy(asc(promptTestResult.seq));
    const [first] = await results();
    expect(first).toMatchObject({ target: "text-planner", status: "passed" });

    await server!.destroy();
    gate.release();
    llm.answer(
      { toolCall: { name: "create_storyboard", arguments: storyboard({ headline: "Fresh bread", voiceover: "Warm bread at dawn." }) } },
      { toolCall: { name: "create_storyboard", arguments: storyboard({ headline: "Two loaves", voiceover: "More bread for you." }) } },
    );
    await start();
    const run = await runUntilEnd(id);
    expect(run).toMatchObject({ status: "succeeded", done: 4, total: 4, error: null });
    expect(run.results.map((result: any) => [result.target, result.status])).toEqual([
      ["text-planner", "passed"],
      ["slow", "passed"],
      ["text-planner", "passed"],
      ["slow", "passed"],
    ]);
    // The first result was not made again; the interrupted model call was asked once more, after the restart.
    expect((await results())[0]!.finishedAt).toEqual(first!.finishedAt);
    expect(llm.requests).toHaveLength(2);
  });
});
