import type { FastifyBaseLogger } from "fastify";
import type { PgBoss } from "pg-boss";
import type { Db } from "../../platform/db/database.ts";
import type { Events } from "../../platform/events/events.ts";
import type { ModelRegistry } from "../../platform/llm/model-registry.ts";

/** The pg-boss queue of prompt test runs: a job per run, whose id is the run's. */
export const PROMPT_TEST_QUEUE = "prompt-test";

/** What running prompt tests needs. */
export interface PromptTestDeps {
  db: Db;
  jobs: PgBoss;
  events: Events;
  models: ModelRegistry;
  log: FastifyBaseLogger;
}

/** The runs this process works on. */
export interface PromptTestWorker {
  /** Stops a run working here (its model call is aborted). */
  cancel(runId: string): void;
  /** Stops every run working here because the server stops: each goes back to the queue and resumes where it was. */
  interrupt(): void;
  /** Picks a just-queued run up at once rather than at the next poll (pg-boss polls every 2 s). */
  wake(): void;
}
