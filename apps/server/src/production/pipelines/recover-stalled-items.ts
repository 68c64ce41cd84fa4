import { asActor } from "../../platform/audit/audit-context.ts";
import { findOwnableRow } from "../../platform/db/owned-rows.ts";
import { finishItem } from "./finish-item.ts";
import { pipelineActor, type PipelineDeps } from "./pipeline-deps.ts";
import { updateItemFrom } from "./pipeline-item-queries.ts";
import { findPipelineContext } from "./pipeline-queries.ts";
import { startItemRender } from "./render-item.ts";
import { claimStalledItem, findStalledItems, findUnrecordedRender } from "./stalled-item-queries.ts";

/** Queueing a claimed item's render takes well under a second: an item claimed this long ago without one was left by a stopped process. */
export const STALLED_AFTER_MS = 2 * 60_000;

const FINISHED = new Set(["done", "failed", "cancelled"]);

/**
 * Recovers items a stopped process left `rendering` without a render (of one pipeline, or all).
 * The database says what happened: a render whose metadata names the item was queued before the
 * stop, so it is recorded on the item (and, if it already ended unseen, the item is finished
 * now); otherwise the render is queued now. Each stalled item is claimed by one process only, so
 * it is never rendered twice. Answers how many were recovered.
 */
export async function recoverStalledItems(deps: PipelineDeps, scope: { pipelineId?: string } = {}): Promise<number> {
  const before = new Date(Date.now() - STALLED_AFTER_MS);
  let recovered = 0;
  for (const item of await findStalledItems(deps.db, before, scope.pipelineId)) {
    const pipeline = await findPipelineContext(deps.db, item.pipelineId);
    if (!pipeline) continue;
    const actor = pipelineActor(pipeline);
    const claimed = await asActor(deps.db, actor, (tx) => claimStalledItem(tx, item.id, before));
    if (!claimed) continue;
    recovered++;
    const renderId = await findUnrecordedRender(deps.db, item.id);
    if (!renderId) {
      await startItemRender(deps, pipeline, claimed, actor);
      continue;
    }
    await asActor(deps.db, actor, (tx) => updateItemFrom(tx, item.id, ["rendering"], { renderId }));
    // Its end was sent while the item did not name it, and found nothing to finish.
    const render = await findOwnableRow(deps.db, "render", renderId);
    if (render && FINISHED.has(render.status)) await finishItem(deps, renderId);
  }
  if (recovered) deps.log.warn({ recovered, pipelineId: scope.pipelineId }, "recovered pipeline items left rendering without a render");
  return recovered;
}
