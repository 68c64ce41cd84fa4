import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../platform/db/database.ts";
import type { Mailer } from "../../platform/mail/mailer.ts";

/** What library comments need beyond the database: who is staff, and the platform's mail for mentions. */
export interface CommentDeps {
  db: Db;
  staffDomains: string[];
  mailer: Mailer;
  log: FastifyBaseLogger;
}
