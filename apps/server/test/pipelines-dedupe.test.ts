import { newsEntries, rssFeed, startFeedServer } from "@framewise/test-support/feed-server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PIPELINE_SCHEDULE_QUEUE } from "../src/production/pipelines/pipeline-queue.ts";
import { makeClient, type MadeClient } from "./helpers/clients.ts";
import { createPipeline, feedPipeline, itemsOf, PIPELINES, waitForRun } from "./helpers/pipelines.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";
import { waitFor } from "./helpers/wait-for.ts";

const FEED_ITEMS = 40;
const env = { TEST_ALLOW_LOOPBACK_FETCH: "true" };

describe.each(databaseKinds)("pipeline dedupe and schedules (%s)", (kind) => {
  let server: TestServer;
  let feed: Awaited<ReturnType<typeof startFeedServer>>;
  let made: MadeClient;

  beforeAll(async () => {
    server = await startTestServer(kind, env);
    feed = await startFeedServer(rssFeed(newsEntries(FEED_ITEMS)));
    made = await makeClient(server);
  });
  afterAll(async () => {
    await server?.destroy();
    await feed?.close();
  });

  const projectsOf = async (pipelineId: string) => {
    const rows = await server.database.db.execute<{ items: number; projects: number }>(
      sql`select count(*)::int as items, count(distinct content_id)::int as projects from pipeline_item where pipeline_id = ${pipelineId}`,
    );
    const accountProjects = await server.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from content where user_id = ${made.accountUserId}`,
    );
    return { ...(rows.rows ?? rows)[0]!, account: (accountProjects.rows ?? accountProjects)[0]!.count };
  };

  it("two runs at once draft each item exactly once between them", async () => {
    const pipeline = await createPipeline(made.staff, feedPipeline(made.clientId, made.templateId, feed.url));
    const before = (await projectsOf(pipeline.id)).account;
    const started = await Promise.all([0, 1, 2].map(() => made.staff.post(`${PIPELINES}/${pipeline.id}/runs`)));
    const runs = await Promise.all(started.map((answer) => waitForRun(made.staff, pipeline.id, answer.body.data.id as string)));
    expect(runs.map((run) => run.status)).toEqual(["succeeded", "succeeded", "succeeded"]);
    expect(runs.reduce((sum, run) => sum + run.added, 0)).toBe(FEED_ITEMS);
    expect(runs.reduce((sum, run) => sum + run.duplicates, 0)).toBe(2 * FEED_ITEMS);
    expect(runs.reduce((sum, run) => sum + run.drafted, 0)).toBe(FEED_ITEMS);
    const counts = await projectsOf(pipeline.id);
    expect(counts).toMatchObject({ items: FEED_ITEMS, projects: FEED_ITEMS });
    expect(counts.account - before).toBe(FEED_ITEMS);
  });

  it("a schedule is kept in pg-boss; its tick starts a run, and a paused pipeline's tick is skipped", async () => {
    const pipeline = await createPipeline(
      made.staff,
      feedPipeline(made.clientId, made.templateId, feed.url, { name: "Hourly", schedule: "0 * * * *" }),
    );
    expect(await server.jobs.getSchedule(PIPELINE_SCHEDULE_QUEUE, pipeline.id)).toMatchObject({
      cron: "0 * * * *",
      data: { pipelineId: pipeline.id },
    });
    // The tick pg-boss would send on the hour, sent now.
    await server.jobs.send(PIPELINE_SCHEDULE_QUEUE, { pipelineId: pipeline.id });
    const [run] = await waitFor(
      "the scheduled run",
      async () => (await made.staff.get(`${PIPELINES}/${pipeline.id}/runs`)).body.data as Record<string, any>[],
      (list) => list.length === 1 && list[0]!.status !== "running",
    );
    expect(run).toMatchObject({ trigger: "schedule", status: "succeeded", added: FEED_ITEMS });

    expect((await made.staff.post(`${PIPELINES}/${pipeline.id}/pause`)).body.data.status).toBe("paused");
    const tick = await server.jobs.send(PIPELINE_SCHEDULE_QUEUE, { pipelineId: pipeline.id });
    await waitFor(
      "the paused tick to be handled",
      () => server.jobs.getJobById(PIPELINE_SCHEDULE_QUEUE, tick!),
      (job) => job?.state === "completed",
    );
    expect((await made.staff.get(`${PIPELINES}/${pipeline.id}/runs`)).body.data).toHaveLength(1);

    const unscheduled = await made.staff.request("PATCH", `${PIPELINES}/${pipeline.id}`, { json: { schedule: null } });
    expect(unscheduled.body.data.schedule).toBeNull();
    expect(await server.jobs.getSchedule(PIPELINE_SCHEDULE_QUEUE, pipeline.id)).toBeNull();
  });

  // The embedded database's folder is started again; a PostgreSQL run would get a fresh scratch database.
  it.skipIf(kind === "postgres")("after a restart, the items seen before are still duplicates", async () => {
    const pipeline = await createPipeline(made.staff, feedPipeline(made.clientId, made.templateId, feed.url, { name: "Restarted" }));
    const first = await made.staff.post(`${PIPELINES}/${pipeline.id}/runs`);
    await waitForRun(made.staff, pipeline.id, first.body.data.id as string);
    const { dataDir } = server;
    await server.stop();
    server = await startTestServer(kind, env, dataDir);
    const staff = made.staff.pointedAt(server.url);
    const again = await staff.post(`${PIPELINES}/${pipeline.id}/runs`);
    const run = await waitForRun(staff, pipeline.id, again.body.data.id as string);
    expect(run).toMatchObject({ status: "succeeded", found: FEED_ITEMS, added: 0, duplicates: FEED_ITEMS, drafted: 0 });
    expect(await itemsOf(staff, pipeline.id)).toHaveLength(Math.min(FEED_ITEMS, 50));
  });
});
