import { inArray } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { queryInBatches } from "../db/in-batches.ts";
import { render, type RenderStatus } from "../db/schema.ts";

/** The statuses of those of `ids` that name renders, by render id. */
export async function findRenderStatuses(db: Db, ids: string[]): Promise<Map<string, RenderStatus>> {
  const rows = await queryInBatches(ids, (batch) =>
    db.select({ id: render.id, status: render.status }).from(render).where(inArray(render.id, batch)),
  );
  return new Map(rows.map((row) => [row.id, row.status]));
}
