import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database.ts";
import { notFound } from "../http/errors.ts";
import type { ViewerResolver } from "../http/viewer.ts";

export const STAFF_API_PREFIX = "/api/v1/staff";

/**
 * Staff APIs. Every route in this plugin is behind one hook that answers 401 to signed-out
 * callers and 403 to non-staff, whatever the browser's router does.
 */
export async function staffRoutes(app: FastifyInstance, deps: { db: Db; viewers: ViewerResolver }) {
  app.addHook("onRequest", async (request) => {
    await deps.viewers.requireStaff(request);
  });

  // The database browser's first view: the product's tables and how many rows each holds.
  app.get("/collections", async () => {
    const tables = await deps.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const collections = [];
    for (const { name } of tables.rows) {
      const counted = await deps.db.execute<{ count: number }>(sql`select count(*)::int as count from ${sql.identifier(name)}`);
      collections.push({ name, documents: counted.rows[0]?.count ?? 0 });
    }
    return { data: collections };
  });

  // Unknown staff paths are checked like the others: a signed-out caller learns nothing.
  app.all("/*", async (request) => {
    throw notFound(`The staff API ${request.method} ${request.url.split("?")[0]}`);
  });
}
