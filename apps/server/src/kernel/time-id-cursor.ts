import { z } from "zod";
import { uuid } from "./api-schemas.ts";

/**
 * Keyset paging by time and id, newest first: a page's last row becomes `next_cursor`, so the
 * next page starts exactly after it however many rows came in meanwhile.
 */
export const encodeTimeIdCursor = (row: { createdAt: Date; id: string }) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");

/** A `cursor` query parameter this kind of list gave, read back as the row to start after. */
export const timeIdCursor = z
  .string()
  .max(200)
  .transform((text, context) => {
    const [at = "", id = ""] = Buffer.from(text, "base64url").toString().split("|");
    const createdAt = new Date(at);
    if (Number.isNaN(createdAt.getTime()) || !uuid.safeParse(id).success) {
      context.addIssue({ code: "custom", message: "Not a cursor this list gave." });
      return z.NEVER;
    }
    return { createdAt, id };
  });
