import { randomUUID } from "node:crypto";
import type { PgBoss } from "pg-boss";
import { timeline, type Content } from "@framewise/scene";
import type { Plan } from "@framewise/contracts";
import type { RenderLimits } from "../../platform/config/config.ts";
import type { PlanCatalog } from "../../platform/config/plans-config.ts";
import type { Db } from "../../platform/db/database.ts";
import { renderSize } from "../../platform/render-engine/render-plan.ts";
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

/** The render's shorter side in pixels, as render-plan.ts sizes its frames. */
const shorterSide = (content: Content, scale: number) => {
  const { width, height } = renderSize(content, scale);
  return Math.min(width, height);
};

/** A render's size: a scale of the document's canvas (0–1), or the largest the owner's plan allows, up to full size. */
export type RenderScale = number | "plan";

const UPGRADE = {
  user: "Render a smaller preview, or see /subscription for a bigger plan.",
  client: "Ask for a smaller `resolution`, or ask your Framewise contact for a bigger plan.",
};

const tooSharp = (side: number, plan: Plan, who: keyof typeof UPGRADE) =>
  new DomainError(
    "unprocessable",
    "resolution_not_in_plan",
    `This render would be ${side}p; the ${plan.name} plan renders at most ${plan.limits.max_resolution}p. ${UPGRADE[who]}`,
  );

/** What a render asks for and of whom: the document, its size, and the client whose quota it uses. */
export interface RenderRequest {
  userId: string;
  document: RenderDocument;
  scale: RenderScale;
  client?: { owner: QuotaOwner };
}

/** A render that may be queued: whose quota, at which scale, counting what. */
export interface RenderAdmission {
  plan: Plan;
  owner: QuotaOwner;
  scale: number;
  amounts: { renders: 1; render_seconds: number };
}

/**
 * Everything that refuses a render before it is counted: its length (422 `video_too_long`) and
 * its size against the owner's plan (422 `resolution_not_in_plan`; `"plan"` picks the largest
 * allowed). The public API's dry run answers exactly this, then the quota as it stands.
 */
export async function admitRender(
  deps: { db: Db; limits: RenderLimits; plans: PlanCatalog },
  request: RenderRequest,
): Promise<RenderAdmission> {
  const { content } = request.document;
  // Scenes that follow a voiceover or clip count at their shortest here; the worker checks the real length.
  const seconds = timeline(content).duration;
  if (seconds > deps.limits.maxSeconds)
    throw new DomainError("unprocessable", "video_too_long", videoTooLong(seconds, deps.limits.maxSeconds));
  const owner = request.client?.owner ?? userOwner(request.userId);
  const { plan } = await findPlan(deps, owner);
  const full = shorterSide(content, 1);
  const scale = request.scale === "plan" ? Math.min(1, plan.limits.max_resolution / full) : request.scale;
  const side = shorterSide(content, scale);
  if (side > plan.limits.max_resolution) throw tooSharp(side, plan, request.client ? "client" : "user");
  return { plan, owner, scale, amounts: { renders: 1, render_seconds: Math.ceil(seconds) } };
}

const clientQueueFull = (max: number) =>
  new DomainError(
    "rate_limited",
    "client_concurrency",
    `This client already has ${max} renders waiting or running, its limit. Wait for one to finish, or cancel one.`,
  );

/**
 * Stores a render of a document snapshot and queues its job; answers the row (queued). Refused
 * as `admitRender` says (its length, its size), past the month's renders or
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
  request: RenderRequest & {
    content?: { id: string; version: number };
    /** A client's queue: whose quota (default the user's) and how many renders it may have under way. */
    client?: { owner: QuotaOwner; maxUnderWay: number; metadata?: Record<string, unknown>; webhookUrl?: string };
  },
): Promise<NumberedRenderRow> {
  const { limits } = deps;
  const { plan, owner, scale, amounts } = await admitRender(deps, request);
  const id = randomUUID();
  const ref = quotaRef.render(id);
  const refusal = await takeQuota(deps.db, { plan, owner }, amounts, ref);
  if (refusal) throw quotaExceeded(refusal, "rate_limited", request.client ? "client" : "user");
  const jobId = randomUUID();
  const stored = await insertRenderWithinLimit(
    deps.db,
    {
      id,
      userId: request.userId,
      document: request.document,
      scale,
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
