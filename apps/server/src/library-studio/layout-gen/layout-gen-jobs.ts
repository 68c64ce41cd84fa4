import type { Layout, Template } from "@framewise/scene";
import { imageForModel } from "../../workspace/assets/model-attachments.ts";
import { ChecklistThread } from "../items/checklist-thread.ts";
import { listPublishedDefinitions } from "../../workspace/library/published-view-queries.ts";
import { planCallRecorder } from "../../video-studio/planner/planner.ts";
import { checkGeneratedLayout } from "./check-generated-layout.ts";
import { generateLayout, layoutRequest, layoutSystemPrompt } from "./generate-layout.ts";
import { findGeneratedLayout, findReferenceAsset, updateGeneratedLayout, type GeneratedLayoutRow } from "./generated-layout-queries.ts";
import { LAYOUT_GEN_LOST_QUEUE, LAYOUT_GEN_QUEUE, type LayoutGenDeps, type LayoutGenJob } from "./layout-gen-deps.ts";

/** A generation is a few model calls: one left active this long was lost with its process, and is tried once more. */
const EXPIRE_SECONDS = 15 * 60;
const GENERATE_FAILED = "Something went wrong while generating the layout.";
const CHECK_FAILED = "The automatic checks could not run on this layout.";
const LOST = "The generation stopped with the process running it, on both tries.";
/** The published layout shown to the model as an example of the form (the first published one without it). */
const EXAMPLE_LAYOUT = "quote";

/**
 * The `layout-gen` queue: a job per generated layout, and one per edit to check it again. The
 * model's answer (repaired at most twice) is checked with the library's automatic checklist (in
 * its warm thread, off the API's requests) and waits for review; a generation the model could not
 * finish is marked failed with why, keeping each answer's problems. A job lost on both tries (its
 * process stopped) comes back on `layout-gen-lost`, which ends it the same way instead of leaving it
 * generating (or unchecked) for ever.
 */
export async function startLayoutGenJobs(deps: LayoutGenDeps & { work: boolean }): Promise<{ close(): Promise<void> }> {
  const { jobs, log } = deps;
  const queue = { retryLimit: 1, retryDelay: 2, expireInSeconds: EXPIRE_SECONDS, deadLetter: LAYOUT_GEN_LOST_QUEUE };
  await jobs.createQueue(LAYOUT_GEN_LOST_QUEUE);
  await jobs.createQueue(LAYOUT_GEN_QUEUE, queue);
  await jobs.updateQueue(LAYOUT_GEN_QUEUE, queue);
  const checklists = new ChecklistThread();
  if (!deps.work) return { close: () => checklists.close() };
  await jobs.work(LAYOUT_GEN_QUEUE, { localConcurrency: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
    if (!job) return;
    const { id, step } = job.data as LayoutGenJob;
    const row = await findGeneratedLayout(deps.db, id);
    try {
      if (step === "generate" && row?.status === "generating") await generate(deps, checklists, row, job.signal);
      if (step === "check" && row?.status === "pending_review" && row.definition)
        await updateGeneratedLayout(
          deps.db,
          row.id,
          await checkGeneratedLayout({ ...deps, thread: checklists }, row.definition as Layout),
          row.definition,
        );
    } catch (error) {
      log.error({ err: error, generatedLayoutId: id, step }, "A layout generation failed");
      const failed = step === "generate" ? ({ status: "failed", error: GENERATE_FAILED } as const) : { error: CHECK_FAILED };
      await updateGeneratedLayout(deps.db, id, failed);
    }
  });
  await jobs.work(LAYOUT_GEN_LOST_QUEUE, async ([job]) => {
    if (!job) return;
    const { id, step } = job.data as LayoutGenJob;
    const row = await findGeneratedLayout(deps.db, id);
    if (step === "generate" && row?.status === "generating") await updateGeneratedLayout(deps.db, id, { status: "failed", error: LOST });
    if (step === "check" && row?.status === "pending_review" && !row.checks)
      await updateGeneratedLayout(deps.db, id, { error: CHECK_FAILED });
  });
  return { close: () => checklists.close() };
}

async function generate(deps: LayoutGenDeps, checklists: ChecklistThread, row: GeneratedLayoutRow, signal: AbortSignal) {
  const { db, models } = deps;
  const llm = (row.model ? models.find(row.model) : undefined) ?? models.plannerModel;
  if (!llm) return updateGeneratedLayout(db, row.id, { status: "failed", error: "No language model is configured." });
  const [templates, layouts] = (await Promise.all([listPublishedDefinitions(db, "template"), listPublishedDefinitions(db, "layout")])) as [
    Template[],
    Layout[],
  ];
  const system = layoutSystemPrompt({
    template: templates[0],
    example: layouts.find((layout) => layout.id === EXAMPLE_LAYOUT) ?? layouts[0],
  });
  const asset = row.referenceAssetId && llm.vision ? await findReferenceAsset(db, row.referenceAssetId) : undefined;
  const reference = asset ? await imageForModel(deps.storage, asset) : undefined;
  const answer = await generateLayout(
    models.languageModel(llm),
    { system, message: layoutRequest(row.prompt, reference) },
    {
      timeoutMs: models.timeoutMs,
      signal,
      record: planCallRecorder(db, llm, { userId: row.createdBy, source: "layout-gen", runId: row.id, purpose: "layout" }),
    },
  );
  if (!answer.ok) return updateGeneratedLayout(db, row.id, { status: "failed", error: answer.reason, attempts: answer.attempts });
  const checked = await checkGeneratedLayout({ ...deps, thread: checklists }, answer.layout);
  await updateGeneratedLayout(db, row.id, { status: "pending_review", definition: answer.layout, attempts: answer.attempts, ...checked });
}
