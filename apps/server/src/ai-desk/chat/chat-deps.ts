import type { FastifyBaseLogger } from "fastify";
import type { PgBoss } from "pg-boss";
import type { RenderLimits } from "../../platform/config/config.ts";
import type { PlanCatalog } from "../../platform/config/plans-config.ts";
import type { Db } from "../../platform/db/database.ts";
import type { Events } from "../../platform/events/events.ts";
import type { ImageGenDeps } from "../../image-studio/image-gen/image-gen-deps.ts";
import type { ModelRegistry } from "../../platform/llm/model-registry.ts";
import type { Planner } from "../../video-studio/planner/planner.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import type { Voicing } from "../../video-studio/voice/voice-scenes-job.ts";

/** What the chat's tools act with: the same operations the REST API runs. */
export interface ChatToolDeps {
  db: Db;
  planner: Planner;
  voicing: Voicing;
  jobs: PgBoss;
  renderLimits: RenderLimits;
  plans: PlanCatalog;
  imageGen: ImageGenDeps;
}

/** What the staff chat needs. */
export interface ChatDeps {
  db: Db;
  events: Events;
  storage: Storage;
  models: ModelRegistry;
  tools: ChatToolDeps;
  /** The folder holding README.md and docs/, the help the chat searches. */
  helpDir: string;
  /** This process alone uses the database (the embedded one): answers left streaming by a crash can be closed at start. */
  exclusive: boolean;
  log: FastifyBaseLogger;
}
