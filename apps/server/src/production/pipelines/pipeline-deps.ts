import type { FastifyBaseLogger } from "fastify";
import type { PgBoss } from "pg-boss";
import type { AuditActor } from "../../platform/audit/audit-context.ts";
import type { RenderLimits } from "../../platform/config/config.ts";
import type { PlanCatalog } from "../../platform/config/plans-config.ts";
import type { Db } from "../../platform/db/database.ts";
import type { Planner } from "../../video-studio/planner/planner.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import type { WebhookDeps } from "../webhooks/webhook-deps.ts";

/** What running pipelines needs: the database, the job queue, the planner, renders, storage and webhooks. */
export interface PipelineDeps {
  db: Db;
  jobs: PgBoss;
  planner: Planner;
  storage: Storage;
  renderLimits: RenderLimits;
  plans: PlanCatalog;
  webhooks: WebhookDeps;
  /** Tests fetch feeds from a loopback server; nothing else private is ever allowed. */
  allowLoopbackForTests: boolean;
  log: FastifyBaseLogger;
}

/** What a pipeline changes is recorded as the pipeline's own doing, through "pipeline". */
export const pipelineActor = (pipeline: { id: string; name: string }): AuditActor => ({
  kind: "system",
  id: pipeline.id,
  label: `pipeline ${pipeline.name}`,
  source: "pipeline",
});
