import { randomUUID } from "node:crypto";
import type { PgBoss } from "pg-boss";
import { CANVAS_SIZES, timeline, type Content } from "@framewise/scene";
import type { Plan } from "@framewise/contracts";
import type { RenderLimits } from "../../platform/config/config.ts";
import type { PlanCatalog } from "../../platform/config/plans-config.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import { findPlan } from "../../workspace/quota/find-plan.ts";
import { giveBackQuota } from "../../workspace/quota/give-back-quota.ts";
import { quotaRef, userOwner, type QuotaOwner } from "../../workspace/quota/quota-owner.ts";
import { quotaExceeded } from "../../workspace/quota/quota-refusal.ts";
import { takeQuota } from "../../workspace/quota/take-quota.ts";
import { deleteRenderById, insertRenderWithinLimit, type NumberedRenderRow } from "./render-queries.ts";
import type { RenderDocument } from "./render-request.ts";
import { RENDER_QUEUE } from "./render-worker.ts";
import { videoTooLong } from "../../kernel/video-length.ts";

/** The render's shorter side in pixels, rounded to even as render-video.ts sizes its frames. */
const shorterSide = (content: Content, scale: number) => {
  const size = CANVAS_SIZES[content.aspectRatio];
  return Math.max(2, Math.round((Math.min(size.width, size.height) * scale) / 2) * 2);
};

const tooSharp = (side: number, plan: Plan) =>
  new DomainError(
    "unprocessable",
    "resolution_not_in_plan",
    `This render would be ${side}p; the ${plan.name} plan renders at most ${plan.limits.max_resolution}p. ` +
      "Render a smaller preview, or see /subscription for a bigger plan.",
  );

const clientQueueFull = (max: number) =>
  new DomainError(
    "rate_limited",
    "client_concurrency",
    `This client already has ${max} renders waiting or running, its limit. Wait for one to finish, or cancel one.`,
  );

/**
 * Stores a render of a document snapshot and queues its job; answers the row (queued). Refused
 * past the length limit (422), above the plan's resolution (422), past the month's renders or
 * render minutes (429 `quota_exceeded`, counted in the quota ledger and given back if it is
 * never queued) and past the owner's queued renders (429). The user's row is locked
 * while counting, so requests at once (from any process) cannot overshoot together. A render's
 * priority falls with the renders its owner already has waiting, so a user with nothing queued
 * goes ahead of another's tenth.
 *
 * A production client's render (issue 22) is owned by its account user and counted against
 * `owner` (`client:<id>`), within the client's own number of renders under way, and keeps the
 * metadata and webhook URL its system sent.
 */
export async function queueRender(
  deps: { db: Db; jobs: PgBoss; limits: RenderLimits; plans: PlanCatalog },
  request: {
    userId: string;
    document: RenderDocument;
    scale: number;
    content?: { id: string; version: number };
    /** A client's queue: whose quota (default the user's) and how many renders it may have under way. */
    client?: { owner: QuotaOwner; maxUnderWay: number; metadata?: Record<string, unknown>; webhookUrl?: string };
  },
): Promise<NumberedRenderRow> {
  const { limits } = deps;
  // Scenes that follow a voiceover or clip count at their shortest here; the worker checks the real length.
  const seconds = timeline(request.document.content).duration;
  if (seconds > limits.maxSeconds) throw new DomainError("unprocessable", "video_too_long", videoTooLong(seconds, limits.maxSeconds));
  const owner = request.client?.owner ?? userOwner(request.userId);
  const { plan } = await findPlan(deps, owner);
  const side = shorterSide(request.document.content, request.scale);
  if (side > plan.limits.max_resolution) throw tooSharp(side, plan);
  const id = randomUUID();
  const ref = quotaRef.render(id);
  const refusal = await takeQuota(deps.db, { plan, owner }, { renders: 1, render_seconds: Math.ceil(seconds) }, ref);
  if (refusal) throw quotaExceeded(refusal, "rate_limited");
  const jobId = randomUUID();
  const stored = await insertRenderWithinLimit(
    deps.db,
    {
      id,
      userId: request.userId,
      document: request.document,
      scale: request.scale,
      contentId: request.content?.id,
      contentVersion: request.content?.version,
      metadata: request.client?.metadata,
      webhookUrl: request.client?.webhookUrl,
      jobId,
    },
    request.client?.maxUnderWay ?? limits.maxQueuedPerUser,
  );
  if (!stored) {
    await giveBackQuota(deps.db, ref);
    if (request.client) throw clientQueueFull(request.client.maxUnderWay);
    throw new DomainError(
      "rate_limited",
      "render_queue_full",
      `You already have ${limits.maxQueuedPerUser} renders waiting or running (RENDER_MAX_QUEUED_PER_USER). Wait for one to finish, or cancel one.`,
    );
  }
  // The group is the owner: the worker runs at most RENDER_MAX_RUNNING_PER_USER of a group at once.
  await deps.jobs
    .send(RENDER_QUEUE, { renderId: id }, { id: jobId, priority: -stored.underWay, group: { id: request.userId } })
    .catch(async (error: unknown) => {
      await deleteRenderById(deps.db, id);
      await giveBackQuota(deps.db, ref);
      throw error;
    });
  return stored.row;
}
