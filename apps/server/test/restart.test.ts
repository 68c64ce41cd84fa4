import { writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTempFolder } from "./helpers/temp-folder.ts";
import { DataDirInUseError } from "../src/platform/db/data-dir-lock.ts";
import { TestClient } from "./helpers/http.ts";
import { startTestServer } from "./helpers/test-server.ts";

const migrationCount = async (server: Awaited<ReturnType<typeof startTestServer>>) =>
  (await server.database.db.execute<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)).rows[0]
    ?.count;

describe("restarting on the same PGlite data folder", () => {
  const temp = useTempFolder("restart");

  it("keeps users and sessions, and runs migrations once", async () => {
    const dataDir = temp();
    const first = await startTestServer("pglite", {}, dataDir);
    const client = new TestClient(first.url);
    const user = await client.signUp("persist@example.com", "remember-me-1");
    const migrationsAfterFirstStart = await migrationCount(first);
    expect(migrationsAfterFirstStart).toBeGreaterThan(0);
    await first.destroy();

    const second = await startTestServer("pglite", {}, dataDir);
    try {
      // The same cookie jar against the new process: the session and the generated secret survived.
      const reconnected = client.pointedAt(second.url);
      expect((await reconnected.get("/api/auth/get-session")).body.user.id).toBe(user.id);
      const signIn = await new TestClient(second.url).post("/api/auth/sign-in/email", {
        email: "persist@example.com",
        password: "remember-me-1",
      });
      expect(signIn.status).toBe(200);
      expect(await migrationCount(second)).toBe(migrationsAfterFirstStart);
    } finally {
      await second.destroy();
    }
  });

  it("refuses a second process on a folder in use, and names the fix", async () => {
    const dataDir = temp();
    const running = await startTestServer("pglite", {}, dataDir);
    try {
      // Our own pid is alive, so pretend the lock belongs to another live process: pid 1.
      await writeFile(path.join(dataDir, "framewise.pid"), "1");
      await expect(startTestServer("pglite", {}, dataDir)).rejects.toThrow(DataDirInUseError);
      await writeFile(path.join(dataDir, "framewise.pid"), String(process.pid));
    } finally {
      await running.destroy();
    }
  });
});
