import { timestamp } from "drizzle-orm/pg-core";

/**
 * The creation time of a table listed by time and id (`http/time-id-cursor.ts`), kept to the
 * millisecond: a cursor carries a JavaScript Date, so rows must compare exactly with it. Rows
 * written in one statement share their time (a batch of images), and at microseconds those
 * after a page's last row in the same millisecond were skipped.
 */
export const keysetCreatedAt = () => timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow();
