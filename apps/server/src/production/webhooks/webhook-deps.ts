import type { LookupFunction } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import type { PgBoss } from "pg-boss";
import type { WebhooksConfig } from "../../platform/config/webhooks-config.ts";
import type { Db } from "../../platform/db/database.ts";

/** What sending and delivering webhook messages needs. */
export interface WebhookDeps {
  db: Db;
  jobs: PgBoss;
  config: WebhooksConfig;
  /** Tests reach a loopback receiver; nothing else private is ever allowed. */
  allowLoopbackForTests: boolean;
  /** The resolver deliveries connect through (tests inject one); `dns.lookup` otherwise. */
  lookup?: LookupFunction;
  /** The clock tries are stamped and judged by (tests move it). */
  now?: () => Date;
  log: FastifyBaseLogger;
  /** Signed links to a done render's MP4 and poster, as the public API's read view makes them. */
  renderLinks(row: { id: string; userId: string }): Promise<{ video: string; poster: string }>;
}

export const nowOf = (deps: Pick<WebhookDeps, "now">) => deps.now?.() ?? new Date();
