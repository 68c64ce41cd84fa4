import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.ts";
import { freeBytes } from "../storage/disk-space.ts";

/**
 * Liveness for load balancers and the start script: answers once the database answers, and
 * 503 "degraded" while the data folder's disk has less than MIN_FREE_DISK_MB free (uploads and
 * renders would fail).
 */
export async function healthRoutes(app: FastifyInstance, { database, dataDir, minFreeDiskBytes }: { database: Database; dataDir: string; minFreeDiskBytes: number }) {
  app.get("/api/health", async (_request, reply) => {
    await database.db.execute(sql`select 1`);
    const free = await freeBytes(dataDir);
    const lowOnDisk = free < minFreeDiskBytes;
    return reply.status(lowOnDisk ? 503 : 200).send({
      data: {
        status: lowOnDisk ? "degraded" : "ok",
        database: database.kind,
        disk: { free_bytes: free, min_free_bytes: minFreeDiskBytes, ...(lowOnDisk ? { problem: "No space left: the data folder's disk is (nearly) full." } : {}) },
      },
    });
  });
}
