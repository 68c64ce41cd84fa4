import { CHECKLIST_ASPECTS, type ChecklistAspect, type LibraryItemSummary, type LibraryKind } from "@framewise/contracts";
import type { Db } from "../../platform/db/database.ts";
import { checklistAspects } from "./checklist-aspects.ts";
import { listItemsWithLatest } from "./library-item-queries.ts";
import type { StoredDefinition } from "./library-studio-view.ts";
import { countUsage, listPublishedDefinitions } from "../../workspace/library/published-view-queries.ts";

type Row = Awaited<ReturnType<typeof listItemsWithLatest>>[number];

/** A layout covers its own aspect ratios; a template those every layout it offers covers (none if one is not published). */
function coverage(row: Row, layoutAspects: Map<string, ChecklistAspect[]>): ChecklistAspect[] {
  if (row.item.kind === "layout") return checklistAspects("layout", row.definition);
  const offered = (((row.definition as { layouts?: unknown }).layouts ?? []) as string[]).map((id) => layoutAspects.get(id));
  return CHECKLIST_ASPECTS.filter((aspect) => offered.length > 0 && offered.every((aspects) => aspects?.includes(aspect)));
}

/** Every studio item (of a kind, or both; or the one `itemId`) with its stage, versions, owner, aspect coverage and usage. */
export async function findLibraryItems(db: Db, kind?: LibraryKind, itemId?: string): Promise<LibraryItemSummary[]> {
  return (await summarise(db, kind, itemId)).map(({ summary }) => summary);
}

/** The same list with each item's latest definition (drafts too), for the studio's grids of live thumbnails. */
export async function findLibraryItemsWithDefinitions(db: Db, kind?: LibraryKind) {
  return (await summarise(db, kind)).map(({ summary, definition }) => ({ ...summary, definition }));
}

async function summarise(db: Db, kind?: LibraryKind, itemId?: string) {
  const [rows, templateUses, layoutUses, layouts] = await Promise.all([
    listItemsWithLatest(db, kind, itemId),
    countUsage(db, "template"),
    countUsage(db, "layout"),
    listPublishedDefinitions(db, "layout"),
  ]);
  const layoutAspects = new Map((layouts as { id: string }[]).map((layout) => [layout.id, checklistAspects("layout", layout)]));
  const uses = { template: templateUses, layout: layoutUses };
  return rows.map((row) => ({
    summary: summaryOf(row, coverage(row, layoutAspects), uses[row.item.kind].get(row.item.itemId) ?? 0),
    definition: row.definition as StoredDefinition,
  }));
}

const summaryOf = (row: Row, aspectCoverage: ChecklistAspect[], usage: number): LibraryItemSummary => ({
  kind: row.item.kind,
  id: row.item.itemId,
  name: (row.definition as { name?: string }).name ?? row.item.itemId,
  stage: row.stage,
  latest_version: row.latestVersion,
  published_version: row.publishedVersion === null ? null : Number(row.publishedVersion),
  owner_id: row.item.ownerId,
  owner_email: row.ownerEmail,
  aspect_coverage: aspectCoverage,
  usage_count: usage,
  updated_at: row.item.updatedAt.toISOString(),
});
