import { createScratchDatabase, type ScratchDatabase } from "@framewise/test-support/scratch-database";
import { openDatabase, type Database } from "../../src/platform/db/database.ts";
import { startJobs, stopJobs } from "../../src/platform/jobs/jobs.ts";
import { seedStarterContent } from "../../src/starter-content.ts";
import { seedStarterSuite } from "../../src/ai-desk/prompt-tests/seed-starter-suite.ts";

/*
 * Databases made once per test run that every test server starts on a copy of: a fresh
 * embedded database costs seconds of initdb, migrations and the job queue's schema. The server
 * still migrates, seeds and starts its job queue at start; each finds nothing left to do.
 */

declare module "vitest" {
  export interface ProvidedContext {
    /** A PGlite data folder holding only the golden `db/`. */
    goldenDataDir: string;
    /** The golden PostgreSQL database's name, when TEST_DATABASE_URL is set. */
    goldenPostgresDatabase: string | undefined;
  }
}

/**
 * What startServer (server.ts) and buildApp (app.ts) write at a first start, in their order, up to
 * the job queue's schema: not its queues, whose options buildApp takes from each server's settings.
 */
async function prepare(database: Database, databaseUrl: string | undefined) {
  await database.migrate();
  await seedStarterContent(database.db);
  await seedStarterSuite(database.db);
  let jobsError: Error | undefined;
  await stopJobs(await startJobs(database, { url: databaseUrl, poolSize: 2 }, (error) => (jobsError ??= error)));
  if (jobsError) throw jobsError;
}

/** Makes `dataDir/db`, the golden PGlite database. */
export async function makeGoldenDataDir(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await prepare(database, undefined);
  } finally {
    await database.close();
  }
}

/** The golden PostgreSQL database, with no connection left open so that it can serve as a template. */
export async function makeGoldenPostgres(adminUrl: string): Promise<ScratchDatabase> {
  const golden = await createScratchDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl: golden.url });
  try {
    await prepare(database, golden.url);
  } catch (error) {
    await database.close();
    await golden.drop();
    throw error;
  }
  await database.close();
  return golden;
}
