import type { PgBoss } from "pg-boss";
import type { Db } from "../../platform/db/database.ts";
import type { Events } from "../../platform/events/events.ts";
import { DomainError } from "../../kernel/errors.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { giveBackQuota } from "../../workspace/quota/give-back-quota.ts";
import { quotaRef } from "../../workspace/quota/quota-owner.ts";
import { claimRender, type NumberedRenderRow, type RenderRow } from "./render-queries.ts";
import { isFinished, publishRender } from "./render-events.ts";
import { RENDER_QUEUE, type RenderWorker } from "./render-worker.ts";
import { stopChunks } from "./stop-chunked-render.ts";

/**
 * Cancels a waiting or running render (409 once it has finished). One conditional update
 * decides, so a render finishing at the same moment is never marked cancelled; then watchers
 * are told, a running render stops (its partial output removed) and a queued job never starts.
 * Its render and render minutes go back to the owner's quota.
 */
export async function cancelRender(
  deps: { db: Db; jobs: PgBoss; events: Events; storage: Storage; worker: RenderWorker },
  row: RenderRow,
): Promise<NumberedRenderRow> {
  if (isFinished(row.status)) throw new DomainError("conflict", "already_finished", `This render is already ${row.status}.`);
  const cancelled = await claimRender(deps.db, row.id, { status: "cancelled" });
  if (!cancelled) throw new DomainError("conflict", "already_finished", "This render has just finished.");
  await giveBackQuota(deps.db, quotaRef.render(row.id));
  await publishRender(deps.events, row, {
    status: "cancelled",
    progress: row.progress,
    framesPerSecond: null,
    secondsLeft: null,
    error: null,
  });
  deps.worker.cancel(row.id);
  if (row.jobId) await deps.jobs.cancel(RENDER_QUEUE, row.jobId);
  await stopChunks(deps, row);
  await deps.worker.finished(row.id);
  return cancelled;
}
