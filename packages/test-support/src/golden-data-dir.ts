import { execFile } from "node:child_process";
import { access, mkdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Gives the data folder `dataDir` a copy of the database in `goldenDataDir/db` (one migrated and
 * seeded once per test run), unless it has a database already (a restart). Only `db/` is
 * copied: the rest of a data folder (the generated auth secret, files, mail) stays its own.
 */
export async function copyGoldenDb(goldenDataDir: string, dataDir: string): Promise<void> {
  const target = path.join(dataDir, "db");
  const exists = await access(target).then(
    () => true,
    () => false,
  );
  if (exists) return;
  await mkdir(dataDir, { recursive: true });
  // cp copies the database's thousand-odd small files in half the time Node's fs.cp takes.
  await run("cp", ["-R", path.join(goldenDataDir, "db"), target]);
}
