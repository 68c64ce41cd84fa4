import { randomUUID } from "node:crypto";
import type { PgBoss } from "pg-boss";
import { IMAGE_GEN_LIMITS } from "@framewise/contracts";
import type { ImageGenDeps } from "./image-gen-deps.ts";
import { finishGeneration, insertGeneration, type GenerationRow, type NewGeneration } from "./generation-queries.ts";
import { publishGeneration } from "./image-gen-events.ts";
import { findPlan } from "../../workspace/quota/find-plan.ts";
import { quotaRef, userOwner } from "../../workspace/quota/quota-owner.ts";
import { quotaExceeded } from "../../workspace/quota/quota-refusal.ts";
import { takeQuota } from "../../workspace/quota/take-quota.ts";

export const IMAGE_GEN_QUEUE = "image-gen";

/**
 * This process's worker on the queue, by job queue. A job queued here wakes it at once instead of
 * at its next poll (pg-boss polls every 2 s), which would otherwise be most of the wait before
 * the provider hears of a generation. Workers in other processes still find it by polling.
 */
const localWorkers = new WeakMap<PgBoss, string>();
export const noteLocalWorker = (jobs: PgBoss, workerId: string) => void localWorkers.set(jobs, workerId);

/**
 * Counts the generation against its owner's month in the quota ledger (refusing with 429 past
 * their plan's limit; the offline preview is free), saves it
 * queued and queues its job, whose id is the generation's (so a cancel names it). Every kind of
 * generation (create, variations, upscale, edit) goes through here.
 */
export async function queueGeneration(deps: ImageGenDeps, values: Omit<NewGeneration, "id" | "status">): Promise<GenerationRow> {
  const id = randomUUID();
  const owner = userOwner(values.userId);
  // The offline preview generator draws abstract art on this machine at no one's cost: it counts against no quota.
  if (!deps.providers.find(values.provider)?.offlinePreview) {
    const { plan } = await findPlan(deps, owner);
    const refusal = await takeQuota(deps.db, { plan, owner }, { image_generations: 1 }, quotaRef.generation(id));
    if (refusal) throw quotaExceeded(refusal, "rate_limited");
  }
  const row = await insertGeneration(deps.db, { ...values, id, status: "queued" });
  try {
    await deps.jobs.send(IMAGE_GEN_QUEUE, { generationId: row.id }, { id: row.id });
    const worker = localWorkers.get(deps.jobs);
    if (worker) deps.jobs.notifyWorker(worker);
  } catch (error) {
    // Never queued: it ends here and costs nothing.
    const failed = await finishGeneration(deps.db, row.id, "failed", { error: "The generation could not be queued. Try again." });
    if (failed) await publishGeneration(deps.events, failed, []);
    throw error;
  }
  return row;
}

/** A seed for each generation that did not fix one: shown and stored, so any picture can be made again. */
export const randomSeed = () => Math.floor(Math.random() * (IMAGE_GEN_LIMITS.seedMax + 1));
