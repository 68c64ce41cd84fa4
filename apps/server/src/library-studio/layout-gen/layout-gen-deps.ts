import type { FastifyBaseLogger } from "fastify";
import type { PgBoss } from "pg-boss";
import type { Db } from "../../platform/db/database.ts";
import type { ModelRegistry } from "../../platform/llm/model-registry.ts";
import type { Storage } from "../../platform/storage/storage.ts";

/** The pg-boss queue of layout generations: a job per generated layout, whose data names it. */
export const LAYOUT_GEN_QUEUE = "layout-gen";
/** Where pg-boss sends a generation it gave up on (both tries lost with their processes). */
export const LAYOUT_GEN_LOST_QUEUE = "layout-gen-lost";

/** Generate the layout, or run its automatic checks again after an edit. */
export interface LayoutGenJob {
  id: string;
  step: "generate" | "check";
}

/** What generating layouts needs. */
export interface LayoutGenDeps {
  db: Db;
  jobs: PgBoss;
  models: ModelRegistry;
  storage: Storage;
  log: FastifyBaseLogger;
}
