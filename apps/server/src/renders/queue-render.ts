import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import type { Db } from "../db/database.ts";
import { render } from "../db/schema.ts";
import type { RenderDocument } from "./render-request.ts";
import { RENDER_QUEUE } from "./render-worker.ts";

export type RenderRow = typeof render.$inferSelect;

/** Stores a render of a document snapshot and queues its job; answers the row (queued). */
export async function queueRender(
  deps: { db: Db; jobs: PgBoss },
  request: { userId: string; document: RenderDocument; scale: number; content?: { id: string; version: number } },
): Promise<RenderRow> {
  const id = randomUUID();
  await deps.db.insert(render).values({ id, userId: request.userId, document: request.document, scale: request.scale, contentId: request.content?.id, contentVersion: request.content?.version });
  const jobId = await deps.jobs.send(RENDER_QUEUE, { renderId: id });
  const [row] = await deps.db.update(render).set({ jobId }).where(eq(render.id, id)).returning();
  return row!;
}
