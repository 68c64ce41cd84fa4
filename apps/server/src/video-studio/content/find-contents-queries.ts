import type { VideoSort } from "@framewise/contracts";
import { and, asc, desc, eq, getTableColumns, ilike, sql, type SQL } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { Db } from "../../platform/db/database.ts";
import { containsPattern } from "../../platform/db/like-pattern.ts";
import { content, render } from "../../platform/db/schema.ts";
import { renderNumber } from "../renders/render-queries.ts";
import { RENDER_VIEW_COLUMNS, type RenderViewRow } from "../renders/render-view.ts";
import type { ContentSummaryRow } from "./content-view.ts";

// A list never reads whole documents: the facts it shows are columns of their own.
const {
  document: _document,
  userId: _userId,
  shared: _shared,
  allowDownload: _allowDownload,
  ...summaryColumns
} = getTableColumns(content);
const renderColumns = getTableColumns(render);
const renderViewColumns = {
  ...(Object.fromEntries(RENDER_VIEW_COLUMNS.map((key) => [key, renderColumns[key]])) as Pick<
    typeof renderColumns,
    (typeof RENDER_VIEW_COLUMNS)[number]
  >),
  number: renderNumber.as("number"),
};

/** Each project's newest render, joined laterally (one lookup by the content id index per row). */
const latest = new QueryBuilder()
  .select(renderViewColumns)
  .from(render)
  .where(eq(render.contentId, content.id))
  .orderBy(desc(render.createdAt))
  .limit(1)
  .as("latest_render");
type LatestFields = { [K in keyof typeof renderViewColumns]: (typeof latest)[K] };
/** The subquery's columns as a nested selection, which Drizzle answers as null when the join found no row. */
const latestFields = Object.fromEntries(
  Object.keys(renderViewColumns).map((key) => [key, latest[key as keyof LatestFields]]),
) as LatestFields;

/** A project as a list shows it, with its newest render (its status is the project's status in the library). */
export type ContentListRow = ContentSummaryRow & { latestRender: RenderViewRow | null };

/** A page of the list: words matched against the title, the order, and the page's offset (`cursor`) and size. */
export interface FindContentsQuery {
  q?: string | undefined;
  sort: VideoSort;
  cursor: number;
  limit: number;
}

const ORDER: Record<VideoSort, SQL[]> = {
  recent: [desc(content.updatedAt), desc(content.id)],
  newest: [desc(content.createdAt), desc(content.id)],
  oldest: [asc(content.createdAt), asc(content.id)],
  title: [asc(sql`lower(${content.title})`), asc(content.id)],
};

const listOf = (db: Db, where: SQL | undefined, sort: VideoSort) =>
  db
    .select({ ...summaryColumns, latestRender: latestFields })
    .from(content)
    .leftJoinLateral(latest, sql`true`)
    .where(where)
    .orderBy(...ORDER[sort])
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"));

type ListQuery = ReturnType<ReturnType<typeof listOf>["prepare"]>;
/** The unfiltered list, the one every library and home screen asks for: built and prepared once per database and order. */
const preparedLists = new WeakMap<Db, Map<VideoSort, ListQuery>>();

function preparedList(db: Db, sort: VideoSort): ListQuery {
  const lists = preparedLists.get(db) ?? new Map<VideoSort, ListQuery>();
  preparedLists.set(db, lists);
  let list = lists.get(sort);
  if (!list) lists.set(sort, (list = listOf(db, eq(content.userId, sql.placeholder("userId")), sort).prepare(`content_list_${sort}`)));
  return list;
}

/**
 * A page of the user's video projects in the order asked for (most recently changed first by
 * default), each with its newest render, in one query.
 */
export async function findContents(
  db: Db,
  userId: string,
  query: FindContentsQuery,
): Promise<{ rows: ContentListRow[]; nextCursor: number | null }> {
  const words = (query.q ?? "").split(/\s+/).filter(Boolean);
  const page = { userId, limit: query.limit + 1, offset: query.cursor };
  const rows = words.length
    ? await listOf(
        db,
        and(eq(content.userId, userId), ...words.map((word) => ilike(content.title, containsPattern(word)))),
        query.sort,
      ).execute(page)
    : await preparedList(db, query.sort).execute(page);
  const more = rows.length > query.limit;
  return { rows: rows.slice(0, query.limit), nextCursor: more ? query.cursor + query.limit : null };
}
