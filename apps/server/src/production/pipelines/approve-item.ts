import { applyRenderModifications } from "@framewise/scene";
import { z } from "zod";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import { saveContentVersion } from "../../video-studio/content/content-queries.ts";
import { findOwnableRow } from "../../platform/db/owned-rows.ts";
import { DomainError } from "../../kernel/errors.ts";
import type { PipelineDeps } from "./pipeline-deps.ts";
import { notWaiting } from "./item-errors.ts";
import type { PipelineItemRow } from "./pipeline-item-queries.ts";
import { findPipelineContext } from "./pipeline-queries.ts";
import { renderItem } from "./render-item.ts";

/** Slot texts edited before approving, by modification key (`scenes.0.headline.text`). */
export const approveBody = z
  .strictObject({
    texts: z
      .record(
        z.string().regex(/^scenes\.\d{1,4}\.[A-Za-z][A-Za-z0-9_]{0,63}\.text$/, "Address a slot's text as scenes.<n>.<slot>.text"),
        z.string().max(2000),
      )
      .refine((texts) => Object.keys(texts).length <= 200, "At most 200 texts.")
      .optional(),
  })
  .default({});
export type ApproveBody = z.infer<typeof approveBody>;

/** Writes the edited texts into the item's project (a new version, recorded as `actor`'s). */
async function saveTexts(deps: PipelineDeps, item: PipelineItemRow, texts: Record<string, string>, actor: AuditActor) {
  const project = item.contentId ? await findOwnableRow(deps.db, "content", item.contentId) : undefined;
  if (!project) throw new DomainError("conflict", "missing_project", "The draft's video project was deleted.");
  const { content, problems } = applyRenderModifications(project.document, texts);
  if (problems.length)
    throw new DomainError(
      "unprocessable",
      "invalid_texts",
      "Some texts do not fit the draft.",
      Object.fromEntries(problems.map((p) => [`texts.${p.path.split("/").pop()}`, p.message])),
    );
  const saved = await asActor(deps.db, actor, (tx) => saveContentVersion(tx, project.id, project.version, content));
  if (!saved) throw new DomainError("conflict", "version_conflict", "The draft was changed meanwhile; reload it and edit again.");
}

/**
 * Approves a draft waiting in the review queue (staff or one of the client's members), with its
 * slot texts edited first if asked, and renders it. Only a draft still waiting can be approved.
 */
export async function approveItem(
  deps: PipelineDeps,
  item: PipelineItemRow,
  body: ApproveBody,
  actor: AuditActor & { id: string },
): Promise<PipelineItemRow> {
  if (item.status !== "awaiting_approval") throw notWaiting();
  if (body.texts && Object.keys(body.texts).length) await saveTexts(deps, item, body.texts, actor);
  const pipeline = (await findPipelineContext(deps.db, item.pipelineId))!;
  const rendering = await renderItem(deps, pipeline, item, ["awaiting_approval"], actor, { decidedBy: actor.id });
  if (!rendering) throw notWaiting();
  return rendering;
}
