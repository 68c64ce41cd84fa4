import { asActor } from "../../platform/audit/audit-context.ts";
import { findOwnableRow } from "../../platform/db/owned-rows.ts";
import { deliverItem } from "./deliver-item.ts";
import { pipelineActor, type PipelineDeps } from "./pipeline-deps.ts";
import { findItemByRender, updateItemFrom } from "./pipeline-item-queries.ts";
import { findPipelineContext } from "./pipeline-queries.ts";

/**
 * Closes an item whose render finished (called from the render queue's end, through a job): a
 * done render is delivered and the item is `rendered`; a failed or cancelled one, or a delivery
 * that could not be made, fails the item with the reason. Renders that are no pipeline's are ignored.
 */
export async function finishItem(deps: PipelineDeps, renderId: string): Promise<void> {
  const item = await findItemByRender(deps.db, renderId);
  const render = await findOwnableRow(deps.db, "render", renderId);
  if (!item || !render || item.status !== "rendering") return;
  const pipeline = await findPipelineContext(deps.db, item.pipelineId);
  if (!pipeline) return;
  const actor = pipelineActor(pipeline);
  if (render.status !== "done") {
    const error = `The render ${render.status === "cancelled" ? "was cancelled" : `failed: ${render.error ?? "no reason given"}`}.`;
    await asActor(deps.db, actor, (tx) => updateItemFrom(tx, item.id, ["rendering"], { status: "failed", error }));
    return;
  }
  try {
    const delivered = await deliverItem(deps, pipeline, item, render);
    deps.log.info({ pipelineId: pipeline.id, itemId: item.id, delivered }, "pipeline item delivered");
    await asActor(deps.db, actor, (tx) => updateItemFrom(tx, item.id, ["rendering"], { status: "rendered", error: null }));
  } catch (error) {
    const reason = `Rendered, but the delivery failed: ${(error as Error).message}`;
    await asActor(deps.db, actor, (tx) => updateItemFrom(tx, item.id, ["rendering"], { status: "failed", error: reason }));
  }
}
