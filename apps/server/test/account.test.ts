import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listUsers, setDisabled, verifyEmail } from "../src/operations/accounts/account-queries.ts";
import { renderBundleJson } from "./fixtures/render-bundle.ts";
import { png } from "./helpers/asset-files.ts";
import { TestClient } from "./helpers/http.ts";
import { watch } from "./helpers/render-events.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const filesUnder = async (folder: string): Promise<string[]> =>
  (await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

describe.each(databaseKinds)("one's own account on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.destroy());

  it("changes the name and the password, keeping this device signed in and signing out the others", async () => {
    const laptop = new TestClient(server.url);
    await laptop.signUp("owner@example.com", "first-pass-1", "Owner");
    const phone = new TestClient(server.url);
    await phone.post("/api/auth/sign-in/email", { email: "owner@example.com", password: "first-pass-1" });

    expect((await laptop.post("/api/auth/update-user", { name: "Ada Owner" })).status).toBe(200);
    expect((await phone.get("/api/auth/get-session")).body.user.name).toBe("Ada Owner");

    const sessions = (await laptop.get("/api/auth/list-sessions")).body as { token: string }[];
    expect(sessions).toHaveLength(2);

    const wrong = await laptop.post("/api/auth/change-password", {
      currentPassword: "nope-pass-1",
      newPassword: "second-pass-2",
      revokeOtherSessions: true,
    });
    expect(wrong.status).toBe(400);
    expect(
      (
        await laptop.post("/api/auth/change-password", {
          currentPassword: "first-pass-1",
          newPassword: "second-pass-2",
          revokeOtherSessions: true,
        })
      ).status,
    ).toBe(200);
    expect((await laptop.get("/api/auth/get-session")).body.user.email).toBe("owner@example.com");
    expect((await phone.get("/api/auth/get-session")).body).toBeNull();
    expect((await laptop.get("/api/auth/list-sessions")).body).toHaveLength(1);
  });

  it("revokes one other session, which ends that device's identity token too", async () => {
    const laptop = new TestClient(server.url);
    await laptop.signUp("revoker@example.com", "first-pass-1");
    const tablet = new TestClient(server.url);
    await tablet.post("/api/auth/sign-in/email", { email: "revoker@example.com", password: "first-pass-1" });
    const tabletToken = await tablet.identityToken();
    const mine = (await laptop.get("/api/auth/get-session")).body.session.token as string;
    const other = ((await laptop.get("/api/auth/list-sessions")).body as { token: string }[]).find((s) => s.token !== mine)!;
    expect((await laptop.post("/api/auth/revoke-session", { token: other.token })).status).toBe(200);
    expect((await tablet.get("/api/auth/get-session")).body).toBeNull();
    expect((await tablet.get("/api/v1/user-info/", { authorization: `Bearer ${tabletToken}` })).status).toBe(401);
    expect((await laptop.get("/api/auth/get-session")).body.user.email).toBe("revoker@example.com");
  });

  it("states what deleting the account removes, then removes it all: content, renders, assets and their files", async () => {
    const leaving = new TestClient(server.url);
    await leaving.signUp("leaving@example.com", "leave-pass-1");
    const staying = new TestClient(server.url);
    await staying.signUp("staying@example.com");
    const upload = await leaving.upload("photo.png", await png(), "image/png");
    expect(upload.status).toBe(201);
    await staying.upload("kept.png", await png(), "image/png");
    const video = await leaving.post("/api/v1/content", { from: "template", templateId: "bold", aspectRatio: "16:9", title: "Goodbye" });
    const render = (await leaving.post("/api/v1/renders", { ...renderBundleJson(), scale: 0.25 })).body.data as { id: string };
    const events = await watch(leaving, render.id);
    expect(events.at(-1)).toMatchObject({ status: "done" });
    expect((await leaving.get(`/api/v1/renders/${render.id}/video`)).status).toBe(200);
    expect((await filesUnder(path.join(server.dataDir, "files"))).filter((file) => file.includes(render.id))).toHaveLength(2);

    const summary = await leaving.get("/api/v1/account/summary");
    expect(summary.body.data).toMatchObject({ videos: 1, renders: 1, assets: 1, landingPages: 0 });
    expect(summary.body.data.storageBytes).toBeGreaterThan(0);
    // Each user's summary counts only their own things.
    expect((await staying.get("/api/v1/account/summary")).body.data).toMatchObject({ videos: 0, renders: 0, assets: 1, landingPages: 0 });

    expect((await leaving.post("/api/auth/delete-user", { password: "wrong-pass-1" })).status).toBe(400);
    expect((await leaving.post("/api/auth/delete-user", { password: "leave-pass-1" })).status).toBe(200);

    expect((await leaving.get("/api/auth/get-session")).body).toBeNull();
    expect(
      (await new TestClient(server.url).post("/api/auth/sign-in/email", { email: "leaving@example.com", password: "leave-pass-1" })).status,
    ).toBe(401);
    expect(await filesUnder(path.join(server.dataDir, "renders"))).not.toEqual(
      expect.arrayContaining([expect.stringContaining(render.id)]),
    );
    const assetId = upload.body.data.id as string;
    expect((await filesUnder(path.join(server.dataDir, "files"))).some((file) => file.includes(assetId) || file.includes(render.id))).toBe(
      false,
    );
    const { rows } = await server.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from content where id = ${video.body.data.id as string}`,
    );
    expect(rows[0]?.n).toBe(0);
    expect((await staying.get("/api/v1/assets")).body.data).toHaveLength(1);
  });
});

describe("the operator's account commands", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
  });
  afterAll(() => server?.destroy());

  it("verifies an address (a staff domain is staff at once), and disables and re-enables an account", async () => {
    const client = new TestClient(server.url);
    await client.signUp("operator-made@staff.test", "operator-pass-1");
    const token = await client.identityToken();
    const info = async () => (await client.get("/api/v1/user-info/", { authorization: `Bearer ${token}` })).body.data;
    expect(await info()).toMatchObject({ is_staff: false });
    expect(await verifyEmail(server.database.db, "Operator-Made@staff.test")).toBe(true);
    expect(await info()).toMatchObject({ is_staff: true });
    expect(await verifyEmail(server.database.db, "nobody@staff.test")).toBe(false);

    expect(await setDisabled(server.database.db, "operator-made@staff.test", true)).toBe(true);
    expect((await client.get("/api/auth/get-session")).body).toBeNull();
    const refused = await new TestClient(server.url).post("/api/auth/sign-in/email", {
      email: "operator-made@staff.test",
      password: "operator-pass-1",
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("account_disabled");
    expect((await listUsers(server.database.db)).find((u) => u.email === "operator-made@staff.test")).toMatchObject({
      disabled: true,
      emailVerified: true,
    });

    await setDisabled(server.database.db, "operator-made@staff.test", false);
    expect(
      (await new TestClient(server.url).post("/api/auth/sign-in/email", { email: "operator-made@staff.test", password: "operator-pass-1" }))
        .status,
    ).toBe(200);
  });
});
