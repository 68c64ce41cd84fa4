import { readFile } from "node:fs/promises";
import { STARTER_TEMPLATES } from "@framewise/starter";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const journal = JSON.parse(await readFile(new URL("../drizzle/meta/_journal.json", import.meta.url), "utf8")) as { entries: unknown[] };

// Every other test server starts on a copy of a database migrated and seeded once per run; this one starts as production's first start does.
describe.each(databaseKinds)("a first start on an empty %s database", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, undefined, { emptyDatabase: true });
  });
  afterAll(() => server?.destroy());

  it("runs every migration, seeds the starter library and serves it", async () => {
    const migrations = await server.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(migrations.rows[0]!.count).toBe(journal.entries.length);
    const user = new TestClient(server.url);
    await user.signUp(`first-start-${kind}@example.com`);
    const templates = await user.get("/api/v1/templates");
    expect(templates.body.data.map((t: { id: string }) => t.id)).toEqual(STARTER_TEMPLATES.map((t) => t.id));
  });
});
