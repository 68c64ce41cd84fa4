import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import { layout, template } from "../db/schema.ts";
import { notFound } from "../http/errors.ts";
import type { ViewerResolver } from "../http/viewer.ts";

interface Deps {
  db: Db;
  viewers: ViewerResolver;
}

const idParams = z.object({ id: z.string().min(1).max(64) });

/** The template and layout library every signed-in user picks from (staff curate it later). */
export async function libraryRoutes(app: FastifyInstance, { db, viewers }: Deps) {
  for (const [plural, table, what] of [
    ["templates", template, "That template"],
    ["layouts", layout, "That layout"],
  ] as const) {
    app.get(`/api/v1/${plural}`, async (request) => {
      await viewers.requireUser(request);
      const rows = await db.select().from(table).orderBy(asc(table.position), asc(table.id));
      return { data: rows.map((row) => row.definition) };
    });
    app.get(`/api/v1/${plural}/:id`, async (request) => {
      await viewers.requireUser(request);
      const { id } = idParams.parse(request.params);
      const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
      if (!row) throw notFound(what);
      return { data: row.definition };
    });
  }
}
