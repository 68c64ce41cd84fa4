import { randomUUID } from "node:crypto";
import { LIBRARY_STAGES } from "@framewise/contracts";
import { z } from "zod";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import { checklistView, redItems } from "./checklist-view.ts";
import { findPublishedVersion, insertVersion, updateVersion, type LibraryItemRow } from "./library-item-queries.ts";
import { publishToView, retireInView } from "../../workspace/library/published-view-queries.ts";
import { stageMove } from "./stage-rules.ts";
import { studioItem, studioVersion } from "./studio-access.ts";

const reason = z.string().trim().min(1).max(1000);
export const stageChangeBody = z.strictObject({
  to: z.enum(LIBRARY_STAGES).describe("The stage the item's latest version moves to."),
  reason: reason.optional().describe("Why; required to go back to draft."),
  override: reason.optional().describe("Publishing with red checklist items: the written reason they may be ignored."),
});

/**
 * Moves the item's latest version to another stage, as one transaction recorded in the audit trail
 * with the reason: the rules (stage-rules.ts) and, to publish, a green checklist or a written
 * override (409 `checklist_failed` naming the red items). Publishing writes the definition into
 * the library users' pickers read and retires the version published before; retiring takes the
 * item out of pickers.
 */
export async function changeLibraryStage(db: Db, actor: AuditActor, item: LibraryItemRow, body: z.infer<typeof stageChangeBody>) {
  return asActor(db, { ...actor, reason: body.reason ?? body.override }, async (tx) => {
    await studioItem(tx, item.kind, item.itemId, true);
    const latest = await studioVersion(tx, item);
    const move = stageMove(latest.stage, body.to, body.reason);
    if (!move.ok)
      throw new DomainError("conflict", move.code, move.message, move.code === "reason_required" ? { reason: move.message } : undefined);
    switch (move.effect) {
      case "review":
      case "reopen":
        return updateVersion(tx, latest.id, { stage: body.to, ...(body.reason ? { note: body.reason } : {}) });
      case "retire":
        await updateVersion(tx, latest.id, { stage: "retired", ...(body.reason ? { note: body.reason } : {}) });
        return retireInView(tx, item.kind, item.itemId);
      case "new_draft":
        return insertVersion(tx, {
          id: randomUUID(),
          libraryItemId: item.id,
          version: latest.version + 1,
          definition: latest.definition,
          authorId: actor.id,
          note: body.reason,
        });
      case "publish": {
        const red = redItems(checklistView(item.kind, latest.definition, latest.checks, latest.ticks));
        if (red.length && !body.override)
          throw new DomainError("conflict", "checklist_failed", `The checklist is not green: ${red.join(", ")}.`, {
            override: "Fix the red items, or write why they may be ignored.",
          });
        const previous = await findPublishedVersion(tx, item.id);
        if (previous) await updateVersion(tx, previous.id, { stage: "retired", note: `Replaced by version ${latest.version}` });
        await updateVersion(tx, latest.id, { stage: "published", publishOverride: red.length ? body.override! : null });
        return publishToView(tx, item.kind, item.itemId, latest.definition);
      }
    }
  });
}
