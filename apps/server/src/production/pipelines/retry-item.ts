import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import { findOwnableRow } from "../../platform/db/owned-rows.ts";
import { DomainError } from "../../kernel/errors.ts";
import { draftItem } from "./draft-item.ts";
import { finishItem } from "./finish-item.ts";
import { draftSettings } from "./item-document.ts";
import type { PipelineDeps } from "./pipeline-deps.ts";
import { findItem, updateItemFrom, type PipelineItemRow } from "./pipeline-item-queries.ts";
import { findPipelineContext } from "./pipeline-queries.ts";
import { renderItem } from "./render-item.ts";

/**
 * Tries a failed item again from where it failed: a finished render is delivered again, a draft
 * is rendered again, an item never drafted is drafted again (and waits for approval if the
 * pipeline asks for it). Only a failed item can be retried (409 otherwise).
 */
export async function retryItem(deps: PipelineDeps, item: PipelineItemRow, actor: AuditActor): Promise<PipelineItemRow> {
  if (item.status !== "failed") throw new DomainError("conflict", "not_failed", "Only a failed item can be retried.");
  const pipeline = (await findPipelineContext(deps.db, item.pipelineId))!;
  const render = item.renderId ? await findOwnableRow(deps.db, "render", item.renderId) : undefined;
  if (render?.status === "done") {
    await asActor(deps.db, actor, (tx) => updateItemFrom(tx, item.id, ["failed"], { status: "rendering", error: null }));
    await finishItem(deps, render.id);
  } else if (item.contentId) await renderItem(deps, pipeline, item, ["failed"], actor);
  else {
    const waiting = await asActor(deps.db, actor, (tx) => updateItemFrom(tx, item.id, ["failed"], { status: "drafted", error: null }));
    if (waiting && (await draftItem(deps, pipeline, await draftSettings(deps.db, pipeline), waiting)).drafted && !pipeline.approval)
      await renderItem(deps, pipeline, waiting, ["drafted"], actor);
  }
  return (await findItem(deps.db, item.id))!;
}
