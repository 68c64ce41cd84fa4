import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.ts";

/** Liveness for load balancers and the start script: answers once the database answers. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get("/api/health", async () => {
    await database.db.execute(sql`select 1`);
    return { data: { status: "ok", database: database.kind } };
  });
}
