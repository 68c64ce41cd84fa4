import { randomUUID } from "node:crypto";
import { startFakeOpenAi, type FakeOpenAi } from "@framewise/test-support/fake-openai";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedLayout, llmCall } from "../src/platform/db/schema.ts";
import { updateGeneratedLayout } from "../src/library-studio/layout-gen/generated-layout-queries.ts";
import { LAYOUT_GEN_QUEUE } from "../src/library-studio/layout-gen/layout-gen-deps.ts";
import { STAFF_API_PREFIX } from "../src/http/routes/operations/staff-routes.ts";
import { signInStaff } from "./helpers/clients.ts";
import { TestClient } from "./helpers/http.ts";
import { headlineLayout } from "./helpers/library-layouts.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";
import { waitFor } from "./helpers/wait-for.ts";

const GENERATED = `${STAFF_API_PREFIX}/generated-layouts`;

/** A layout built to pass the automatic checks, composed for two aspect ratios. */
const portraitCard = (id = "portrait-card") => headlineLayout({ id, name: "Portrait card", aspectRatios: ["9:16", "1:1"] });
const layoutCall = (layout: unknown) => ({ toolCall: { name: "layout", arguments: layout } });

describe.each(databaseKinds)("the layout generator over HTTP on %s", (kind) => {
  let llm: FakeOpenAi;
  let server: TestServer;
  let staff: TestClient;
  let user: TestClient;
  const settled = (id: string) =>
    waitFor(
      `generated layout ${id} to settle`,
      async () => (await staff.get(`${GENERATED}/${id}`)).body.data,
      (layout) => layout.status !== "generating" && (layout.status !== "pending_review" || layout.checks_ran_at !== null || layout.error),
    );
  const generate = async (prompt: string, ...answers: Parameters<FakeOpenAi["answer"]>) => {
    llm.answer(...answers);
    const started = await staff.post(GENERATED, { prompt });
    expect(started.status).toBe(202);
    return settled(started.body.data.id);
  };

  beforeAll(async () => {
    llm = await startFakeOpenAi();
    const model = (id: string, vision: boolean) => ({ id, provider: "openai-compatible", model: `${id}-model`, base_url: llm.url, vision });
    server = await startTestServer(kind, { LLM_MODELS: JSON.stringify([model("blind", false), model("eye", true)]) });
    staff = await signInStaff(server, `layout-gen-${kind}@staff.test`);
    user = new TestClient(server.url);
    await user.signUp(`layout-gen-user-${kind}@example.com`);
  });
  afterAll(async () => {
    await server?.destroy();
    await llm?.close();
  });

  it("is for staff only: 401 signed out, 403 for users", async () => {
    expect((await new TestClient(server.url).get(GENERATED)).status).toBe(401);
    expect((await user.get(GENERATED)).status).toBe(403);
    expect((await user.post(GENERATED, { prompt: "A quote" })).status).toBe(403);
  });

  it("sends the model's invalid layout back with its problems at JSON paths, keeps the repaired one and checks it", async () => {
    const done = await generate(
      "A testimonial with a round portrait, name and quote, for 9:16 and 1:1",
      layoutCall({ ...portraitCard(), elements: [] }),
      layoutCall(portraitCard()),
    );
    expect(done).toMatchObject({ status: "pending_review", model: "blind", definition: { id: "portrait-card" }, checks_green: true });
    expect(done.attempts).toEqual([{ problems: [{ path: "/elements", message: expect.any(String) }] }, { problems: [] }]);
    expect(done.checks.map((item: any) => `${item.check} ${item.aspect} ${item.status}`)).toContain("text_fits 9:16 pass");
    expect(new Set(done.checks.map((item: any) => item.aspect))).toEqual(new Set(["9:16", "1:1"]));

    const [first, repair] = llm.requests.slice(-2);
    expect(first!.tool_choice).toEqual({ type: "function", function: { name: "layout" } });
    expect(first!.tools![0]!.function.parameters).toMatchObject({ properties: { elements: { type: "array" } } });
    expect(JSON.stringify(repair!.messages.at(-1))).toContain("/elements");
    const calls = await server.database.db.select().from(llmCall).where(eq(llmCall.runId, done.id)).orderBy(asc(llmCall.attempt));
    expect(calls.map((call) => [call.source, call.purpose, call.attempt, call.success])).toEqual([
      ["layout-gen", "layout", 0, false],
      ["layout-gen", "layout", 1, true],
    ]);

    const queue = await staff.get(`${GENERATED}?status=pending_review&checks=green`);
    expect(queue.body.data.map((layout: any) => layout.id)).toContain(done.id);
    expect((await staff.get(`${GENERATED}?checks=red`)).body.data.map((layout: any) => layout.id)).not.toContain(done.id);
  });

  it("fails honestly when the model cannot repair its layout, keeping every answer's problems", async () => {
    const bad = layoutCall({ ...portraitCard("never-valid"), slots: "none" });
    const done = await generate("Something impossible", bad, bad, bad);
    expect(done).toMatchObject({ status: "failed", definition: null, error: expect.stringContaining("invalid layout") });
    expect(done.attempts).toHaveLength(3);
    expect((await staff.get(`${GENERATED}?status=failed`)).body.data.map((layout: any) => layout.id)).toContain(done.id);
  });

  it("approves a layout as a draft in the library, under another id when its own is taken", async () => {
    const done = await generate("A big headline", layoutCall(portraitCard("title")));
    const clash = await staff.post(`${GENERATED}/${done.id}/approve`, {});
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe("already_exists");
    const approved = await staff.post(`${GENERATED}/${done.id}/approve`, { id: "big-headline", name: "Big headline" });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: "approved", definition: { id: "big-headline", name: "Big headline" } });
    const item = await staff.get(`${STAFF_API_PREFIX}/library/layout/big-headline`);
    expect(item.status).toBe(200);
    expect(item.body.data).toMatchObject({ stage: "draft", latest_version: 1, owner_email: `layout-gen-${kind}@staff.test` });
    expect((await staff.post(`${GENERATED}/${done.id}/reject`, { reason: "Too late" })).body.error.code).toBe("not_pending");
  });

  it("approves a layout once when two approvals race: the other is refused and leaves no library item behind", async () => {
    const done = await generate("A racing card", layoutCall(portraitCard("racing-card")));
    const answers = await Promise.all(["race-a", "race-b"].map((id) => staff.post(`${GENERATED}/${done.id}/approve`, { id })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const items = await Promise.all(["race-a", "race-b"].map((id) => staff.get(`${STAFF_API_PREFIX}/library/layout/${id}`)));
    expect(items.map((item) => item.status).sort()).toEqual([200, 404]);
  });

  it("edits a layout first (validated, checked again), and keeps a rejected one with its reason", async () => {
    const done = await generate("A plain card", layoutCall(portraitCard("plain-card")));
    const invalid = await staff.request("PUT", `${GENERATED}/${done.id}/definition`, {
      json: { definition: { ...done.definition, elements: [] } },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.fields).toHaveProperty("definition.elements");
    const edited = await staff.request("PUT", `${GENERATED}/${done.id}/definition`, {
      json: { definition: { ...done.definition, name: "Plainer card" } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ definition: { name: "Plainer card" }, checks_ran_at: null });
    expect(await settled(done.id)).toMatchObject({ checks_green: true, definition: { name: "Plainer card" } });

    expect((await staff.post(`${GENERATED}/${done.id}/reject`, {})).status).toBe(400);
    const rejected = await staff.post(`${GENERATED}/${done.id}/reject`, { reason: "The headline crowds the portrait." });
    expect(rejected.body.data).toMatchObject({ status: "rejected", reject_reason: "The headline crowds the portrait." });
    expect((await staff.get(`${GENERATED}?status=rejected`)).body.data.map((layout: any) => layout.id)).toEqual([done.id]);
  });

  it("fails a generation pg-boss gave up on (lost with its process on both tries) instead of leaving it generating", async () => {
    const id = randomUUID();
    await server.database.db.insert(generatedLayout).values({ id, prompt: "Lost twice", model: "blind" });
    // Held back from the worker, then failed for good as an expired last try is.
    const job = await server.jobs.send(LAYOUT_GEN_QUEUE, { id, step: "generate" }, { startAfter: 3600, retryLimit: 0 });
    await server.jobs.fail(LAYOUT_GEN_QUEUE, job!);
    const lost = await settled(id);
    expect(lost).toMatchObject({ status: "failed", error: expect.stringContaining("stopped") });
  });

  it("drops a check's results when the layout was edited while it ran: the edit's own check writes them", async () => {
    const id = randomUUID();
    const checked = portraitCard(`checked-${kind}`);
    const edited = { ...checked, name: "Edited meanwhile" };
    await server.database.db.insert(generatedLayout).values({ id, prompt: "Edited", status: "pending_review", definition: edited });
    const { db } = server.database;
    const greenOf = async () => (await db.select().from(generatedLayout).where(eq(generatedLayout.id, id)))[0]!.checksGreen;
    await updateGeneratedLayout(db, id, { checksGreen: true }, checked);
    expect(await greenOf()).toBeNull();
    await updateGeneratedLayout(db, id, { checksGreen: false }, edited);
    expect(await greenOf()).toBe(false);
  });

  it("shows the reference picture to a model that takes pictures, and refuses it for one that does not", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3366ff" } })
      .png()
      .toBuffer();
    const assetId = (await staff.upload("portrait.png", png, "image/png")).body.data.id as string;
    const blind = await staff.post(GENERATED, { prompt: "Like this", reference_asset_id: assetId, model: "blind" });
    expect(blind.status).toBe(422);
    expect(blind.body.error.fields).toHaveProperty("reference_asset_id");
    const othersPicture = await staff.post(GENERATED, { prompt: "Like this", reference_asset_id: crypto.randomUUID(), model: "eye" });
    expect(othersPicture.status).toBe(404);

    llm.answer(layoutCall(portraitCard("like-this")));
    const started = await staff.post(GENERATED, { prompt: "Like this", reference_asset_id: assetId, model: "eye" });
    expect(started.status).toBe(202);
    expect(await settled(started.body.data.id)).toMatchObject({ status: "pending_review", model: "eye", reference_asset_id: assetId });
    const content = llm.requests.at(-1)!.messages.at(-1)!.content as { type: string; image_url?: { url: string } }[];
    expect(content.map((part) => part.type)).toEqual(["text", "image_url"]);
    expect(content[1]!.image_url!.url).toMatch(/^data:image\/(png|webp);base64,/);
  });

  it("pages the queue without skipping layouts written in the same statement (one time, to the microsecond)", async () => {
    const ids: string[] = Array.from({ length: 3 }, () => randomUUID());
    await server.database.db.insert(generatedLayout).values(ids.map((id) => ({ id, prompt: "Same moment", status: "failed" as const })));
    const seen: string[] = [];
    for (let cursor: string | null = ""; cursor !== null;) {
      const page = await staff.get(`${GENERATED}?limit=1${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((layout: { id: string }) => layout.id));
      cursor = page.body.next_cursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => ids.includes(id)).sort()).toEqual(ids.sort());
  });

  it("answers bad input with 400 or 422, an unknown layout with 404", async () => {
    expect((await staff.post(GENERATED, { prompt: "" })).status).toBe(400);
    expect((await staff.post(GENERATED, { prompt: "x".repeat(2001) })).status).toBe(400);
    expect((await staff.post(GENERATED, { prompt: "A card", model: "nope" })).status).toBe(422);
    expect((await staff.get(`${GENERATED}?status=sideways`)).status).toBe(400);
    expect((await staff.get(`${GENERATED}/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await staff.get(`${GENERATED}/not-an-id`)).status).toBe(400);
    expect((await staff.post(`${GENERATED}/${crypto.randomUUID()}/reject`, { reason: "No" })).status).toBe(404);
  });
});

describe("the layout generator without a model", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
  });
  afterAll(() => server?.destroy());

  it("says so with 503 no_model", async () => {
    const staff = await signInStaff(server, "no-model@staff.test");
    const answer = await staff.post(GENERATED, { prompt: "A quote card" });
    expect(answer.status).toBe(503);
    expect(answer.body.error).toMatchObject({ code: "no_model", message: expect.stringContaining("LLM_MODEL") });
  });
});
