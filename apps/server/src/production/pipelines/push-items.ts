import type { AuditActor } from "../../platform/audit/audit-context.ts";
import { DomainError } from "../../kernel/errors.ts";
import { ingestItems, type IngestCounts } from "./ingest-items.ts";
import type { PipelineDeps } from "./pipeline-deps.ts";
import type { PipelineRow } from "./pipeline-queries.ts";
import { addToRun } from "./pipeline-run-queries.ts";
import { inboundItems } from "./sources/parse-inbound.ts";
import { SourceError } from "./sources/source-item.ts";
import { storedSource } from "./sources/source-settings.ts";
import { startRun } from "./start-run.ts";

/**
 * Items a client system pushes to its inbound pipeline: stored at once (deduped by key, so a
 * resent item makes no second video, answered as a duplicate), then drafted by a run's job.
 * A paused pipeline answers 409 `pipeline_paused`; a pipeline that reads a feed takes no pushes.
 */
export async function pushItems(
  deps: Pick<PipelineDeps, "db" | "jobs">,
  pipeline: PipelineRow,
  pushed: Record<string, string | number | boolean | null>[],
  actor: AuditActor,
): Promise<IngestCounts & { runId: string }> {
  if (pipeline.status === "paused")
    throw new DomainError("conflict", "pipeline_paused", "This pipeline is paused; push the items again once it is resumed.");
  if (pipeline.sourceKind !== "inbound")
    throw new DomainError("conflict", "not_inbound", "This pipeline reads its items from its source; it takes no pushed items.");
  let items;
  try {
    items = inboundItems(pushed, storedSource("inbound", pipeline.source).key_field);
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    throw new DomainError("unprocessable", "invalid_items", error.message);
  }
  let counts: IngestCounts = { found: 0, added: 0, duplicates: 0 };
  // The items are stored before the run's job is sent, so the job finds them.
  const run = await startRun(deps, pipeline.id, "inbound", async (started) => {
    counts = await ingestItems(deps.db, actor, pipeline.id, started.id, items);
    const at = new Date().toISOString();
    await addToRun(deps.db, started.id, counts, [
      { at, level: "info", message: `Pushed: ${counts.found} items, ${counts.added} new, ${counts.duplicates} seen before.` },
    ]);
  });
  return { ...counts, runId: run.id };
}
