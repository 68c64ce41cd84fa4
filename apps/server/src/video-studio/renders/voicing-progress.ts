import type { LiveEvent, VoicingProgress } from "@framewise/contracts";
import type { PgBoss } from "pg-boss";
import { userChannel, type Events } from "../../platform/events/events.ts";

/** One job per scene of a new video waiting for its voice; the job's singleton key is the video's id. */
export const VOICING_QUEUE = "voice-scene";

/** What a scene's job kept when it finished: the version its recording was saved as, if it was. */
export interface SceneVoiced {
  version?: number;
}

const FINISHED = new Set(["completed", "failed", "cancelled"]);

/**
 * How far the video's voices are, from its scene jobs (kept in the database, so any process can
 * tell, and after a restart); null when the video was never voiced in the background.
 */
export async function voicingProgress(jobs: PgBoss, contentId: string): Promise<VoicingProgress | null> {
  const found = await jobs.findJobs<unknown>(VOICING_QUEUE, { key: contentId });
  if (!found.length) return null;
  const versions = found
    .map((job) => (job.state === "completed" ? (job.output as SceneVoiced | null)?.version : undefined))
    .filter((version): version is number => typeof version === "number")
    .sort((a, b) => a - b);
  return { done: found.filter((job) => FINISHED.has(job.state)).length, total: found.length, versions };
}

export const voicingUnderWay = (progress: VoicingProgress | null) => progress !== null && progress.done < progress.total;

/** Tells the owner's streams (in any process) how far a video's voices are. */
export const publishVoicing = (events: Events, userId: string, contentId: string, progress: VoicingProgress) =>
  events.publish(userChannel(userId), { type: "voicing", content_id: contentId, ...progress } satisfies LiveEvent);
