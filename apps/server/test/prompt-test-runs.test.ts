import { startFakeOpenAi, type ChatRequest, type FakeOpenAi, type ScriptedAnswer } from "@framewise/test-support/fake-openai";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { llmCall } from "../src/platform/db/schema.ts";
import { TestClient } from "./helpers/http.ts";
import { PROMPT_TESTS, runEnded, signUpStaff, startModelGate, storyboard, type ModelGate } from "./helpers/prompt-tests.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";
import { openUserEvents, type UserEvents } from "./helpers/user-events.ts";

const RUNS = `${PROMPT_TESTS}/runs`;
/** Dollars per million tokens, in and out, of every fake model. */
const PRICE = { price_input: 2, price_output: 8 };
const costOf = (input: number, output: number) => (input * PRICE.price_input + output * PRICE.price_output) / 1_000_000;

const suiteBody = {
  name: "Bakery",
  prompts: [
    {
      name: "Bread ad",
      prompt: "An ad for Sonnenkorn bakery: fresh bread every morning. Order today.",
      aspect_ratio: "9:16",
      template_id: "clean",
      expectations: {
        schema_valid: true,
        scene_count: { min: 2, max: 3 },
        layouts_required: ["call-to-action"],
        words_required: ["bread"],
        words_forbidden: ["cheap"],
        media_used: false,
        language: "en",
        judge_rubric: "Does it make you want bread?",
      },
    },
    {
      name: "Opening hours",
      prompt: "Our bakery now opens at 6 am, an hour earlier, so you can get your bread on the way to work.",
      aspect_ratio: "9:16",
      template_id: "clean",
      expectations: { schema_valid: true, duration: { max: 12 } },
    },
  ],
};

/** Storyboards the fake models answer: one that meets the bread ad's expectations, one that says a forbidden word. */
const goodAd = storyboard({
  headline: "Fresh bread every morning",
  voiceover: "Our bakers bake your bread at dawn, and it is still warm when you wake up.",
});
const cheapAd = storyboard({ headline: "Cheap bread", voiceover: "The cheapest bread in town, baked for you every single morning." });
const hours = storyboard({ headline: "Open from 6 am", voiceover: "Pick up your bread on the way to work." });

/** An answer for one model only: another model asking gets an error the test then sees. */
const from =
  (model: string, answer: ScriptedAnswer) =>
  (request: ChatRequest): ScriptedAnswer =>
    request.model === model ? answer : { status: 400, error: `expected ${model}, got ${request.model}` };
const plan = (model: string, document: unknown) => from(model, { toolCall: { name: "create_storyboard", arguments: document } });
const judge = (argumentsGiven: unknown) => from("judge-model", { toolCall: { name: "judge", arguments: argumentsGiven } });

