import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./helpers/http.ts";
import { mailLink, outboxMail } from "@framewise/test-support/outbox";
import { startTestSmtp, type TestSmtp } from "./helpers/smtp-server.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

/** Follows a mailed link the way a browser would: answers where it redirects, keeping its cookies. */
async function follow(client: TestClient, link: string) {
  const url = new URL(link);
  const response = await client.get(url.pathname + url.search);
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location")!, client.baseUrl);
}

const userInfo = async (client: TestClient) =>
  (await client.get("/api/v1/user-info/", { authorization: `Bearer ${await client.identityToken()}` })).body.data;

describe("account mail without a mail server: the outbox", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
  });
  afterAll(() => server?.destroy());

  it("writes the verification as an .eml file, and its link makes a staff-domain account staff without a restart", async () => {
    const client = new TestClient(server.url);
    await client.signUp("newcomer@staff.test", "correct-horse-1", "Newcomer");
    expect(await userInfo(client)).toMatchObject({ is_staff: false, staff_domain: true });
    expect((await client.get("/api/v1/staff/collections")).status).toBe(403);

    const [mail] = await outboxMail(server.dataDir, "newcomer@staff.test");
    expect(mail?.subject).toBe("Verify your email address");
    const landing = await follow(client, mailLink(mail!));
    expect(landing.origin).toBe(server.url);
    expect((await client.get("/api/auth/get-session")).body.user.emailVerified).toBe(true);
    expect(await userInfo(client)).toMatchObject({ is_staff: true });
    expect((await client.get("/api/v1/staff/collections")).status).toBe(200);
  });

  it("sends the verification again on request, to the signed-in user only", async () => {
    const client = new TestClient(server.url);
    await client.signUp("again@example.com");
    const resend = await client.post("/api/auth/send-verification-email", { email: "again@example.com", callbackURL: "/?verified=1" });
    expect(resend.status).toBe(200);
    expect(await outboxMail(server.dataDir, "again@example.com")).toHaveLength(2);
  });

  it("refuses a verification link that was tampered with", async () => {
    const client = new TestClient(server.url);
    await client.signUp("tamper@staff.test");
    const [mail] = await outboxMail(server.dataDir, "tamper@staff.test");
    const link = new URL(mailLink(mail!));
    link.searchParams.set("token", `${link.searchParams.get("token")}x`);
    const response = await client.get(link.pathname + link.search);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/error=/);
    expect(await userInfo(client)).toMatchObject({ is_staff: false, staff_domain: true });
  });
});

describe("account mail through SMTP", () => {
  let smtp: TestSmtp;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer("pglite", smtp.env);
  });
  afterAll(async () => {
    await server?.destroy();
    await smtp?.close();
  });

  it("delivers the verification to the SMTP server, from MAIL_FROM, and writes no outbox file", async () => {
    const client = new TestClient(server.url);
    await client.signUp("smtp-user@staff.test", "correct-horse-1", "Smtp User");
    const mail = await smtp.nextTo("smtp-user@staff.test");
    expect(mail.from?.text).toContain("studio@framewise.test");
    expect(mail.html).toContain("Verify email address");
    await follow(client, mailLink(mail));
    expect(await userInfo(client)).toMatchObject({ is_staff: true });
    expect(await outboxMail(server.dataDir, "smtp-user@staff.test")).toHaveLength(0);
  });

  it("resets a forgotten password by mail and signs out every device", async () => {
    const laptop = new TestClient(server.url);
    await laptop.signUp("forgot@example.com", "first-pass-1");
    const phone = new TestClient(server.url);
    expect((await phone.post("/api/auth/sign-in/email", { email: "forgot@example.com", password: "first-pass-1" })).status).toBe(200);

    const before = smtp.received.length;
    const stranger = new TestClient(server.url);
    const request = await stranger.post("/api/auth/request-password-reset", { email: "forgot@example.com", redirectTo: "/email-login" });
    expect(request.status).toBe(200);
    // An unknown address answers the same, so the form tells nobody who has an account.
    expect(
      (await stranger.post("/api/auth/request-password-reset", { email: "nobody@example.com", redirectTo: "/email-login" })).body,
    ).toEqual(request.body);

    const mail = await smtp.nextTo("forgot@example.com", before);
    expect(mail.subject).toBe("Reset your password");
    const landing = await follow(stranger, mailLink(mail));
    expect(landing.pathname).toBe("/email-login");
    const token = landing.searchParams.get("token")!;
    expect((await stranger.post("/api/auth/reset-password", { token, newPassword: "weak" })).body.error.code).toBe("weak_password");
    expect((await stranger.post("/api/auth/reset-password", { token, newPassword: "second-pass-2" })).status).toBe(200);

    expect((await laptop.get("/api/auth/get-session")).body).toBeNull();
    expect((await phone.get("/api/auth/get-session")).body).toBeNull();
    expect((await stranger.post("/api/auth/sign-in/email", { email: "forgot@example.com", password: "first-pass-1" })).status).toBe(401);
    expect((await stranger.post("/api/auth/sign-in/email", { email: "forgot@example.com", password: "second-pass-2" })).status).toBe(200);
    // The link works once.
    expect((await stranger.post("/api/auth/reset-password", { token, newPassword: "third-pass-3" })).status).toBe(400);
  });

  it("changes the email address only once the new address is verified", async () => {
    const client = new TestClient(server.url);
    await client.signUp("old-address@example.com");
    await follow(client, mailLink(await smtp.nextTo("old-address@example.com")));
    const before = smtp.received.length;
    expect((await client.post("/api/auth/change-email", { newEmail: "new-address@staff.test", callbackURL: "/account" })).status).toBe(200);
    expect((await client.get("/api/auth/get-session")).body.user.email).toBe("old-address@example.com");

    const mail = await smtp.nextTo("new-address@staff.test", before);
    expect(mail.subject).toBe("Confirm your new email address");
    await follow(client, mailLink(mail));
    const user = (await client.get("/api/auth/get-session")).body.user;
    expect(user).toMatchObject({ email: "new-address@staff.test", emailVerified: true });
    expect(await userInfo(client)).toMatchObject({ email: "new-address@staff.test", is_staff: true });
  });
});
