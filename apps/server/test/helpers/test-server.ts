import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
import { copyGoldenDb } from "@framewise/test-support/golden-data-dir";
import { createScratchDatabase } from "@framewise/test-support/scratch-database";
import { loadConfig } from "../../src/platform/config/config.ts";
import { startServer, type RunningServer } from "../../src/server.ts";

export type DatabaseKind = "pglite" | "postgres";

const postgresUrl = process.env.TEST_DATABASE_URL;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const databaseKinds: DatabaseKind[] = postgresUrl ? ["pglite", "postgres"] : ["pglite"];
if (!postgresUrl) console.warn("TEST_DATABASE_URL is not set: the PostgreSQL runs of the integration tests are skipped.");

const fixtureWebDist = fileURLToPath(new URL("../fixtures/web-dist", import.meta.url));

export interface TestServer extends RunningServer {
  dataDir: string;
  /** Stops the server and removes its data folder and scratch database. */
  destroy(): Promise<void>;
}

export interface TestServerOptions {
  /** Starts on an empty database, migrating and seeding it as a first start does, instead of on a copy of the golden one. */
  emptyDatabase?: boolean;
}

/**
 * The real server on 127.0.0.1 and a random port, over a PGlite folder or a PostgreSQL database
 * of its own (a copy of the run's golden one unless `emptyDatabase`), serving a fixture web build.
 * A `dataDir` that already has a database (a restart) keeps it.
 */
export async function startTestServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  dataDir?: string,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const folder = dataDir ?? (await mkdtemp(path.join(tmpdir(), "framewise-test-")));
  const fromGolden = !options.emptyDatabase;
  // An env naming DATABASE_URL brings its own database; the folder's would go unused.
  if (kind === "pglite" && !env.DATABASE_URL && fromGolden) await copyGoldenDb(inject("goldenDataDir"), folder);
  const template = fromGolden ? inject("goldenPostgresDatabase") : undefined;
  const scratch = kind === "postgres" ? await createScratchDatabase(postgresUrl!, { template }) : undefined;
  const config = loadConfig({
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: folder,
    WEB_DIST_DIR: fixtureWebDist,
    LOG_LEVEL: "silent",
    STAFF_EMAIL_DOMAINS: "staff.test",
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...env,
  });
  const server = await startServer(config);
  return {
    ...server,
    dataDir: folder,
    async destroy() {
      await server.stop();
      await scratch?.drop();
      if (!dataDir) await rm(folder, { recursive: true, force: true });
    },
  };
}
