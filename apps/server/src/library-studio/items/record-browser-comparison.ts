import { CHECKLIST_ASPECTS, type BrowserComparison } from "@framewise/contracts";
import { z } from "zod";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import { MAX_FRAMES } from "../render-test/render-test-schemas.ts";
import { checklistAspects } from "./checklist-aspects.ts";
import { saveBrowserComparison, type LibraryItemRow } from "./library-item-queries.ts";
import { studioVersion } from "./studio-access.ts";

const figures = {
  over_percent: z.number().min(0).max(100).describe("The share of pixels (0–100) over `threshold` in the worst frame."),
  mean_difference: z.number().min(0).max(255).describe("The mean difference (0–255) in the worst frame."),
  threshold: z.number().int().min(0).max(255).describe("The per-channel difference a pixel must exceed to count."),
  frames: z.array(z.number().int().min(0).max(1_000_000)).min(1).max(MAX_FRAMES).describe("The frames compared."),
  template: z.string().min(1).max(64).describe("The template the layout was drawn under (a template: its own id)."),
};

export const browserComparisonBody = z.strictObject({
  version: z.number().int().min(1).max(1_000_000).optional().describe("The version; its latest when left out."),
  aspect: z.enum(CHECKLIST_ASPECTS),
  ...figures,
});

export const browserComparisonSchema = z.strictObject({
  ...figures,
  compared_by: z.string(),
  compared_at: z.string(),
}) satisfies z.ZodType<BrowserComparison>;

/**
 * Records how the browser's frames of a version compare with the server's in one aspect ratio
 * (the item's page draws both, as the render test bench does), after the server's checks ran:
 * the checklist's `browser_matches_server` item then passes or fails on it.
 */
export async function recordBrowserComparison(
  db: Db,
  actor: AuditActor & { label: string | null },
  item: LibraryItemRow,
  body: z.infer<typeof browserComparisonBody>,
) {
  const { version, aspect, ...measured } = body;
  const target = await studioVersion(db, item, version);
  if (!checklistAspects(item.kind, target.definition).includes(aspect))
    throw new DomainError("unprocessable", "aspect_not_covered", `Version ${target.version} does not cover ${aspect}.`, {
      aspect: "Not one of its aspect ratios.",
    });
  if (!target.checks) throw new DomainError("conflict", "checks_not_run", `Run version ${target.version}'s checks first.`);
  const comparison = { ...measured, compared_by: actor.label ?? actor.id ?? "staff", compared_at: new Date().toISOString() };
  await asActor(db, actor, (tx) => saveBrowserComparison(tx, target.id, aspect, comparison));
  return studioVersion(db, item, target.version);
}
