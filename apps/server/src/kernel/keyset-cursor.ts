import { z } from "zod";

/** Where a page sorted newest first ended: its last row's time and id (ties broken by id). */
export interface KeysetPosition {
  createdAt: Date;
  id: string;
}

/** A page's last row as `next_cursor`, so the next page starts exactly after it. */
export const encodeKeysetCursor = (row: KeysetPosition) => Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");

/** `?cursor=`: a `next_cursor` this server gave, read back into its position (400 otherwise). */
export const keysetCursor = z
  .string()
  .max(200)
  .transform((text, context): KeysetPosition => {
    const [at = "", id = ""] = Buffer.from(text, "base64url").toString().split("|");
    const createdAt = new Date(at);
    if (Number.isNaN(createdAt.getTime()) || !id) {
      context.addIssue({ code: "custom", message: "Not a cursor this list gave." });
      return z.NEVER;
    }
    return { createdAt, id };
  });
