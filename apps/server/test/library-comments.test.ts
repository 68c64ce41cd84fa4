import type { ParsedMail } from "mailparser";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_API_PREFIX } from "../src/http/routes/operations/staff-routes.ts";
import { signInStaff } from "./helpers/clients.ts";
import { TestClient } from "./helpers/http.ts";
import { startTestSmtp, type TestSmtp } from "./helpers/smtp-server.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const COMMENTS = `${STAFF_API_PREFIX}/library/layout/title/versions/1/comments`;

describe.each(databaseKinds)("comments on library versions on %s", (kind) => {
  let smtp: TestSmtp;
  let server: TestServer;
  let ana: TestClient;
  let ben: TestClient;
  let user: TestClient;
  const anaEmail = `ana-${kind}@staff.test`;
  const benEmail = `ben-${kind}@staff.test`;
  const userEmail = `comment-user-${kind}@example.com`;

  /** The first mail to `to` whose subject matches, waiting for it to arrive (sign-up mails go to the same box). */
  async function mailTo(to: string, subject: RegExp): Promise<ParsedMail> {
    for (let since = 0; ;) {
      const mail = await smtp.nextTo(to, since);
      if (subject.test(mail.subject ?? "")) return mail;
      since = smtp.received.indexOf(mail) + 1;
    }
  }

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer(kind, smtp.env);
    ana = await signInStaff(server, anaEmail, "Ana Lopez");
    ben = await signInStaff(server, benEmail, "Ben Okafor");
    user = new TestClient(server.url);
    await user.signUp(userEmail);
  });
  afterAll(async () => {
    await server?.destroy();
    await smtp?.close();
  });

  it("is for staff only: 401 signed out, 403 for users", async () => {
    const signedOut = new TestClient(server.url);
    expect((await signedOut.get(COMMENTS)).status).toBe(401);
    expect((await signedOut.get(`${STAFF_API_PREFIX}/members`)).status).toBe(401);
    expect((await user.get(COMMENTS)).status).toBe(403);
    expect((await user.post(COMMENTS, { body: "Hi" })).status).toBe(403);
    expect((await user.get(`${STAFF_API_PREFIX}/members`)).status).toBe(403);
  });

  it("lists every staff account, and no user or unverified staff-domain address", async () => {
    const unverified = new TestClient(server.url);
    await unverified.signUp(`unverified-${kind}@staff.test`);
    const members = await ana.get(`${STAFF_API_PREFIX}/members`);
    expect(members.status).toBe(200);
    const emails = members.body.data.map((member: any) => member.email);
    expect(members.body.data).toEqual(
      expect.arrayContaining([
        { id: expect.any(String), email: anaEmail, name: "Ana Lopez" },
        { id: expect.any(String), email: benEmail, name: "Ben Okafor" },
      ]),
    );
    expect(emails).not.toContain(userEmail);
    expect(emails).not.toContain(`unverified-${kind}@staff.test`);
  });

  it("keeps threads: a pinned comment, its answers (an answer to an answer joins the thread), resolved and reopened", async () => {
    const first = await ana.post(COMMENTS, {
      body: "The headline crowds the top bar.",
      pin: { aspect: "9:16", time: 1.2, x: 0.5, y: 0.08 },
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      parent_id: null,
      author: { email: anaEmail, name: "Ana Lopez" },
      pin: { aspect: "9:16", time: 1.2, x: 0.5, y: 0.08 },
      mentions: [],
    });
    const answer = await ben.post(COMMENTS, { body: "Moved it down 5 %.", parent_id: first.body.data.id });
    expect(answer.body.data.parent_id).toBe(first.body.data.id);
    const nested = await ana.post(COMMENTS, { body: "Better.", parent_id: answer.body.data.id });
    expect(nested.body.data.parent_id).toBe(first.body.data.id);
    await ben.post(COMMENTS, { body: "A second thread, not pinned." });

    const list = await ben.get(COMMENTS);
    expect(list.status).toBe(200);
    expect(list.body.data.map((thread: any) => [thread.body, thread.resolved_at, thread.answers.map((a: any) => a.author.email)])).toEqual([
      ["The headline crowds the top bar.", null, [benEmail, anaEmail]],
      ["A second thread, not pinned.", null, []],
    ]);
    expect(list.body.data[1].pin).toBeNull();

    const resolved = await ben.post(`${COMMENTS}/${answer.body.data.id}/resolve`, { resolved: true });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({ id: first.body.data.id, resolved_at: expect.any(String) });
    const reopened = await ana.post(`${COMMENTS}/${first.body.data.id}/resolve`, { resolved: false });
    expect(reopened.body.data.resolved_at).toBeNull();

    const [audited] = (
      await server.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from audit_log where entity = 'library_comment' and actor_kind = 'staff' and actor_label = ${anaEmail}`,
      )
    ).rows;
    expect(audited!.n).toBeGreaterThanOrEqual(3);
  });

  it("mails each mentioned staff member a link to the item's page, and refuses mentions of anyone else with the fields at fault", async () => {
    const posted = await ana.post(COMMENTS, {
      body: "@Ben Okafor can you check the kicker's contrast?",
      mentions: [benEmail.toUpperCase()],
    });
    expect(posted.status).toBe(201);
    expect(posted.body.data.mentions).toEqual([{ id: expect.any(String), email: benEmail, name: "Ben Okafor" }]);

    const mail = await mailTo(benEmail, /mentioned you/);
    expect(mail.subject).toBe('Ana Lopez mentioned you on the layout "Title"');
    expect(mail.text).toContain("can you check the kicker's contrast?");
    expect(mail.text).toContain(`${server.url}/layouts-pipeline/title`);

    const refused = await ana.post(COMMENTS, { body: "Hello", mentions: [benEmail, userEmail, `nobody-${kind}@staff.test`] });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: "not_staff",
      fields: { "mentions.1": expect.any(String), "mentions.2": expect.any(String) },
    });
    expect(refused.body.error.fields).not.toHaveProperty("mentions.0");
  });

  it("deletes only the caller's own comments: someone else's or a missing one is 404, as is an unknown item, version or parent", async () => {
    const thread = await ben.post(COMMENTS, { body: "Ben's thread" });
    const answer = await ana.post(COMMENTS, { body: "Ana's answer", parent_id: thread.body.data.id });
    expect((await ana.request("DELETE", `${COMMENTS}/${thread.body.data.id}`)).status).toBe(404);
    expect((await ana.request("DELETE", `${COMMENTS}/no-such-comment`)).status).toBe(404);
    expect((await ana.request("DELETE", `${COMMENTS}/${answer.body.data.id}`)).status).toBe(204);
    expect((await ben.request("DELETE", `${COMMENTS}/${thread.body.data.id}`)).status).toBe(204);
    expect((await ben.get(COMMENTS)).body.data.map((t: any) => t.id)).not.toContain(thread.body.data.id);

    expect((await ana.get(`${STAFF_API_PREFIX}/library/layout/nope/versions/1/comments`)).status).toBe(404);
    expect((await ana.get(`${STAFF_API_PREFIX}/library/layout/title/versions/99/comments`)).status).toBe(404);
    expect((await ana.post(COMMENTS, { body: "Answer", parent_id: "no-such-comment" })).status).toBe(404);
    expect((await ana.post(`${COMMENTS}/no-such-comment/resolve`, { resolved: true })).status).toBe(404);
  });

  it("answers input past its limits with 400 and the field", async () => {
    const cases: [unknown, string][] = [
      [{ body: "x".repeat(5_001) }, "body"],
      [{ body: "   " }, "body"],
      [{ body: "Hi", mentions: Array.from({ length: 21 }, (_, i) => `m${i}@staff.test`) }, "mentions"],
      [{ body: "Hi", pin: { aspect: "9:16", time: 1, x: 1.5, y: 0.5 } }, "pin.x"],
      [{ body: "Hi", pin: { aspect: "9:16", time: 121, x: 0.5, y: 0.5 } }, "pin.time"],
      [{ body: "Hi", pin: { aspect: "3:2", time: 1, x: 0.5, y: 0.5 } }, "pin.aspect"],
      [{ body: "Hi", extra: true }, "body"],
    ];
    for (const [body, field] of cases) {
      const response = await ana.post(COMMENTS, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(response.body.error.fields ?? {}).join(" ")).toContain(field);
    }
    expect((await ana.get(`${STAFF_API_PREFIX}/library/layout/title/versions/0/comments`)).status).toBe(400);
  });

  it("keeps at most 1,000 comments on a version, so its list stays one bounded read", async () => {
    const path = `${STAFF_API_PREFIX}/library/layout/crowded-${kind}`;
    expect((await ana.post(`${STAFF_API_PREFIX}/library/layout`, { id: `crowded-${kind}`, name: "Crowded" })).status).toBe(201);
    const [version] = (
      await server.database.db.execute(
        sql`select v.id from library_version v join library_item i on i.id = v.library_item_id where i.item_id = ${`crowded-${kind}`}`,
      )
    ).rows as { id: string }[];
    await server.database.db.execute(
      sql`insert into library_comment (id, library_version_id, body) select 'bulk-' || n, ${version!.id}, 'Noted' from generate_series(1, 999) as n`,
    );
    expect((await ana.post(`${path}/versions/1/comments`, { body: "The thousandth" })).status).toBe(201);
    const refused = await ana.post(`${path}/versions/1/comments`, { body: "One more" });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "too_many_comments", message: expect.stringContaining("1,000 comments") });
  });
});
