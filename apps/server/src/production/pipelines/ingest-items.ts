import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { insertNewItems } from "./pipeline-item-queries.ts";
import type { SourceItem } from "./sources/source-item.ts";

export interface IngestCounts {
  found: number;
  added: number;
  duplicates: number;
}

/**
 * Stores a read's new items for `runId` to draft; an item whose key the pipeline has seen (in
 * this read, an earlier run or a run going on at the same time) is a duplicate. Exact because the
 * database decides (`ON CONFLICT DO NOTHING` on the unique key), not a read before the write.
 */
export async function ingestItems(
  db: Db,
  actor: AuditActor,
  pipelineId: string,
  runId: string,
  items: SourceItem[],
): Promise<IngestCounts> {
  // The first of a key that appears twice in one read wins, as the feed lists it.
  const seen = new Set<string>();
  const unique = items.filter((item) => !seen.has(item.key) && seen.add(item.key));
  const added = await asActor(db, actor, (tx) => insertNewItems(tx, pipelineId, runId, unique));
  return { found: items.length, added: added.length, duplicates: items.length - added.length };
}
