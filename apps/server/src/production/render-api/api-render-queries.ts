import { and, desc, eq, gte, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { render } from "../../platform/db/schema.ts";
import type { KeysetPosition } from "../../kernel/keyset-cursor.ts";
import type { RenderRow } from "../../video-studio/renders/render-queries.ts";

/** The render `id` when the account owns it, else undefined (missing and another's alike). */
export async function findAccountRender(db: Db, accountUserId: string, id: string): Promise<RenderRow | undefined> {
  const [row] = await db
    .select()
    .from(render)
    .where(and(eq(render.id, id), eq(render.userId, accountUserId)))
    .limit(1);
  return row;
}

export interface RenderListFilter {
  status?: RenderRow["status"];
  createdFrom?: Date;
  createdBefore?: Date;
  after?: KeysetPosition;
  limit: number;
}

/** The account's renders, newest first: a keyset page. */
export async function listAccountRenders(db: Db, accountUserId: string, filter: RenderListFilter): Promise<RenderRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(render.userId, accountUserId),
    filter.status && eq(render.status, filter.status),
    filter.createdFrom && gte(render.createdAt, filter.createdFrom),
    filter.createdBefore && lt(render.createdAt, filter.createdBefore),
    // Creation times are kept to the millisecond, as cursors carry them (db/keyset-time.ts).
    filter.after &&
      or(lt(render.createdAt, filter.after.createdAt), and(eq(render.createdAt, filter.after.createdAt), lt(render.id, filter.after.id))),
  ];
  return db
    .select()
    .from(render)
    .where(and(...conditions))
    .orderBy(desc(render.createdAt), desc(render.id))
    .limit(filter.limit);
}
