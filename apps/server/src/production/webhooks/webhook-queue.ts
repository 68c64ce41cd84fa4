import type { PgBoss } from "pg-boss";

export const WEBHOOK_QUEUE = "webhook";

/** One cycle of tries of a message: a resend starts another, with its own 24 hours. */
export interface WebhookJobData {
  deliveryId: string;
  cycleStartedAt: string;
}

/** Queues the first try of a cycle; pg-boss retries it with the queue's backoff. */
export async function queueDelivery(jobs: PgBoss, deliveryId: string, cycleStartedAt: Date): Promise<void> {
  const data: WebhookJobData = { deliveryId, cycleStartedAt: cycleStartedAt.toISOString() };
  await jobs.send(WEBHOOK_QUEUE, data);
}
