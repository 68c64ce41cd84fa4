import { asActor } from "../../platform/audit/audit-context.ts";
import { insertContent } from "../../video-studio/content/content-queries.ts";
import { DraftError, itemDocument, type DraftSettings } from "./item-document.ts";
import { pipelineActor, type PipelineDeps } from "./pipeline-deps.ts";
import { setItemDraft, updateItemFrom, type PipelineItemRow } from "./pipeline-item-queries.ts";
import type { PipelineContext } from "./pipeline-queries.ts";

export type DraftOutcome = { drafted: true } | { drafted: false; reason: string };

/**
 * Drafts one new item as a video project owned by the client's account (decision 0013): the
 * project and the item's link to it are written in one transaction recorded as the pipeline's
 * (source "pipeline"), and only while nobody drafted the item first, so an item never makes two
 * projects. With approval on it then waits for a decision; an item that cannot be drafted fails
 * with the reason.
 */
export async function draftItem(
  deps: PipelineDeps,
  pipeline: PipelineContext,
  settings: DraftSettings,
  item: PipelineItemRow,
): Promise<DraftOutcome> {
  const actor = pipelineActor(pipeline);
  let planned;
  try {
    planned = await itemDocument(deps, settings, item.data as Record<string, string>);
  } catch (error) {
    if (!(error instanceof DraftError)) throw error;
    await asActor(deps.db, actor, (tx) => updateItemFrom(tx, item.id, ["drafted"], { status: "failed", error: error.message }));
    return { drafted: false, reason: error.message };
  }
  const { document, planner } = planned;
  const drafted = await asActor(deps.db, actor, async (tx) => {
    const project = await insertContent(tx, {
      userId: pipeline.client.accountUserId,
      title: document.title,
      document,
      source: planner ? "prompt" : "template",
      planner,
    });
    const row = await setItemDraft(tx, item.id, { contentId: project.id, status: pipeline.approval ? "awaiting_approval" : "drafted" });
    // Someone drafted it first: this transaction's project is rolled back with it.
    if (!row) throw new AlreadyDrafted();
    return true;
  }).catch((error: unknown) => {
    if (error instanceof AlreadyDrafted) return false;
    throw error;
  });
  return drafted ? { drafted: true } : { drafted: false, reason: "already drafted" };
}

class AlreadyDrafted extends Error {}
