import { findClient } from "../clients/client-queries.ts";
import { nowOf, type WebhookDeps } from "./webhook-deps.ts";
import { newMessageId, type WebhookPayload } from "./webhook-message.ts";
import { deleteDelivery, insertDelivery, type WebhookDeliveryRow } from "./webhook-queries.ts";
import { queueDelivery } from "./webhook-queue.ts";

export interface WebhookMessage {
  clientId: string;
  /** `render.succeeded`, `render.failed`, `pipeline.item.rendered`, `webhook.test`… */
  eventType: string;
  data: Record<string, unknown>;
  /** Where to send it instead of the client's endpoint (an API render's own `webhook`). */
  url?: string | null;
  /** A fixed id makes the message once-only: a second send with it is ignored. */
  messageId?: string;
}

/**
 * Stores a signed webhook message for the client and queues its delivery (tries with backoff for
 * 24 hours, webhook-jobs.ts). Answers the stored delivery, or undefined when there is nowhere to
 * send it (no URL given and no client endpoint) or a message with the same id was already sent.
 */
export async function sendWebhook(deps: WebhookDeps, message: WebhookMessage): Promise<WebhookDeliveryRow | undefined> {
  const url = message.url ?? (await findClient(deps.db, message.clientId))?.webhookUrl;
  if (!url) return undefined;
  const now = nowOf(deps);
  const payload: WebhookPayload = { type: message.eventType, timestamp: now.toISOString(), data: message.data };
  const row = await insertDelivery(deps.db, {
    id: message.messageId ?? newMessageId(),
    clientId: message.clientId,
    eventType: message.eventType,
    url,
    payload,
    createdAt: now,
  });
  if (!row) return undefined;
  await queueDelivery(deps.jobs, row.id, now).catch(async (error: unknown) => {
    // Never a message that says pending with nothing to deliver it.
    await deleteDelivery(deps.db, row.id);
    throw error;
  });
  return row;
}
