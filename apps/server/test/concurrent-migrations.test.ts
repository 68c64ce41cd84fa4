import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { readdir } from "node:fs/promises";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createScratchDatabase } from "@framewise/test-support/scratch-database";
import { useTempFolder } from "./helpers/temp-folder.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const adminCli = fileURLToPath(new URL("../src/operations/admin/admin-cli.ts", import.meta.url));
const migrations = fileURLToPath(new URL("../drizzle", import.meta.url));

/** `npm run admin -- migrate` as a deployment runs it: its own process, configured by its environment. */
function migrate(databaseUrl: string, folder: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [adminCli, "migrate"],
      { cwd: folder, env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, DATA_DIR: folder, LOG_LEVEL: "warn" } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

describe.runIf(postgresUrl)("processes migrating one empty PostgreSQL database at once", () => {
  const temp = useTempFolder("concurrent-migrations");

  it("all come up: each migrates in turn under the migration lock, the later ones finding nothing to do", async () => {
    const scratch = await createScratchDatabase(postgresUrl!);
    try {
      const runs = await Promise.all([1, 2, 3].map(() => migrate(scratch.url, temp())));
      for (const run of runs) expect(run, run.output).toMatchObject({ code: 0, output: expect.stringContaining("is up to date") });
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        const applied = await client.query("select count(*)::int as count from drizzle.__drizzle_migrations");
        const files = (await readdir(migrations)).filter((name) => name.endsWith(".sql"));
        // Every migration applied once, not once per process.
        expect(applied.rows[0].count).toBe(files.length);
      } finally {
        await client.end();
      }
    } finally {
      await scratch.drop();
    }
  }, 120_000);
});
