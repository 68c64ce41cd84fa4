import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../../platform/db/database.ts";
import { pingDatabase } from "../../../operations/health/health-queries.ts";
import { data } from "../../../kernel/api-schemas.ts";
import { freeBytes } from "../../../platform/storage/disk-space.ts";

const health = data(
  z.strictObject({
    status: z.enum(["ok", "degraded"]),
    database: z.enum(["pglite", "postgres"]),
    disk: z.strictObject({ free_bytes: z.number(), min_free_bytes: z.number(), problem: z.string().optional() }),
  }),
);

const alive = data(z.strictObject({ status: z.literal("ok") }));

/**
 * Readiness for load balancers and the start script (`/api/health`): answers once the database
 * answers, and 503 "degraded" while the data folder's disk has less than MIN_FREE_DISK_MB free
 * (uploads and renders would fail). Liveness (`/api/health/live`) asks nothing of the database or
 * the disk: a database blip takes pods out of service, and never restarts them all.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; dataDir: string; minFreeDiskBytes: number }> = async (
  app,
  { database, dataDir, minFreeDiskBytes },
) => {
  app.get(
    "/api/health/live",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness: the process answers",
        security: [],
        response: { 200: alive.describe("The process is running.") },
      },
    },
    async () => ({ data: { status: "ok" as const } }),
  );
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        summary: "Readiness: the database and free disk",
        security: [],
        response: { 200: health.describe("Healthy."), 503: health.describe("The disk is (nearly) full.") },
      },
    },
    async (_request, reply) => {
      await pingDatabase(database.db);
      const free = await freeBytes(dataDir);
      const lowOnDisk = free < minFreeDiskBytes;
      return reply.status(lowOnDisk ? 503 : 200).send({
        data: {
          status: lowOnDisk ? "degraded" : "ok",
          database: database.kind,
          disk: {
            free_bytes: free,
            min_free_bytes: minFreeDiskBytes,
            ...(lowOnDisk ? { problem: "No space left: the data folder's disk is (nearly) full." } : {}),
          },
        },
      });
    },
  );
};
