import { IMAGE_ASPECT_RATIOS } from "@framewise/contracts";
import { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { uuid } from "../../kernel/api-schemas.ts";
import { encodeTimeIdCursor, timeIdCursor } from "../../kernel/time-id-cursor.ts";
import { listUserImages } from "./image-queries.ts";

export const findImagesQuery = z.object({
  /** Words of the prompt (PostgreSQL full-text search). */
  q: z.string().trim().max(200).optional(),
  provider: z.string().max(60).optional(),
  vibe_id: uuid.optional(),
  aspect_ratio: z.enum(IMAGE_ASPECT_RATIOS).optional(),
  favourite: z.stringbool().optional(),
  public: z.stringbool().optional(),
  board_id: uuid.optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  sort: z.enum(["newest", "oldest"]).default("newest"),
  cursor: timeIdCursor.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(60),
});
export type FindImagesQuery = z.infer<typeof findImagesQuery>;

/** A page of the person's images, filtered and sorted, and the cursor of the next page. */
export async function findImages(db: Db, userId: string, query: FindImagesQuery) {
  // A bare date as `to` means the whole of that day.
  const to =
    query.to && query.to.length === 10 ? new Date(Date.parse(query.to) + 86_400_000 - 1) : query.to ? new Date(query.to) : undefined;
  const rows = await listUserImages(db, userId, {
    q: query.q || undefined,
    provider: query.provider,
    vibeId: query.vibe_id,
    aspectRatio: query.aspect_ratio,
    favourite: query.favourite,
    public: query.public,
    boardId: query.board_id,
    from: query.from ? new Date(query.from) : undefined,
    to,
    sort: query.sort,
    after: query.cursor,
    // One more than the page says whether another follows.
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  return { rows: page, nextCursor: rows.length > query.limit ? encodeTimeIdCursor(page.at(-1)!.image) : null };
}
