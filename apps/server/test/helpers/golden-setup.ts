import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { makeGoldenDataDir, makeGoldenPostgres } from "./golden-databases.ts";

/** Vitest's global setup: the golden databases, made once per run (both at once) and removed after it. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "framewise-golden-"));
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const [pglite, postgres] = await Promise.allSettled([
    makeGoldenDataDir(dataDir),
    postgresUrl ? makeGoldenPostgres(postgresUrl) : Promise.resolve(undefined),
  ]);
  const teardown = async () => {
    if (postgres.status === "fulfilled") await postgres.value?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const failed = [pglite, postgres].find((result) => result.status === "rejected");
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  project.provide("goldenDataDir", dataDir);
  project.provide("goldenPostgresDatabase", postgres.status === "fulfilled" ? postgres.value?.name : undefined);
  return teardown;
}
