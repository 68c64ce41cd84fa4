import type { FastifyBaseLogger } from "fastify";
import type { PgBoss } from "pg-boss";
import type { PlanCatalog } from "../../platform/config/plans-config.ts";
import type { Db } from "../../platform/db/database.ts";
import type { Events } from "../../platform/events/events.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import type { ImageProviderSet } from "./providers/create-image-providers.ts";

/** What the studio's operations and its job share. */
export interface ImageGenDeps {
  db: Db;
  jobs: PgBoss;
  storage: Storage;
  events: Events;
  /** The configured providers, the default first. */
  providers: ImageProviderSet;
  /** How many generations each plan allows a month (UTC). */
  plans: PlanCatalog;
  /** Scratch space for pictures on their way into storage. */
  workDir: string;
  log: FastifyBaseLogger;
}
