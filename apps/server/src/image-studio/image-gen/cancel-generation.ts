import type { PgBoss } from "pg-boss";
import type { Db } from "../../platform/db/database.ts";
import type { Events } from "../../platform/events/events.ts";
import { DomainError } from "../../kernel/errors.ts";
import { finishGeneration, type GenerationRow } from "./generation-queries.ts";
import { publishGeneration } from "./image-gen-events.ts";
import type { ImageGenWorker } from "./image-gen-jobs.ts";
import { findGenerationImageIds } from "./image-queries.ts";
import { IMAGE_GEN_QUEUE } from "./queue-generation.ts";

/**
 * Cancels a queued or running generation. The row decides first, in one statement, so one that
 * finishes at the same moment is never marked canceled; then its job is canceled (a queued one
 * never runs), and then a running one's provider request is aborted. Costs nothing when nothing was made.
 */
export async function cancelGeneration(
  deps: { db: Db; jobs: PgBoss; events: Events; worker: ImageGenWorker },
  row: GenerationRow,
): Promise<GenerationRow> {
  const canceled = await finishGeneration(deps.db, row.id, "canceled", { step: null });
  if (!canceled) throw new DomainError("conflict", "already_finished", "This generation has already finished.");
  // The job first: aborted before it, a running job's handler could return and complete it.
  await deps.jobs.cancel(IMAGE_GEN_QUEUE, row.id).catch(() => undefined);
  deps.worker.cancel(row.id);
  await publishGeneration(deps.events, canceled, await findGenerationImageIds(deps.db, row.id));
  return canceled;
}
