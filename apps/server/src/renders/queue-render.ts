import { randomUUID } from "node:crypto";
import type { PgBoss } from "pg-boss";
import { timeline } from "@framewise/scene";
import type { RenderLimits } from "../config/config.ts";
import type { Db } from "../db/database.ts";
import { HttpError } from "../http/errors.ts";
import { deleteRenderById, insertRenderWithinLimit, type NumberedRenderRow } from "./render-queries.ts";
import type { RenderDocument } from "./render-request.ts";
import { RENDER_QUEUE } from "./render-worker.ts";
import { videoTooLong } from "./video-length.ts";

/**
 * Stores a render of a document snapshot and queues its job; answers the row (queued). Refused
 * past the length limit (422) and past the user's queued renders (429). The user's row is locked
 * while counting, so requests at once (from any process) cannot overshoot together. A render's
 * priority falls with the renders its owner already has waiting, so a user with nothing queued
 * goes ahead of another's tenth.
 */
export async function queueRender(
  deps: { db: Db; jobs: PgBoss; limits: RenderLimits },
  request: { userId: string; document: RenderDocument; scale: number; content?: { id: string; version: number } },
): Promise<NumberedRenderRow> {
  const { limits } = deps;
  // Scenes that follow a voiceover or clip count at their shortest here; the worker checks the real length.
  const seconds = timeline(request.document.content).duration;
  if (seconds > limits.maxSeconds) throw new HttpError(422, "video_too_long", videoTooLong(seconds, limits.maxSeconds));
  const id = randomUUID();
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
      jobId,
    },
    limits.maxQueuedPerUser,
  );
  if (!stored)
    throw new HttpError(
      429,
      "render_queue_full",
      `You already have ${limits.maxQueuedPerUser} renders waiting or running (RENDER_MAX_QUEUED_PER_USER). Wait for one to finish, or cancel one.`,
    );
  // The group is the owner: the worker runs at most RENDER_MAX_RUNNING_PER_USER of a group at once.
  await deps.jobs
    .send(RENDER_QUEUE, { renderId: id }, { id: jobId, priority: -stored.underWay, group: { id: request.userId } })
    .catch(async (error: unknown) => {
      await deleteRenderById(deps.db, id);
      throw error;
    });
  return stored.row;
}
