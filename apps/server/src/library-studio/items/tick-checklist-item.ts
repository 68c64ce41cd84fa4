import { CHECKLIST_ASPECTS, MANUAL_CHECKS } from "@framewise/contracts";
import { z } from "zod";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import { checkKey, checklistAspects } from "./checklist-aspects.ts";
import { setTick, type LibraryItemRow } from "./library-item-queries.ts";
import { studioVersion } from "./studio-access.ts";

export const tickBody = z.strictObject({
  version: z.number().int().min(1).max(1_000_000).optional().describe("The version; its latest when left out."),
  check: z.enum(MANUAL_CHECKS),
  aspect: z.enum(CHECKLIST_ASPECTS),
  ticked: z.boolean().describe("true ticks the item (as the caller, now), false clears it."),
});

/** Ticks or clears a manual checklist item of a version in one aspect ratio, recorded in the audit trail. */
export async function tickChecklistItem(
  db: Db,
  actor: AuditActor & { label: string | null },
  item: LibraryItemRow,
  body: z.infer<typeof tickBody>,
) {
  const target = await studioVersion(db, item, body.version);
  if (!checklistAspects(item.kind, target.definition).includes(body.aspect))
    throw new DomainError("unprocessable", "aspect_not_covered", `Version ${target.version} does not cover ${body.aspect}.`, {
      aspect: "Not one of its aspect ratios.",
    });
  const tick = body.ticked ? { by: actor.label ?? actor.id ?? "staff", at: new Date().toISOString() } : undefined;
  await asActor(db, actor, (tx) => setTick(tx, target.id, checkKey(body.check, body.aspect), tick));
  return studioVersion(db, item, target.version);
}
