import { CHAT_SNIPPET_MARKS } from "@framewise/contracts";
import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../platform/db/database.ts";
import { chat, chatMessage } from "../../../platform/db/schema.ts";
import type { ChatRow } from "./chat-queries.ts";

/** A chat as the history lists it. */
export interface ChatListRow extends ChatRow {
  streaming: boolean;
  snippet: string | null;
  /** `updated_at` to the microsecond, for the next page's cursor (a JavaScript date keeps only milliseconds). */
  cursorAt: string;
}

/** Where a page starts: after this chat in the list's order. */
export interface ChatListPosition {
  pinned: boolean;
  updatedAt: string;
  id: string;
}

export interface ChatListFilters {
  /** A folder's chats, or "none" for the unfiled ones; every chat when absent. */
  folderId?: string;
  /** A `to_tsquery('simple', …)` text (words and prefixes, built by the caller). */
  tsquery?: string;
  after?: ChatListPosition;
  limit: number;
}

/** Qualified, because drizzle leaves a single-table select's columns bare, which a subquery would read as its own. */
const chatId = sql`${sql.identifier("chat")}.${sql.identifier("id")}`;
const chatTitle = sql`${sql.identifier("chat")}.${sql.identifier("title")}`;

/** The same expressions as the GIN indexes of migration 0017, so the searches use them. */
const titleVector = sql`to_tsvector('simple', ${chatTitle})`;
const messageVector = sql`to_tsvector('simple', ${chatMessage.text})`;

const headlineOptions = `StartSel="${CHAT_SNIPPET_MARKS.start}", StopSel="${CHAT_SNIPPET_MARKS.stop}", MaxWords=20, MinWords=8, MaxFragments=1`;

function snippetOf(query: SQL) {
  const messageSnippet = sql`(select ts_headline('simple', ${chatMessage.text}, ${query}, ${headlineOptions}) from ${chatMessage}
    where ${chatMessage.chatId} = ${chatId} and ${messageVector} @@ ${query} order by ${chatMessage.createdAt} desc limit 1)`;
  const titleSnippet = sql`case when ${titleVector} @@ ${query} then ts_headline('simple', ${chatTitle}, ${query}, ${headlineOptions}) end`;
  return sql<string | null>`coalesce(${messageSnippet}, ${titleSnippet})`;
}

/** A chat's columns with what the list adds: whether an answer is arriving, and the search's snippet. */
const listColumns = (query?: SQL) => ({
  id: chat.id,
  userId: chat.userId,
  title: chat.title,
  folderId: chat.folderId,
  pinned: chat.pinned,
  modelId: chat.modelId,
  currentLeafId: chat.currentLeafId,
  createdAt: chat.createdAt,
  updatedAt: chat.updatedAt,
  streaming: sql<boolean>`exists (select 1 from ${chatMessage} where ${chatMessage.chatId} = ${chatId} and ${chatMessage.status} = 'streaming')`,
  snippet: query ? snippetOf(query) : sql<string | null>`null`,
  cursorAt: sql<string>`to_char(${chat.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
});

/** One chat as the list shows it (after a change). */
export async function findChatListRow(db: Db, id: string): Promise<ChatListRow | undefined> {
  const [row] = await db.select(listColumns()).from(chat).where(eq(chat.id, id));
  return row;
}

/**
 * A page of a staff member's chats: pinned first, then the most recently active (keyset, so
 * later pages stay fast), optionally in one folder and matching a full-text search over titles
 * and message text.
 */
export function listChats(db: Db, userId: string, filters: ChatListFilters): Promise<ChatListRow[]> {
  const query = filters.tsquery === undefined ? undefined : sql`to_tsquery('simple', ${filters.tsquery})`;
  const conditions: (SQL | undefined)[] = [
    eq(chat.userId, userId),
    filters.folderId === "none" ? isNull(chat.folderId) : filters.folderId ? eq(chat.folderId, filters.folderId) : undefined,
    query
      ? sql`(${titleVector} @@ ${query} or ${chatId} in (select ${chatMessage.chatId} from ${chatMessage} where ${messageVector} @@ ${query}))`
      : undefined,
    filters.after
      ? sql`(${chat.pinned}, ${chat.updatedAt}, ${chatId}) < (${filters.after.pinned}, ${filters.after.updatedAt}::timestamptz, ${filters.after.id})`
      : undefined,
  ];
  return db
    .select(listColumns(query))
    .from(chat)
    .where(and(...conditions))
    .orderBy(desc(chat.pinned), desc(chat.updatedAt), desc(chat.id))
    .limit(filters.limit);
}
