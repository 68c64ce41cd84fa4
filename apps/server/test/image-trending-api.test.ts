import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./helpers/http.ts";
import { generated } from "./helpers/image-gen.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const API = "/api/v1/image-gen";
const STAFF = "/api/v1/staff/image-gen";
const HOUR = 3600_000;

describe.each(databaseKinds)("trending, likes and reports over HTTP on %s", (kind) => {
  let server: TestServer;
  let maker: TestClient;
  let fan: TestClient;
  let staff: TestClient;
  /** Three public images and one private one, all the maker's. */
  let [fresh, older, oldest, hidden]: string[] = [];

  /** Sets what trending ranks by, as if the image had been published `hoursAgo` with those counts. */
  const rank = (id: string, hoursAgo: number, likes: number, remixes: number) =>
    server.database.db.execute(
      sql`update generated_image set published_at = ${new Date(Date.now() - hoursAgo * HOUR).toISOString()}::timestamptz,
          likes = ${likes}, remixes = ${remixes} where id = ${id}`,
    );
  const trendingIds = async (client: TestClient) =>
    (await client.get(`${API}/trending`)).body.data.map((image: { id: string }) => image.id) as string[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    maker = new TestClient(server.url);
    await maker.signUp(`trend-maker-${kind}@example.com`);
    fan = new TestClient(server.url);
    await fan.signUp(`trend-fan-${kind}@example.com`);
    staff = new TestClient(server.url);
    await staff.signUp(`trend-boss-${kind}@staff.test`);
    await server.database.db.execute(sql`update "user" set email_verified = true where email = ${`trend-boss-${kind}@staff.test`}`);
    const images = (await generated(maker, { prompt: "Kites over a beach", count: 4 })).images.map((image: { id: string }) => image.id);
    [fresh, older, oldest, hidden] = images;
    for (const id of [fresh, older, oldest]) await maker.request("PATCH", `${API}/images/${id}`, { json: { public: true } });
  });
  afterAll(() => server?.destroy());

  it("ranks public images by likes and remixes with time decay, leaving private ones out", async () => {
    // fresh: (0 + 1) / (1 + 2)^1.5 ≈ 0.19; older: (10 + 2·2 + 1) / (24 + 2)^1.5 ≈ 0.11; oldest: (40 + 1) / (240 + 2)^1.5 ≈ 0.011.
    await rank(fresh!, 1, 0, 0);
    await rank(older!, 24, 10, 2);
    await rank(oldest!, 240, 40, 0);
    expect(await trendingIds(fan)).toEqual([fresh, older, oldest]);
    // Enough likes outweigh a day's decay.
    await rank(older!, 24, 30, 2);
    expect(await trendingIds(fan)).toEqual([older, fresh, oldest]);
    const page = (await fan.get(`${API}/trending`)).body;
    expect(page.next_cursor).toBeNull();
    expect(page.data[0]).toMatchObject({ public: true, mine: false, liked: false, likes: 30, remixes: 2 });
    expect((await fan.get(`${API}/trending?cursor=nonsense`)).body.error).toMatchObject({
      code: "invalid_request",
      fields: { cursor: expect.any(String) },
    });
    expect((await new TestClient(server.url).get(`${API}/trending`)).status).toBe(401);
  });

  it("pages with a cursor that keeps the first page's moment", async () => {
    await rank(older!, 24, 0, 0);
    const first = await fan.get(`${API}/trending`);
    expect(first.body.data.length).toBe(3);
    const asOf = Date.now();
    const later = await fan.get(`${API}/trending?cursor=1.${asOf}`);
    expect(later.body.data.map((image: { id: string }) => image.id)).toEqual(
      first.body.data.slice(1).map((image: { id: string }) => image.id),
    );
  });

  it("counts one like per person, takes it back, and answers 404 for a private image of someone else", async () => {
    await rank(fresh!, 1, 0, 0);
    const like = () => fan.post(`${API}/images/${fresh}/like`);
    const [a, b] = await Promise.all([like(), like()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await like()).body.data).toEqual({ liked: true, likes: 1 });
    expect((await maker.post(`${API}/images/${fresh}/like`)).body.data).toEqual({ liked: true, likes: 2 });
    expect((await fan.get(`${API}/images/${fresh}`)).body.data).toMatchObject({ liked: true, likes: 2 });
    expect((await fan.request("DELETE", `${API}/images/${fresh}/like`)).body.data).toEqual({ liked: false, likes: 1 });
    expect((await fan.request("DELETE", `${API}/images/${fresh}/like`)).body.data).toEqual({ liked: false, likes: 1 });

    const foreign = await fan.post(`${API}/images/${hidden}/like`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("not_found");
    expect((await maker.post(`${API}/images/${hidden}/like`)).body.error.code).toBe("not_public");
    expect((await fan.post(`${API}/images/00000000-0000-4000-8000-000000000000/like`)).status).toBe(404);
  });

  it("hides a reported image from trending at once; staff dismiss (back) or remove (private)", async () => {
    expect((await fan.post(`${API}/images/${older}/report`, {})).body.error).toMatchObject({
      code: "invalid_request",
      fields: { reason: expect.any(String) },
    });
    expect((await fan.post(`${API}/images/${older}/report`, { reason: "x".repeat(501) })).status).toBe(400);
    expect((await fan.post(`${API}/images/${hidden}/report`, { reason: "Spam" })).status).toBe(404);

    const report = await fan.post(`${API}/images/${older}/report`, { reason: "Not what it says" });
    expect(report.status).toBe(201);
    expect(report.body.data).toMatchObject({ image_id: older, reason: "Not what it says", status: "open" });
    expect(await trendingIds(maker)).not.toContain(older);
    // One report per person: the second answers the first.
    expect((await fan.post(`${API}/images/${older}/report`, { reason: "Again" })).body.data.id).toBe(report.body.data.id);

    expect((await fan.get(`${STAFF}/reports`)).status).toBe(403);
    const open = (await staff.get(`${STAFF}/reports`)).body.data;
    expect(open).toEqual([expect.objectContaining({ id: report.body.data.id, image_id: older })]);
    expect((await staff.post(`${STAFF}/reports/${report.body.data.id}/resolve`, { action: "ban" })).status).toBe(400);
    const dismissed = await staff.post(`${STAFF}/reports/${report.body.data.id}/resolve`, { action: "dismiss" });
    expect(dismissed.body.data.status).toBe("dismissed");
    expect(await trendingIds(maker)).toContain(older);
    expect((await staff.post(`${STAFF}/reports/${report.body.data.id}/resolve`, { action: "remove" })).body.error.code).toBe(
      "already_resolved",
    );
    // Reporting again after a dismissal does not hide it again.
    await fan.post(`${API}/images/${older}/report`, { reason: "Still" });
    expect(await trendingIds(maker)).toContain(older);

    const second = (await fan.post(`${API}/images/${oldest}/report`, { reason: "Offensive" })).body.data;
    const removed = await staff.post(`${STAFF}/reports/${second.id}/resolve`, { action: "remove" });
    expect(removed.body.data.status).toBe("removed");
    expect(await trendingIds(maker)).not.toContain(oldest);
    expect((await fan.get(`${API}/images/${oldest}`)).status).toBe(404);
    expect((await maker.get(`${API}/images/${oldest}`)).body.data).toMatchObject({ public: false });
  });

  it("takes back the likes of an account that is deleted", async () => {
    const leaver = new TestClient(server.url);
    await leaver.signUp(`trend-leaver-${kind}@example.com`);
    const likes = async () => (await maker.get(`${API}/images/${fresh}`)).body.data.likes as number;
    const before = await likes();
    expect((await leaver.post(`${API}/images/${fresh}/like`)).status).toBeLessThan(300);
    expect(await likes()).toBe(before + 1);
    expect((await leaver.post("/api/auth/delete-user", { password: "correct-horse-1" })).status).toBe(200);
    expect(await likes()).toBe(before);
  });
});
