import { createScratchDatabase } from "@framewise/test-support/scratch-database";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../src/platform/db/database.ts";
import { AUDITED_TABLES } from "../src/operations/db-browser/audited-tables.ts";
import { COLLECTIONS } from "../src/operations/db-browser/collection.ts";
import { PRIVATE_TABLES } from "../src/platform/db/private-data.ts";
import { databaseKinds } from "./helpers/test-server.ts";

/** Column names that hold, or may hold, a secret (token counts aside): each must be hidden from the browser. */
const SECRET_LIKE = /password|secret|token(?!s)|hash|salt|api_?key|credential|signature|private/i;

describe.each(databaseKinds)("the database browser's registry on %s", (kind) => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const scratch = kind === "postgres" ? await createScratchDatabase(process.env.TEST_DATABASE_URL!) : undefined;
    drop = scratch ? () => scratch.drop() : undefined;
    database = await openDatabase({ databaseUrl: scratch?.url });
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it("edits only the tables whose updates the audit trigger records, and lists every one of them", async () => {
    const triggered = await database.db.execute<{ name: string }>(
      sql`select distinct c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
          where p.proname = 'framewise_audit' and not t.tgisinternal and (t.tgtype & 16) <> 0 order by 1`,
    );
    expect(triggered.rows.map((row) => row.name)).toEqual([...AUDITED_TABLES].sort());
    const editable = [...COLLECTIONS.values()].filter((collection) => collection.editable).map((collection) => collection.name);
    expect(editable.every((name) => AUDITED_TABLES.includes(name))).toBe(true);
    expect(editable).toEqual(expect.arrayContaining(["content", "asset", "landing_page", "user", "template"]));
  });

  it("hides every column named like a secret, in every table of the database", async () => {
    const columns = await database.db.execute<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    const exposed = columns.rows
      .filter((column) => SECRET_LIKE.test(column.column_name))
      .filter((column) => {
        const collection = COLLECTIONS.get(column.table_name);
        return collection && !collection.hidden.includes(column.column_name);
      })
      .map((column) => `${column.table_name}.${column.column_name}`);
    expect(exposed).toEqual([]);
    // The ones the issue names, by name.
    expect(COLLECTIONS.get("account")!.hidden).toEqual(expect.arrayContaining(["password", "access_token", "refresh_token", "id_token"]));
    expect(COLLECTIONS.get("session")!.hidden).toContain("token");
    expect(COLLECTIONS.get("verification")!.hidden).toContain("value");
  });

  it("browses every table of the database but the private chats, keys visible and guarded fields read-only with a reason", async () => {
    const tables = await database.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.rows.map((row) => row.name).filter((name) => !COLLECTIONS.has(name) && !PRIVATE_TABLES.has(name))).toEqual([]);
    expect([...PRIVATE_TABLES].filter((name) => COLLECTIONS.has(name))).toEqual([]);
    for (const collection of COLLECTIONS.values()) {
      for (const key of collection.key) expect(collection.hidden).not.toContain(key);
      for (const column of collection.columns) {
        const guarded = column.primary || column.generated || column.references || column.name === "version" || column.kind === "timestamp";
        if (guarded) expect(column.edit, `${collection.name}.${column.name}`).toBeUndefined();
        expect(Boolean(column.edit) !== Boolean(column.readOnly), `${collection.name}.${column.name}`).toBe(true);
      }
    }
  });
});
