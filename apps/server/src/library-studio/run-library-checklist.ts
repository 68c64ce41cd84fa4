import type { Layout, Template } from "@framewise/scene";
import { asActor, type AuditActor } from "../audit/audit-context.ts";
import type { Db } from "../db/database.ts";
import { saveChecks, type LibraryItemRow } from "./library-item-queries.ts";
import { listPublishedDefinitions } from "./published-view-queries.ts";
import { drawBackdrops } from "./draw-backdrops.ts";
import { runAutomaticChecks, type CheckTools } from "./run-automatic-checks.ts";
import { skiaMeasure } from "./skia-measure.ts";
import { studioVersion } from "./studio-access.ts";

/** Skia measures and draws, as server renders do. */
const serverTools: CheckTools = { measure: skiaMeasure, backdrops: drawBackdrops };

/**
 * Runs the automatic checks on one version (its latest without a number) against the published
 * library and stores the result on the version, keeping staff's ticks. Runs in the request
 * (bench/library-checklist.ts gives the time; docs/library-studio.md).
 */
export async function runLibraryChecklist(db: Db, actor: AuditActor, item: LibraryItemRow, version?: number) {
  const target = await studioVersion(db, item, version);
  const [templates, layouts] = await Promise.all([listPublishedDefinitions(db, "template"), listPublishedDefinitions(db, "layout")]);
  const library = { templates: templates as Template[], layouts: layouts as Layout[] };
  const checks = runAutomaticChecks(item.kind, target.definition, library, serverTools);
  await asActor(db, actor, (tx) => saveChecks(tx, target.id, checks));
  return { ...target, checks };
}
