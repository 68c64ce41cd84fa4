/**
 * The public API's request counts per key (issue 22), kept in the database so every API process
 * counts the same requests: one row per API key, its current fixed window and the requests in it.
 * UNLOGGED in its migration (0025): a crash of PostgreSQL that empties it only restarts windows.
 */
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { apiKey } from "./production-schema.ts";

export const apiRateLimit = pgTable("api_rate_limit", {
  /** The API key counted (named `key_id`, not `api_key_id`, which reads as a secret to the database browser). */
  keyId: text("key_id")
    .primaryKey()
    .references(() => apiKey.id, { onDelete: "cascade" }),
  /** When the current window began, by the database's clock (the same for every process). */
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  /** Requests counted in it, refused ones included. */
  hits: integer("hits").notNull(),
});
