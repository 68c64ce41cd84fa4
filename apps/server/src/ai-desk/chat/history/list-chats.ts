import { CHAT_LIMITS } from "@framewise/contracts";
import { z } from "zod";
import type { Db } from "../../../platform/db/database.ts";
import { uuid } from "../../../kernel/api-schemas.ts";
import { listChats as selectChats, type ChatListPosition, type ChatListRow } from "./chat-list-queries.ts";

/** A page's last chat, as `next_cursor`: its place in the order, so the next page starts exactly after it. */
const encodeCursor = (row: ChatListRow) => Buffer.from(JSON.stringify([row.pinned, row.cursorAt, row.id])).toString("base64url");

const position = z.tuple([z.boolean(), z.iso.datetime(), z.string().min(1).max(64)]);
const cursor = z
  .string()
  .max(200)
  .transform((text, context): ChatListPosition => {
    try {
      const [pinned, updatedAt, id] = position.parse(JSON.parse(Buffer.from(text, "base64url").toString()));
      return { pinned, updatedAt, id };
    } catch {
      context.addIssue({ code: "custom", message: "Not a cursor this list gave." });
      return z.NEVER;
    }
  });

export const listChatsQuery = z.object({
  q: z
    .string()
    .trim()
    .max(CHAT_LIMITS.searchLength)
    .optional()
    .describe("Words to find in titles and message text (full-text; each word also matches as a prefix)."),
  folder_id: z
    .union([uuid, z.literal("none")])
    .optional()
    .describe("One folder's chats, or `none` for the unfiled ones."),
  cursor: cursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ListChatsQuery = z.infer<typeof listChatsQuery>;

/**
 * The search as a prefix query (`harbour:* & dawn:*`), so a half-typed word already finds; only
 * letters and digits pass, so nothing typed can be read as query syntax. Undefined without words.
 */
export function prefixQuery(q: string): string | undefined {
  const words = q
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 12);
  return words?.map((word) => `${word}:*`).join(" & ");
}

/** A page of the staff member's chats and the cursor of the next one. */
export async function listChats(db: Db, userId: string, query: ListChatsQuery) {
  const tsquery = query.q ? prefixQuery(query.q) : undefined;
  // Punctuation alone has no words to find.
  if (query.q && !tsquery) return { rows: [], nextCursor: null };
  // One more than the page says whether another follows.
  const rows = await selectChats(db, userId, { folderId: query.folder_id, tsquery, after: query.cursor, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  return { rows: page, nextCursor: rows.length > query.limit ? encodeCursor(page.at(-1)!) : null };
}
