import { pipelineActor, type PipelineDeps } from "./pipeline-deps.ts";
import { draftItem } from "./draft-item.ts";
import { ingestItems } from "./ingest-items.ts";
import { draftSettings } from "./item-document.ts";
import { findItemsToDraft } from "./pipeline-item-queries.ts";
import { findPipelineContext, type PipelineContext } from "./pipeline-queries.ts";
import { addToRun, finishRun, findRun, type RunLogEntry } from "./pipeline-run-queries.ts";
import { recoverStalledItems } from "./recover-stalled-items.ts";
import { renderItem } from "./render-item.ts";
import { readSource } from "./sources/read-source.ts";
import { SourceError } from "./sources/source-item.ts";
import { storedSource } from "./sources/source-settings.ts";

/** Items drafted at once: planning and saving overlap without one run taking the whole database. */
const DRAFTS_AT_ONCE = 4;
/** The run's counts and log are saved this often while drafting, so the screen shows progress. */
const PROGRESS_EVERY = 50;
/** The log line that says the source was read: a retried run does not read it twice. */
const READ_LINE = "Read the source:";

const line = (level: RunLogEntry["level"], message: string): RunLogEntry => ({ at: new Date().toISOString(), level, message });

/** Reads the source (feeds, CSV, catalogues; inbound items were stored when pushed) and stores its new items. */
async function readNewItems(deps: PipelineDeps, pipeline: PipelineContext, runId: string): Promise<void> {
  const items = await readSource(storedSource(pipeline.sourceKind, pipeline.source), { allowLoopbackForTests: deps.allowLoopbackForTests });
  const counts = await ingestItems(deps.db, pipelineActor(pipeline), pipeline.id, runId, items);
  await addToRun(deps.db, runId, counts, [
    line("info", `${READ_LINE} ${counts.found} items, ${counts.added} new, ${counts.duplicates} seen before.`),
  ]);
}

/** Drafts the run's new items (and renders them at once when the pipeline needs no approval). */
async function draftNewItems(deps: PipelineDeps, pipeline: PipelineContext, runId: string): Promise<void> {
  const queue = await findItemsToDraft(deps.db, runId);
  const settings = await draftSettings(deps.db, pipeline);
  let pending = { drafted: 0, failed: 0 };
  let log: RunLogEntry[] = [];
  const flush = async () => {
    const [counts, lines] = [pending, log];
    [pending, log] = [{ drafted: 0, failed: 0 }, []];
    await addToRun(deps.db, runId, counts, lines);
  };
  const next = async (): Promise<void> => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const outcome = await draftItem(deps, pipeline, settings, item);
      if (outcome.drafted) pending.drafted++;
      else if (outcome.reason !== "already drafted") {
        pending.failed++;
        log.push(line("warn", `Item ${item.itemKey}: ${outcome.reason}`));
      }
      if (outcome.drafted && !pipeline.approval) await renderItem(deps, pipeline, item, ["drafted"], pipelineActor(pipeline));
      if (pending.drafted + pending.failed >= PROGRESS_EVERY) await flush();
    }
  };
  await Promise.all(Array.from({ length: DRAFTS_AT_ONCE }, next));
  await flush();
}

/**
 * One run of a pipeline, as a job: recovers items a stopped process left without their render, reads the source once (a retried job after a stop does not
 * read it again), stores the new items, drafts each, and closes the run with its counts. A
 * source that cannot be read fails the run with the reason; nothing is drafted from it.
 */
export async function runPipeline(deps: PipelineDeps, runId: string): Promise<void> {
  const run = await findRun(deps.db, runId);
  if (!run || run.status !== "running") return;
  const pipeline = await findPipelineContext(deps.db, run.pipelineId);
  if (!pipeline) return;
  await recoverStalledItems(deps, { pipelineId: pipeline.id });
  try {
    const read = run.log.some((entry) => entry.message.startsWith(READ_LINE));
    if (run.trigger !== "inbound" && !read) await readNewItems(deps, pipeline, runId);
    await draftNewItems(deps, pipeline, runId);
    await finishRun(deps.db, runId, "succeeded", null);
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    await addToRun(deps.db, runId, {}, [line("error", error.message)]);
    await finishRun(deps.db, runId, "failed", error.message);
  }
}
