import type { WebhookDeps } from "./webhook-deps.ts";
import { deliverWebhook } from "./deliver-webhook.ts";
import { WEBHOOK_QUEUE, type WebhookJobData } from "./webhook-queue.ts";
import { webhookQueueOptions } from "./webhook-retry.ts";

/** Tries under way at once in one process: each mostly waits on a receiver. */
const CONCURRENCY = 8;

/**
 * The webhook queue: each job is one cycle of tries of one message; a try that is not answered
 * 2xx throws, so pg-boss retries it with its exponential backoff (webhook-retry.ts). In an
 * API-only process (`work` false) the queue is only made ready for sending.
 */
export async function startWebhookJobs(deps: WebhookDeps & { work: boolean }): Promise<void> {
  const options = webhookQueueOptions(deps.config);
  await deps.jobs.createQueue(WEBHOOK_QUEUE, options);
  // A queue made under other settings keeps its options: bring them up to date.
  await deps.jobs.updateQueue(WEBHOOK_QUEUE, options);
  if (!deps.work) return;
  await deps.jobs.work(
    WEBHOOK_QUEUE,
    { includeMetadata: true, localConcurrency: CONCURRENCY, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const data = job.data as WebhookJobData;
      const outcome = await deliverWebhook(deps, {
        deliveryId: data.deliveryId,
        cycleStartedAt: new Date(data.cycleStartedAt),
        retryCount: job.retryCount,
        retryLimit: job.retryLimit,
      });
      if (outcome === "retry") throw new Error(`Webhook message ${data.deliveryId} was not answered 2xx; pg-boss tries it again.`);
    },
  );
}
