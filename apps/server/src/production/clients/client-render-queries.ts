import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { render } from "../../platform/db/schema.ts";
import { renderNumber } from "../../video-studio/renders/render-queries.ts";
import { RENDER_VIEW_COLUMNS, type RenderViewRow } from "../../video-studio/renders/render-view.ts";

const viewColumns = { ...Object.fromEntries(RENDER_VIEW_COLUMNS.map((name) => [name, render[name]])), number: renderNumber } as {
  [Name in (typeof RENDER_VIEW_COLUMNS)[number]]: (typeof render)[Name];
} & { number: typeof renderNumber };

/** The account's renders, newest first, `limit` of them after the render `after` (keyset: fast however many there are). */
export async function findAccountRenders(
  db: Db,
  accountUserId: string,
  after: { createdAt: Date; id: string } | undefined,
  limit: number,
): Promise<RenderViewRow[]> {
  const older = after ? sql`(${render.createdAt}, ${render.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})` : undefined;
  return db
    .select(viewColumns)
    .from(render)
    .where(and(eq(render.userId, accountUserId), older))
    .orderBy(desc(render.createdAt), desc(render.id))
    .limit(limit);
}
