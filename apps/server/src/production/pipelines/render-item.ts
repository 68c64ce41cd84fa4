import type { PipelineItemStatus } from "@framewise/contracts";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import { renderDocumentFor } from "../../video-studio/content/render-document.ts";
import { findOwnableRow } from "../../platform/db/owned-rows.ts";
import { DomainError } from "../../kernel/errors.ts";
import { clientOwner } from "../../workspace/quota/quota-owner.ts";
import { queueRender } from "../../video-studio/renders/queue-render.ts";
import type { PipelineDeps } from "./pipeline-deps.ts";
import { updateItemFrom, type PipelineItemRow } from "./pipeline-item-queries.ts";
import type { PipelineContext } from "./pipeline-queries.ts";

/**
 * Renders an item's project at full size in the client's queue (its quota, its number of renders
 * under way). The item is moved to `rendering` first, only from one of `from`, so two approvals
 * at once start one render; a refusal (quota, length, a missing layout) fails the item with the
 * reason. Answers the item as it is now, or undefined when it was not in one of `from`.
 */
export async function renderItem(
  deps: PipelineDeps,
  pipeline: PipelineContext,
  item: PipelineItemRow,
  from: readonly PipelineItemStatus[],
  actor: AuditActor,
  decision?: { decidedBy: string },
): Promise<PipelineItemRow | undefined> {
  const claimed = await asActor(deps.db, actor, (tx) =>
    updateItemFrom(tx, item.id, from, { status: "rendering", renderId: null, error: null, ...decision }),
  );
  return claimed && startItemRender(deps, pipeline, claimed, actor);
}

/**
 * Queues the render of an item claimed as `rendering` and records it on the item; a refusal
 * fails the item with the reason. Answers the item as it is now.
 */
export async function startItemRender(
  deps: PipelineDeps,
  pipeline: PipelineContext,
  item: PipelineItemRow,
  actor: AuditActor,
): Promise<PipelineItemRow | undefined> {
  const project = item.contentId ? await findOwnableRow(deps.db, "content", item.contentId) : undefined;
  try {
    if (!project) throw new DomainError("conflict", "missing_project", "The item's video project was deleted.");
    const render = await queueRender(
      { db: deps.db, jobs: deps.jobs, limits: deps.renderLimits, plans: deps.plans },
      {
        userId: pipeline.client.accountUserId,
        document: await renderDocumentFor(deps.db, project),
        scale: 1,
        content: { id: project.id, version: project.version },
        client: {
          owner: clientOwner(pipeline.client.id),
          maxUnderWay: pipeline.client.maxConcurrentRenders,
          metadata: { pipeline_id: pipeline.id, item_id: item.id, item_key: item.itemKey },
        },
      },
    );
    return await asActor(deps.db, actor, (tx) => updateItemFrom(tx, item.id, ["rendering"], { renderId: render.id }));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return asActor(deps.db, actor, (tx) =>
      updateItemFrom(tx, item.id, ["rendering"], { status: "failed", error: `The render could not start: ${error.message}` }),
    );
  }
}
