import type { FastifyInstance } from "fastify";
import type { PgBoss } from "pg-boss";
import { resolveAuthSecret } from "./platform/auth/auth-secret.ts";
import type { Config } from "./platform/config/config.ts";
import { openDatabase, type Database } from "./platform/db/database.ts";
import { lockDataDir } from "./platform/db/data-dir-lock.ts";
import { startJobs, stopJobs } from "./platform/jobs/jobs.ts";
import { requireDiskSpace } from "./platform/storage/disk-space.ts";
import { serverOrigin } from "./http/server-origin.ts";

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  jobs: PgBoss;
  /** Stops in dependency order: HTTP first, then jobs, then the database, then the folder lock. */
  stop(): Promise<void>;
}

/** Opens and migrates the database, starts the job workers and the HTTP server. */
export async function startServer(config: Config): Promise<RunningServer> {
  const embedded = !config.databaseUrl;
  // Checked before anything is written: on a full disk the embedded database fails deep inside, saying nothing of the disk.
  await requireDiskSpace(config.dataDir, config.minFreeDiskBytes);
  const lock = embedded ? await lockDataDir(config.dataDir) : undefined;
  const opening = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.poolSizes.queries });
  // The application's modules load (seconds of this thread's time) while the embedded database opens on its own.
  const application = Promise.all([import("./app.ts"), import("./starter-content.ts")]);
  application.catch(() => undefined); // a failure is thrown where it is awaited, below
  const database = await opening.catch(async (error: unknown) => {
    await lock?.release();
    throw error;
  });
  let app: FastifyInstance | undefined;
  let stopJobsOnFailure: (() => Promise<void>) | undefined;
  try {
    const [{ buildApp }, { seedStarterContent }] = await application;
    await database.migrate();
    await seedStarterContent(database.db);
    const authSecret = await resolveAuthSecret(config.authSecret, config.dataDir);
    const jobs = await startJobs(database, { url: config.databaseUrl, poolSize: config.poolSizes.jobs }, (error) =>
      app?.log.error({ err: error }, "Job queue error"),
    );
    // Jobs stop before the database closes (on success through the app's close, else here).
    stopJobsOnFailure = () => stopJobs(jobs);
    app = await buildApp(config, database, authSecret, jobs);
    app.addHook("onClose", () => stopJobs(jobs));
    await app.listen({ host: config.host, port: config.port });
    const running = app;
    return {
      app: running,
      database,
      jobs,
      url: serverOrigin(config, running),
      async stop() {
        await running.close();
        await database.close();
        await lock?.release();
      },
    };
  } catch (error) {
    if (app) await app.close();
    else await stopJobsOnFailure?.();
    await database.close();
    await lock?.release();
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE")
      throw new PortInUseError(`Port ${config.port} is already in use. Stop the other program, or set PORT to another port.`);
    throw error;
  }
}

export class PortInUseError extends Error {
  override name = "PortInUseError";
}
