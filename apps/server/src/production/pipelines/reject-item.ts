import { z } from "zod";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { notWaiting } from "./item-errors.ts";
import { updateItemFrom, type PipelineItemRow } from "./pipeline-item-queries.ts";

export const rejectBody = z.strictObject({ reason: z.string().trim().min(1, "Say why the draft is rejected.").max(500) });

/** Rejects a waiting draft with a reason; it is never rendered. */
export async function rejectItem(
  db: Db,
  item: PipelineItemRow,
  reason: string,
  actor: AuditActor & { id: string },
): Promise<PipelineItemRow> {
  const rejected = await asActor(db, actor, (tx) =>
    updateItemFrom(tx, item.id, ["awaiting_approval"], { status: "rejected", reason, decidedBy: actor.id }),
  );
  if (!rejected) throw notWaiting();
  return rejected;
}