describe.each(databaseKinds)("prompt test runs over HTTP on %s", (kind) => {
  let llm: FakeOpenAi;
  let gate: ModelGate;
  let server: TestServer;
  let staff: TestClient;
  let member: TestClient;
  let suiteId: string;
  let events: UserEvents;
  let memberEvents: UserEvents;
  const runs: string[] = [];

  beforeAll(async () => {
    llm = await startFakeOpenAi();
    gate = await startModelGate(llm.url);
    const model = (id: string, base = llm.url) => ({ id, provider: "openai-compatible", model: `${id}-model`, base_url: base, ...PRICE });
    server = await startTestServer(kind, {
      LLM_MODELS: JSON.stringify([model("alpha"), model("beta"), model("judge"), model("slow", gate.url)]),
    });
    staff = await signUpStaff(server, `runs-${kind}@staff.test`);
    member = new TestClient(server.url);
    await member.signUp(`runs-member-${kind}@example.com`);
    suiteId = (await staff.post(`${PROMPT_TESTS}/suites`, suiteBody)).body.data.id;
    events = await openUserEvents(staff);
    memberEvents = await openUserEvents(member);
  });
  afterAll(async () => {
    events?.close();
    memberEvents?.close();
    await server?.destroy();
    await gate?.close();
    await llm?.close();
  });
  beforeEach(() => {
    llm.requests.length = 0;
  });

  const start = (body: Record<string, unknown>) => staff.post(RUNS, { suite_id: suiteId, ...body });
  const callsOf = (resultId: string) =>
    server.database.db.select().from(llmCall).where(eq(llmCall.runId, resultId)).orderBy(asc(llmCall.createdAt));

  it("refuses bad runs, and members and strangers", async () => {
    const bad = async (body: Record<string, unknown>, status: number, fields?: Record<string, unknown>) => {
      const answer = await start(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      if (fields) expect(answer.body.error.fields).toEqual(fields);
    };
    await bad({ targets: [] }, 400, { targets: "Choose at least one model or the text planner." });
    await bad({ targets: ["alpha", "alpha"] }, 400, { targets: "Choose each target once." });
    await bad({ targets: ["text-planner", "gpt-9"] }, 400, { "targets.1": "No configured model has this id." });
    await bad({ targets: ["alpha"], judge_model_id: "oracle" }, 400, { judge_model_id: "No configured model has this id." });
    await bad({ targets: ["alpha"], suite_id: "5a1c7f0e-2d3b-4c5d-8e9f-0a1b2c3d4e5f" }, 404);
    const empty = (await staff.post(`${PROMPT_TESTS}/suites`, { name: "Empty", prompts: [] })).body.data.id;
    await bad({ targets: ["alpha"], suite_id: empty }, 400, { suite_id: "Add a prompt to the suite first." });
    expect((await member.post(RUNS, { suite_id: suiteId, targets: ["alpha"] })).status).toBe(403);
    expect((await new TestClient(server.url).post(RUNS, { suite_id: suiteId, targets: ["alpha"] })).status).toBe(401);
    expect((await member.get(`${RUNS}?suite_id=${suiteId}`)).status).toBe(403);
    expect(llm.requests).toHaveLength(0);
  });

  it("runs a suite against two models and the text planner, checks every storyboard and records the judge's opinion", async () => {
    llm.answer(
      plan("alpha-model", goodAd),
      judge({ score: 4, reason: "Warm and clear." }),
      plan("beta-model", cheapAd),
      judge({ score: 9, reason: "Off the scale." }),
      judge({ score: 3, reason: "Plain." }),
      plan("alpha-model", hours),
      from("beta-model", { status: 400, error: "The model is overloaded" }),
    );
    const started = await start({ targets: ["alpha", "beta", "text-planner"], judge_model_id: "judge" });
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({
      suite_id: suiteId,
      suite_name: "Bakery",
      status: "queued",
      targets: ["alpha", "beta", "text-planner"],
      judge_model_id: "judge",
      done: 0,
      total: 6,
      started_by: { name: "Test User" },
    });
    const id = started.body.data.id as string;
    runs.push(id);
    const run = await runEnded(staff, events, id);

    expect(llm.requests.map((request) => request.model)).toEqual([
      "alpha-model",
      "judge-model",
      "beta-model",
      "judge-model",
      "judge-model",
      "alpha-model",
      "beta-model",
    ]);
    expect(run).toMatchObject({ status: "succeeded", done: 6, total: 6, previous_run_id: null, regressed: 0, fixed: 0, error: null });
    const [alphaAd, betaAd, textAd, alphaHours, betaHours, textHours] = run.results;
    expect(run.results.map((result: any) => [result.prompt_name, result.target])).toEqual([
      ["Bread ad", "alpha"],
      ["Bread ad", "beta"],
      ["Bread ad", "text-planner"],
      ["Opening hours", "alpha"],
      ["Opening hours", "beta"],
      ["Opening hours", "text-planner"],
    ]);

    expect(alphaAd).toMatchObject({ status: "passed", language: "en", change: null, error: null, document: { title: "Planned" } });
    expect(alphaAd.checks).toEqual([
      { check: "schema_valid", passed: true, detail: "A valid storyboard." },
      { check: "scene_count", passed: true, detail: "2 scenes, expected 2–3." },
      { check: "layouts_required", passed: true, detail: "Every required layout is used." },
      { check: "words_required", passed: true, detail: "Every required word is in the script." },
      { check: "words_forbidden", passed: true, detail: "No forbidden word is in the script." },
      { check: "media_used", passed: true, detail: "0 pictures or clips placed, expected none." },
      { check: "language", passed: true, detail: "Reads as en, expected en." },
    ]);
    expect(alphaAd.judgement).toEqual({ model_id: "judge", score: 4, reason: "Warm and clear." });
    // The first call of all: 1001 tokens in, 201 out (the fake counts up).
    expect(alphaAd).toMatchObject({ input_tokens: 1001, output_tokens: 201, cost_usd: costOf(1001, 201) });
    expect(alphaAd.latency_ms).toBeGreaterThanOrEqual(0);

    expect(betaAd.status).toBe("failed");
    expect(betaAd.checks.filter((check: any) => !check.passed)).toEqual([
      { check: "words_forbidden", passed: false, detail: 'Says "cheap".' },
    ]);
    expect(betaAd.judgement).toEqual({
      model_id: "judge",
      score: null,
      reason: "The judge's answer was not a score from 1 to 5 with a reason.",
    });

    // The text planner is judged too (its storyboard exists), and costs nothing.
    expect(textAd).toMatchObject({ judgement: { model_id: "judge", score: 3 }, input_tokens: null, cost_usd: 0 });
    expect(textAd.checks.map((check: any) => check.check)).toEqual(alphaAd.checks.map((check: any) => check.check));

    expect(alphaHours).toMatchObject({ status: "passed", judgement: null });
    expect(alphaHours.checks).toEqual([
      { check: "schema_valid", passed: true, detail: "A valid storyboard." },
      { check: "duration", passed: true, detail: "8 s, expected at most 12 s." },
    ]);
    expect(betaHours).toMatchObject({ status: "failed", document: null, judgement: null });
    expect(betaHours.error).toMatch(/overloaded/);
    expect(betaHours.checks).toEqual([{ check: "schema_valid", passed: false, detail: betaHours.error }]);
    expect(textHours.judgement).toBeNull();

    const passed = run.results.filter((result: any) => result.status === "passed").length;
    expect(run.score).toBeCloseTo(passed / 6);
    expect(run.judge_score).toBeCloseTo((4 + 3) / 2);
    expect(run.targets_summary.map((summary: any) => [summary.target, summary.passed, summary.failed])).toEqual([
      ["alpha", 2, 0],
      ["beta", 0, 2],
      ["text-planner", passed - 2, 4 - passed],
    ]);

    // Every model call is recorded as the prompt test's, under its result: plans and judgements.
    expect(await callsOf(alphaAd.id)).toMatchObject([
      { source: "prompt-test", purpose: "plan", tool: "create_storyboard", modelId: "alpha", success: true, inputTokens: 1001 },
      { source: "prompt-test", purpose: "judge", tool: "judge", modelId: "judge", success: true, request: null },
    ]);
    const [, failedJudgement] = await callsOf(betaAd.id);
    expect(failedJudgement).toMatchObject({ tool: "judge", success: false, problems: [{ path: "/score" }] });
    expect(failedJudgement!.request?.tool).toBe("judge");
    expect(await callsOf(betaHours.id)).toMatchObject([{ modelId: "beta", success: false, error: expect.stringMatching(/overloaded/) }]);
    expect(await callsOf(textHours.id)).toEqual([]);

    // Progress went to staff as it happened, and never to a member.
    const progress = events.events.filter((event) => event.type === "prompt-test-run" && event.id === id);
    expect(progress.map((event) => event.done)).toEqual(expect.arrayContaining([0, 1, 2, 3, 4, 5, 6]));
    expect(progress.at(-1)).toMatchObject({ status: "succeeded", done: 6, total: 6, suite_id: suiteId });
    expect(memberEvents.events.filter((event) => event.type === "prompt-test-run")).toEqual([]);
  });

  it("marks what regressed and what got fixed since the previous run, and keeps the suite's trend", async () => {
    llm.answer(plan("alpha-model", cheapAd), plan("beta-model", goodAd), plan("alpha-model", hours), plan("beta-model", hours));
    const started = await start({ targets: ["alpha", "beta", "text-planner"] });
    const id = started.body.data.id as string;
    runs.push(id);
    const run = await runEnded(staff, events, id);
    expect(llm.requests).toHaveLength(4);
    expect(run).toMatchObject({ status: "succeeded", previous_run_id: runs[0], regressed: 1, fixed: 2 });
    expect(run.results.map((result: any) => [result.target, result.status, result.change])).toEqual([
      ["alpha", "failed", "regressed"],
      ["beta", "passed", "fixed"],
      ["text-planner", run.results[2].status, null],
      ["alpha", "passed", null],
      ["beta", "passed", "fixed"],
      ["text-planner", run.results[5].status, null],
    ]);
    expect(run.judge_score).toBeNull();

    const first = (await staff.get(`${RUNS}/${runs[0]}`)).body.data;
    const trend = (await staff.get(`${PROMPT_TESTS}/suites/${suiteId}/trend`)).body.data;
    expect(trend).toEqual([
      { run_id: runs[0], created_at: first.created_at, status: "succeeded", score: first.score, judge_score: first.judge_score },
      { run_id: id, created_at: run.created_at, status: "succeeded", score: run.score, judge_score: null },
    ]);
    const listed = (await staff.get(`${PROMPT_TESTS}/suites`)).body.data.find((suite: any) => suite.id === suiteId);
    expect(listed).toMatchObject({ last_run: { id, score: run.score }, recent_scores: [first.score, run.score] });
    expect((await staff.get(`${RUNS}?suite_id=${suiteId}`)).body.data.map((each: any) => each.id)).toEqual([id, runs[0]]);
  });

  it("cancels a running run: its model call stops, nothing more is made, and it stays canceled", async () => {
    const started = await start({ targets: ["slow"] });
    const id = started.body.data.id as string;
    await gate.held(1);
    expect((await staff.request("DELETE", `${PROMPT_TESTS}/suites/${suiteId}`)).body.error.code).toBe("run_in_progress");

    const canceled = await staff.post(`${RUNS}/${id}/cancel`);
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({ status: "canceled", done: 0 });
    const run = await runEnded(staff, events, id);
    expect(run).toMatchObject({ status: "canceled", done: 0, score: null });
    expect(run.results.map((result: any) => result.status)).toEqual(["pending", "pending"]);
    const again = await staff.post(`${RUNS}/${id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("already_finished");
    // The held call never reached the model.
    expect(llm.requests).toHaveLength(0);
  });
});
