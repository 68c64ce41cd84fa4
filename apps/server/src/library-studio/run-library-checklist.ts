import type { MeasureText } from "@framewise/renderer";
import type { Layout, Template } from "@framewise/scene";
import { asActor, type AuditActor } from "../audit/audit-context.ts";
import type { Db } from "../db/database.ts";
import { saveChecks, type LibraryItemRow } from "./library-item-queries.ts";
import { listPublishedDefinitions } from "./published-view-queries.ts";
import { runAutomaticChecks } from "./run-automatic-checks.ts";
import { skiaMeasure } from "./skia-measure.ts";
import { studioVersion } from "./studio-access.ts";

/**
 * Runs the automatic checks on one version (its latest without a number) against the published
 * library and stores the result on the version, keeping staff's ticks. Runs in the request: one
 * layout in four aspect ratios under the starter templates takes well under a second
 * (bench/library-checklist.ts).
 */
export async function runLibraryChecklist(
  db: Db,
  actor: AuditActor,
  item: LibraryItemRow,
  version?: number,
  measure: MeasureText = skiaMeasure,
) {
  const target = await studioVersion(db, item, version);
  const [templates, layouts] = await Promise.all([listPublishedDefinitions(db, "template"), listPublishedDefinitions(db, "layout")]);
  const checks = runAutomaticChecks(
    item.kind,
    target.definition,
    { templates: templates as Template[], layouts: layouts as Layout[] },
    measure,
  );
  await asActor(db, actor, (tx) => saveChecks(tx, target.id, checks));
  return { ...target, checks };
}
