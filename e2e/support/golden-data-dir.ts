import { execFile } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const maker = fileURLToPath(new URL("../../apps/server/test/helpers/make-golden-data-dir.ts", import.meta.url));

/**
 * A data folder whose `db/` is migrated and seeded as a first start leaves it, made once per run
 * by the server's own test helper run as a process (e2e imports no server code), for every app
 * server to start on a copy of instead of creating and migrating an embedded database.
 */
export async function makeGoldenDataDir(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "framewise-e2e-golden-"));
  await promisify(execFile)(process.execPath, [maker, folder]);
  return folder;
}
