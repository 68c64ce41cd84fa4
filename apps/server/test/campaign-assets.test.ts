import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { png } from "./helpers/asset-files.ts";
import { makeClient, type MadeClient } from "./helpers/clients.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";
import { waitFor } from "./helpers/wait-for.ts";

const STAFF = "/api/v1/staff";

/** A one-scene photo with a headline, the photo a variable the form asks for. */
const photoDocument = {
  version: 1,
  title: "New in",
  aspectRatio: "9:16",
  templateId: "bold",
  variables: { photo: { type: "image", label: "Photo" }, headline: { type: "text", default: "New in" } },
  scenes: [
    { id: "s1", layoutId: "headline-image", slots: { image: { variable: "photo" }, headline: { variable: "headline" } }, duration: 1 },
  ],
};

describe.each(databaseKinds)("campaign photos from the member's library on %s", (kind) => {
  let server: TestServer;
  let made: MadeClient;
  let member: TestClient;
  let stranger: TestClient;
  let campaignId: string;
  /** The assets of a user, straight from the database (the client's account has no session to ask with). */
  const assetsOf = async (userId: string) =>
    (
      await server.database.db.execute(
        sql`select id, name, size_bytes::int as size_bytes from asset where user_id = ${userId} order by created_at`,
      )
    ).rows as { id: string; name: string; size_bytes: number }[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    made = await makeClient(server, { maxConcurrentRenders: 1 });
    const template = await made.staff.post(`${STAFF}/clients/${made.clientId}/templates`, { from: "document", document: photoDocument });
    const campaign = await made.staff.post(`${STAFF}/clients/${made.clientId}/campaigns`, {
      name: "New in",
      client_template_id: template.body.data.id,
      variables: ["photo", "headline"],
    });
    campaignId = campaign.body.data.id;
    member = new TestClient(server.url);
    await member.signUp(`photo-member-${kind}@example.com`);
    await made.staff.post(`${STAFF}/clients/${made.clientId}/members`, { email: `photo-member-${kind}@example.com` });
    stranger = new TestClient(server.url);
    await stranger.signUp(`photo-stranger-${kind}@example.com`);
  });
  afterAll(() => server?.destroy());

  it("copies the member's own photo into the client's library and renders it; another's photo is not found", async () => {
    const make = (photo: string) => member.post(`/api/v1/campaigns/${campaignId}/renders`, { values: { photo, headline: "Autumn" } });
    const theirs = (await stranger.upload("Theirs.png", await png(), "image/png")).body.data.id;
    const notMine = await make(`asset:${theirs}`);
    expect([notMine.status, notMine.body.error.code]).toEqual([404, "not_found"]);
    expect(await assetsOf(made.accountUserId)).toEqual([]);
    const bad = await make("a photo");
    expect(bad.body.error.fields).toEqual({ "values.photo": "Pick one of your images or give its http(s) link." });

    const mine = (await member.upload("Shop front.png", await png(320, 568), "image/png")).body.data;
    const queued = await make(`asset:${mine.id}`);
    expect(queued.status).toBe(202);
    // The client's concurrency (one) is taken: the refused render leaves no copy behind.
    const refused = await make(`asset:${mine.id}`);
    expect([refused.status, refused.body.error.code]).toEqual([429, "client_concurrency"]);
    const copies = await assetsOf(made.accountUserId);
    expect(copies).toEqual([{ id: expect.any(String), name: "Shop front.png", size_bytes: mine.size_bytes }]);
    expect(copies[0]!.id).not.toBe(mine.id);
    // The copy is the client's storage (its plan), not a plan of the account nobody signs in as.
    const storageOf = async (kind: string, id: string) =>
      (
        await server.database.db.execute(
          sql`select coalesce(sum(used), 0)::int as used from quota_usage where owner_kind = ${kind} and owner_id = ${id} and metric = 'storage_bytes'`,
        )
      ).rows[0] as { used: number };
    expect(await storageOf("client", made.clientId)).toEqual({ used: mine.size_bytes });
    expect(await storageOf("user", made.accountUserId)).toEqual({ used: 0 });

    const done = await waitFor(
      "the campaign video with the photo",
      async () => (await member.get(`/api/v1/campaigns/${campaignId}/renders/${queued.body.data.id}`)).body.data,
      (render) => ["done", "failed"].includes(render.status),
      60_000,
    );
    expect(done).toMatchObject({ status: "done", error: null });
    const rendered = await server.database.db.execute(sql`select document from render where id = ${queued.body.data.id}`);
    expect(JSON.stringify(rendered.rows[0])).toContain(`asset:${copies[0]!.id}`);
    // The member's own photo is still theirs alone.
    expect((await member.get(`/api/v1/assets/${mine.id}`)).status).toBe(200);
  }, 90_000);
});
