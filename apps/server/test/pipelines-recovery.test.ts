import { newsEntries, rssFeed, startFeedServer } from "@framewise/test-support/feed-server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeClient, type MadeClient } from "./helpers/clients.ts";
import { createPipeline, feedPipeline, itemsOf, runAndWait } from "./helpers/pipelines.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";
import { waitFor } from "./helpers/wait-for.ts";

describe("items a stopped process left rendering without a render", () => {
  let server: TestServer;
  let feed: Awaited<ReturnType<typeof startFeedServer>>;
  let made: MadeClient;

  beforeAll(async () => {
    server = await startTestServer("pglite", { TEST_ALLOW_LOOPBACK_FETCH: "true" });
    feed = await startFeedServer(rssFeed(newsEntries(2)));
    made = await makeClient(server);
  });
  afterAll(async () => {
    await server?.destroy();
    await feed?.close();
  });

  /** What a process that stopped between claiming the item and recording its render leaves behind. */
  const leaveStalled = (itemId: string) =>
    server.database.db.execute(
      sql`update pipeline_item set status = 'rendering', render_id = null, updated_at = now() - interval '1 hour' where id = ${itemId}`,
    );
  const rendersOf = async (itemId: string) =>
    (await server.database.db.execute<{ id: string }>(sql`select id from render where metadata->>'item_id' = ${itemId}`)).rows.map(
      (row) => row.id,
    );

  it("are rendered once by the next run: a render queued before the stop is recorded, else one is queued", async () => {
    const { staff } = made;
    const pipeline = await createPipeline(staff, feedPipeline(made.clientId, made.templateId, feed.url));
    await runAndWait(staff, pipeline.id);
    const [neverQueued, queued] = await itemsOf(staff, pipeline.id, "awaiting_approval");
    const approved = await staff.post(`/api/v1/staff/pipeline-items/${queued!.id}/approve`, {});
    expect(approved.body.data.render_id).toEqual(expect.any(String));
    await leaveStalled(neverQueued!.id);
    await leaveStalled(queued!.id);
    // The queued render ends while its item does not name it: its end finds nothing to finish.
    await waitFor(
      "the unrecorded render to end",
      async () =>
        (await server.database.db.execute<{ status: string }>(sql`select status from render where id = ${approved.body.data.render_id}`))
          .rows[0]!.status,
      (status) => status === "done",
      120_000,
    );
    expect((await itemsOf(staff, pipeline.id)).find((item) => item.id === queued!.id)).toMatchObject({
      status: "rendering",
      render_id: null,
    });

    await runAndWait(staff, pipeline.id);
    const items = await waitFor(
      "both items to be rendered",
      () => itemsOf(staff, pipeline.id),
      (list) => list.every((item) => item.status === "rendered"),
      120_000,
    );
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(queued!.id)!.render_id).toBe(approved.body.data.render_id);
    expect(await rendersOf(queued!.id)).toEqual([approved.body.data.render_id]);
    expect(await rendersOf(neverQueued!.id)).toEqual([byId.get(neverQueued!.id)!.render_id]);

    await runAndWait(staff, pipeline.id);
    expect((await rendersOf(neverQueued!.id)).length + (await rendersOf(queued!.id)).length).toBe(2);
  });

  it("are left alone while their claim is recent (another process may be queueing the render)", async () => {
    const { staff } = made;
    const pipeline = await createPipeline(staff, feedPipeline(made.clientId, made.templateId, feed.url, { name: "Recent claim" }));
    await runAndWait(staff, pipeline.id);
    const [item] = await itemsOf(staff, pipeline.id, "awaiting_approval");
    await server.database.db.execute(sql`update pipeline_item set status = 'rendering', render_id = null where id = ${item!.id}`);
    await runAndWait(staff, pipeline.id);
    expect(await rendersOf(item!.id)).toEqual([]);
  });
});
