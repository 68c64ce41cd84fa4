import type { Layout, Template } from "@framewise/scene";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { saveChecks, type LibraryItemRow } from "./library-item-queries.ts";
import { listPublishedDefinitions } from "../../workspace/library/published-view-queries.ts";
import type { ChecklistThread } from "./checklist-thread.ts";
import { studioVersion } from "./studio-access.ts";

/**
 * Runs the automatic checks on one version (its latest without a number) against the published
 * library, in the checklist's thread, and stores the result on the version, keeping staff's ticks
 * (bench/library-checklist.ts gives the time).
 */
export async function runLibraryChecklist(
  deps: { db: Db; storage: Storage; thread: ChecklistThread },
  actor: AuditActor,
  item: LibraryItemRow,
  version?: number,
) {
  const { db, storage, thread } = deps;
  const target = await studioVersion(db, item, version);
  const [templates, layouts] = await Promise.all([listPublishedDefinitions(db, "template"), listPublishedDefinitions(db, "layout")]);
  const library = { templates: templates as Template[], layouts: layouts as Layout[] };
  const checks = await thread.check({ db, storage }, { kind: item.kind, definition: target.definition, library });
  await asActor(db, actor, (tx) => saveChecks(tx, target.id, checks));
  return { ...target, checks };
}
