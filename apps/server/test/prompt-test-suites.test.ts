import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedStarterSuite } from "../src/ai-desk/prompt-tests/seed-starter-suite.ts";
import { TestClient } from "./helpers/http.ts";
import { PROMPT_TESTS, signUpStaff } from "./helpers/prompt-tests.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const SUITES = `${PROMPT_TESTS}/suites`;

const prompt = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  prompt: `${name}: fresh bread every morning. Order today.`,
  aspect_ratio: "9:16",
  template_id: "clean",
  expectations: { schema_valid: true, scene_count: { min: 2, max: 6 }, words_required: ["bread"], language: "en" },
  ...overrides,
});

describe.each(databaseKinds)("prompt test suites over HTTP on %s", (kind) => {
  let server: TestServer;
  let staff: TestClient;
  let member: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    staff = await signUpStaff(server, `suites-${kind}@staff.test`);
    member = new TestClient(server.url);
    await member.signUp(`suites-member-${kind}@example.com`);
  });
  afterAll(() => server?.destroy());

  it("ships the starter suite, seeded once: 30+ prompts of every kind, in German, French, Spanish and more", async () => {
    const list = await staff.get(SUITES);
    expect(list.status).toBe(200);
    const starter = list.body.data.find((suite: any) => suite.starter);
    expect(starter).toMatchObject({ name: "Starter suite", last_run: null, recent_scores: [] });
    expect(starter.prompt_count).toBeGreaterThanOrEqual(30);
    const detail = (await staff.get(`${SUITES}/${starter.id}`)).body.data;
    const languages = new Set(detail.prompts.map((each: any) => each.expectations.language));
    for (const language of ["en", "de", "fr", "es", "it", "ja"]) expect(languages).toContain(language);
    const names = detail.prompts.map((each: any) => each.name.toLowerCase()).join("\n");
    for (const use of ["ad", "explainer", "announcement", "product page", "tips"]) expect(names).toContain(use);

    expect(await seedStarterSuite(server.database.db)).toBe(false);
    expect((await staff.get(SUITES)).body.data.filter((suite: any) => suite.starter)).toHaveLength(1);
  });

  it("answers 401 signed out and 403 to members", async () => {
    expect((await new TestClient(server.url).get(SUITES)).status).toBe(401);
    expect((await member.get(SUITES)).status).toBe(403);
    expect((await member.post(SUITES, { name: "Mine", prompts: [] })).status).toBe(403);
  });

  it("creates, reads, saves (keeping prompt ids), duplicates and deletes a suite", async () => {
    const created = await staff.post(SUITES, { name: "Bakery", description: "Bread ads", prompts: [prompt("First"), prompt("Second")] });
    expect(created.status).toBe(201);
    const suite = created.body.data;
    expect(suite).toMatchObject({ name: "Bakery", description: "Bread ads", starter: false });
    expect(suite.prompts.map((each: any) => each.name)).toEqual(["First", "Second"]);
    expect(suite.prompts[0]).toMatchObject({
      aspect_ratio: "9:16",
      template_id: "clean",
      expectations: { schema_valid: true, language: "en" },
    });
    expect((await staff.get(`${SUITES}/${suite.id}`)).body.data).toEqual(suite);

    // Reordered, one edited, one new, one removed; a foreign id is not taken over.
    const [first, second] = suite.prompts;
    const saved = await staff.request("PUT", `${SUITES}/${suite.id}`, {
      json: {
        name: "Bakery ads",
        prompts: [
          { ...second, name: "Second, edited" },
          prompt("Third", { id: "00000000-0000-4000-8000-000000000000", aspect_ratio: null, template_id: null }),
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: "Bakery ads", description: "" });
    const [kept, added] = saved.body.data.prompts;
    expect(kept).toMatchObject({ id: second.id, name: "Second, edited" });
    expect(added).toMatchObject({ name: "Third", aspect_ratio: null, template_id: null });
    expect([first.id, "00000000-0000-4000-8000-000000000000"]).not.toContain(added.id);

    const copy = await staff.post(`${SUITES}/${suite.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ name: "Copy of Bakery ads", starter: false });
    expect(copy.body.data.prompts.map((each: any) => each.name)).toEqual(["Second, edited", "Third"]);
    expect(copy.body.data.prompts[0].id).not.toBe(kept.id);

    const listed = (await staff.get(SUITES)).body.data.find((each: any) => each.id === suite.id);
    expect(listed).toMatchObject({ name: "Bakery ads", prompt_count: 2, last_run: null });

    expect((await staff.request("DELETE", `${SUITES}/${copy.body.data.id}`)).status).toBe(204);
    expect((await staff.get(`${SUITES}/${copy.body.data.id}`)).status).toBe(404);
    expect((await staff.request("DELETE", `${SUITES}/${copy.body.data.id}`)).status).toBe(404);
  });

  it("exports a suite as a file that imports back as the same suite", async () => {
    const suite = (
      await staff.post(SUITES, {
        name: "Round trip",
        description: "Every field",
        prompts: [
          prompt("Full", {
            expectations: {
              schema_valid: true,
              scene_count: { min: 3, max: 6 },
              duration: { max: 30 },
              layouts_required: ["call-to-action"],
              layouts_forbidden: ["quote"],
              words_required: ["bread"],
              words_forbidden: ["TikTok"],
              media_used: false,
              language: "de",
              judge_rubric: "Warm and clear.",
            },
          }),
          prompt("Bare", { aspect_ratio: null, template_id: null, expectations: { schema_valid: false } }),
        ],
      })
    ).body.data;
    const exported = await staff.get(`${SUITES}/${suite.id}/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toBe('attachment; filename="round-trip.json"');
    expect(exported.body).toMatchObject({ format: "framewise-prompt-suite", version: 1, name: "Round trip", description: "Every field" });
    expect(exported.body.prompts[0]).not.toHaveProperty("id");

    const imported = await staff.post(`${SUITES}/import`, exported.body);
    expect(imported.status).toBe(201);
    expect(imported.body.data.id).not.toBe(suite.id);
    expect((await staff.get(`${SUITES}/${imported.body.data.id}/export`)).body).toEqual(exported.body);
  });

  it("refuses bad input with the fields at fault, and unknown ids with 404", async () => {
    const bad = async (body: unknown, fields: Record<string, unknown>) => {
      const answer = await staff.post(SUITES, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: "invalid_request", fields });
    };
    await bad({ name: " ", prompts: [] }, { name: expect.any(String) });
    await bad(
      { name: "x", prompts: [prompt("a", { expectations: { scene_count: { min: 5, max: 2 } } })] },
      {
        "prompts.0.expectations.scene_count.max": "The most must not be below the least.",
      },
    );
    await bad(
      { name: "x", prompts: [prompt("a", { expectations: { scene_count: {} } })] },
      {
        "prompts.0.expectations.scene_count": expect.any(String),
      },
    );
    await bad(
      { name: "x", prompts: [prompt("a", { expectations: { language: "German" } })] },
      {
        "prompts.0.expectations.language": expect.any(String),
      },
    );
    await bad({ name: "x", prompts: [prompt("a", { aspect_ratio: "2:1" })] }, { "prompts.0.aspect_ratio": expect.any(String) });
    await bad(
      { name: "x", prompts: [prompt("a"), prompt("b", { template_id: "missing" })] },
      {
        "prompts.1.template_id": "No template has this id.",
      },
    );
    await bad({ name: "x", prompts: [prompt("a", { expectations: { schema_valid: true, surprise: 1 } })] }, {});

    expect((await staff.post(`${SUITES}/import`, { format: "something-else", version: 1, name: "x", prompts: [] })).status).toBe(400);
    expect((await staff.get(`${SUITES}/not-a-uuid`)).status).toBe(400);
    const missing = "5a1c7f0e-2d3b-4c5d-8e9f-0a1b2c3d4e5f";
    for (const [method, path] of [
      ["GET", `${SUITES}/${missing}`],
      ["PUT", `${SUITES}/${missing}`],
      ["POST", `${SUITES}/${missing}/duplicate`],
      ["GET", `${SUITES}/${missing}/export`],
      ["GET", `${SUITES}/${missing}/trend`],
      ["GET", `${PROMPT_TESTS}/runs/${missing}`],
      ["POST", `${PROMPT_TESTS}/runs/${missing}/cancel`],
    ] as const) {
      const answer = await staff.request(method, path, method === "PUT" ? { json: { name: "x", prompts: [] } } : {});
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.error.code).toBe("not_found");
    }
  });
});
