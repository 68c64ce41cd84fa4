import { stat } from "node:fs/promises";
import path from "node:path";
import { newsEntries, rssFeed, startFeedServer } from "@framewise/test-support/feed-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeClient, type MadeClient } from "./helpers/clients.ts";
import { TestClient } from "./helpers/http.ts";
import { createPipeline, feedPipeline, itemsOf, PIPELINES, runAndWait } from "./helpers/pipelines.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";
import { waitFor } from "./helpers/wait-for.ts";

describe.each(databaseKinds)("feed pipelines through the staff API (%s)", (kind) => {
  let server: TestServer;
  let feed: Awaited<ReturnType<typeof startFeedServer>>;
  let made: MadeClient;
  let staff: TestClient;

  beforeAll(async () => {
    server = await startTestServer(kind, { TEST_ALLOW_LOOPBACK_FETCH: "true" });
    feed = await startFeedServer(rssFeed(newsEntries(3)));
    made = await makeClient(server);
    staff = made.staff;
  });
  afterAll(async () => {
    await server?.destroy();
    await feed?.close();
  });

  it("answers 401 signed out and 403 to a signed-in non-staff user", async () => {
    const visitor = new TestClient(server.url);
    expect((await visitor.get(PIPELINES)).status).toBe(401);
    expect((await visitor.post(PIPELINES, {})).status).toBe(401);
    await visitor.signUp(`someone-${Date.now()}@example.com`);
    expect((await visitor.get(PIPELINES)).status).toBe(403);
    expect((await visitor.post(`${PIPELINES}/preview`, {})).status).toBe(403);
  });

  it("refuses bad settings with the fields at fault", async () => {
    const bad = await staff.post(PIPELINES, { ...feedPipeline(made.clientId, made.templateId, "ftp://nope"), name: "" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(["name", "source.url"]));
    const unfit = await staff.post(
      PIPELINES,
      feedPipeline(made.clientId, made.templateId, feed.url, {
        mapping: { kind: "fields", modifications: { "Tagline.text": "{{title}}", "Headline.text": "{{title" } },
        schedule: "every day at noon",
      }),
    );
    expect(unfit.status).toBe(422);
    expect(unfit.body.error.code).toBe("invalid_pipeline");
    expect(Object.keys(unfit.body.error.fields).sort()).toEqual([
      "mapping.modifications.Headline.text",
      "mapping.modifications.Tagline.text",
      "schedule",
    ]);
    const other = await makeClient(server, { staff });
    const foreign = await staff.post(PIPELINES, feedPipeline(made.clientId, other.templateId, feed.url));
    expect(foreign.body.error.fields).toEqual({ client_template_id: "The client has no template with this id." });
    expect((await staff.post(PIPELINES, feedPipeline("no-such-client", made.templateId, feed.url))).status).toBe(404);
  });

  it("refuses a feed on a private or local network when it is saved, not only when it runs", async () => {
    // Address literals only: the check refuses them before any socket opens (no name is looked up).
    for (const url of ["http://10.0.0.7/feed.xml", "http://169.254.169.254/latest/meta-data", "http://[fd00::1]/feed"]) {
      const refused = await staff.post(PIPELINES, feedPipeline(made.clientId, made.templateId, url));
      expect(refused.status, url).toBe(422);
      expect(refused.body.error.fields["source.url"], url).toMatch(/private or local network .*feeds are read from public addresses only/);
    }
    const credentials = await staff.post(PIPELINES, feedPipeline(made.clientId, made.templateId, "https://ann:secret@feeds.example/news"));
    expect(credentials.body.error.fields).toEqual({ "source.url": "Feed addresses may not carry a user name or password." });
    const pipeline = await createPipeline(staff, feedPipeline(made.clientId, made.templateId, feed.url));
    const moved = await staff.request("PATCH", `${PIPELINES}/${pipeline.id}`, {
      json: { source: { kind: "rss", url: "http://192.168.1.20/rss" } },
    });
    expect(moved.status).toBe(422);
    expect(Object.keys(moved.body.error.fields)).toEqual(["source.url"]);
    expect((await staff.get(`${PIPELINES}/${pipeline.id}`)).body.data.source).toMatchObject({ url: feed.url });
    // A change that keeps the source is not refused for it.
    expect((await staff.request("PATCH", `${PIPELINES}/${pipeline.id}`, { json: { name: "Renamed" } })).status).toBe(200);
  });

  it("test-fetches a feed and previews its first items as storyboards, saving nothing", async () => {
    const preview = await staff.post(`${PIPELINES}/preview`, {
      client_id: made.clientId,
      source: { kind: "rss", url: feed.url },
      client_template_id: made.templateId,
      mapping: { kind: "fields", modifications: { "Headline.text": "{{title}}" } },
      limit: 2,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data.total).toBe(3);
    expect(preview.body.data.fields).toEqual(expect.arrayContaining(["guid", "title", "description", "link"]));
    expect(preview.body.data.items).toHaveLength(2);
    expect(preview.body.data.items[0].document.scenes[0].slots.headline).toEqual({ text: "Story 1: the spring range lands" });
    const broken = await staff.post(`${PIPELINES}/preview`, { client_id: made.clientId, source: { kind: "json_feed", url: feed.url } });
    expect(broken.status).toBe(422);
    expect(broken.body.error.code).toBe("source_unreadable");
  });

  it("fills a slot the template leaves empty but its layout offers, in the preview and in drafts", async () => {
    const mapping = { kind: "fields", modifications: { "Headline.text": "{{title}}", "Subtitle.text": "{{description}}" } };
    const preview = await staff.post(`${PIPELINES}/preview`, {
      client_id: made.clientId,
      source: { kind: "rss", url: feed.url },
      client_template_id: made.templateId,
      mapping,
      limit: 1,
    });
    expect(preview.body.data.mapping_problems).toEqual({});
    const subtitle = preview.body.data.items[0].document.scenes[0].slots.subtitle;
    expect(subtitle).toEqual({ text: expect.stringContaining("trail shoes") });
    const pipeline = await createPipeline(staff, feedPipeline(made.clientId, made.templateId, feed.url, { name: "Subtitled", mapping }));
    await runAndWait(staff, pipeline.id);
    const [item] = await itemsOf(staff, pipeline.id, "awaiting_approval");
    expect(item!.document.scenes[0].slots.subtitle).toEqual({ text: item!.fields.description });
  });

  it("drafts each new item once into the review queue; a second run finds only duplicates", async () => {
    const pipeline = await createPipeline(staff, feedPipeline(made.clientId, made.templateId, feed.url));
    const first = await runAndWait(staff, pipeline.id);
    expect(first).toMatchObject({ status: "succeeded", trigger: "manual", found: 3, added: 3, duplicates: 0, drafted: 3, failed: 0 });
    expect(first.log[0].message).toContain("3 items, 3 new");
    const waiting = await itemsOf(staff, pipeline.id, "awaiting_approval");
    expect(waiting.map((item) => item.item_key).sort()).toEqual(["story-1", "story-2", "story-3"]);
    expect(waiting[0]!.document.scenes[0].slots.headline.text).toMatch(/^Story \d: the spring range lands$/);
    const second = await runAndWait(staff, pipeline.id);
    expect(second).toMatchObject({ status: "succeeded", found: 3, added: 0, duplicates: 3, drafted: 0 });
    const listed = (await staff.get(`${PIPELINES}?client_id=${made.clientId}`)).body.data;
    expect(listed[0]).toMatchObject({ id: pipeline.id, awaiting_approval: 3, last_run: { id: second.id, duplicates: 3 } });
  });

  it("records a pipeline's drafts in the audit trail with source pipeline", async () => {
    const pipeline = await createPipeline(staff, feedPipeline(made.clientId, made.templateId, feed.url, { name: "Audited" }));
    await runAndWait(staff, pipeline.id);
    const [item] = await itemsOf(staff, pipeline.id);
    const trail = await staff.get(`/api/v1/staff/audit?entity=content&entity_id=${item!.content_id}`);
    expect(trail.status).toBe(200);
    expect(trail.body.data).toEqual([
      expect.objectContaining({
        action: "insert",
        source: "pipeline",
        actor: { kind: "system", id: pipeline.id, label: "pipeline Audited" },
      }),
    ]);
    const bySource = await staff.get(`/api/v1/staff/audit?source=pipeline&entity=pipeline_item&entity_id=${item!.id}`);
    expect(bySource.body.data.length).toBeGreaterThan(0);
  });

  it("a rejection needs a reason; an approval with edited text renders the draft, and the finished video is delivered", async () => {
    const pipeline = await createPipeline(
      staff,
      feedPipeline(made.clientId, made.templateId, feed.url, { name: "Delivered", delivery: { kind: "storage", prefix: "news/daily" } }),
    );
    await runAndWait(staff, pipeline.id);
    const [first, second] = await itemsOf(staff, pipeline.id, "awaiting_approval");
    const noReason = await staff.post(`/api/v1/staff/pipeline-items/${first!.id}/reject`, { reason: " " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields).toEqual({ reason: "Say why the draft is rejected." });
    const rejected = await staff.post(`/api/v1/staff/pipeline-items/${first!.id}/reject`, { reason: "Off brand" });
    expect(rejected.body.data).toMatchObject({ status: "rejected", reason: "Off brand" });
    expect((await staff.post(`/api/v1/staff/pipeline-items/${first!.id}/approve`, {})).status).toBe(409);

    const approved = await staff.post(`/api/v1/staff/pipeline-items/${second!.id}/approve`, {
      texts: { "scenes.0.headline.text": "Edited before approval" },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: "rendering", render_id: expect.any(String) });
    expect(approved.body.data.document.scenes[0].slots.headline.text).toBe("Edited before approval");
    const done = await waitFor(
      "the approved draft to render and be delivered",
      async () => (await itemsOf(staff, pipeline.id)).find((item) => item.id === second!.id)!,
      (item) => item.status !== "rendering",
      120_000,
    );
    expect(done).toMatchObject({ status: "rendered", error: null });
    const [run] = (await staff.get(`${PIPELINES}/${pipeline.id}/runs`)).body.data;
    expect(run).toMatchObject({ found: 3, drafted: 3, approved: 1, rendered: 1 });
    const delivered = await stat(path.join(server.dataDir, "files", "deliveries", made.clientId, "news", "daily", `${second!.id}.mp4`));
    expect(delivered.size).toBeGreaterThan(1000);
  });
});
