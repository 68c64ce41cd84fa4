import { DomainError, notFound } from "../../kernel/errors.ts";
import { nowOf, type WebhookDeps } from "./webhook-deps.ts";
import { findClientDelivery, reopenDelivery, type WebhookDeliveryRow } from "./webhook-queries.ts";
import { queueDelivery } from "./webhook-queue.ts";

/**
 * Sends a delivered or failed message again: the same id (so a receiver that has it can tell) in
 * a new cycle of tries with its own 24 hours. 404 for another client's; 409 while it is still
 * being tried.
 */
export async function resendWebhook(deps: WebhookDeps, clientId: string, deliveryId: string): Promise<WebhookDeliveryRow> {
  const found = await findClientDelivery(deps.db, clientId, deliveryId);
  if (!found) throw notFound("That webhook message");
  const reopened = await reopenDelivery(deps.db, clientId, deliveryId);
  if (!reopened)
    throw new DomainError(
      "conflict",
      "delivery_pending",
      "This message is still being tried; it can be sent again once it is delivered or failed.",
    );
  await queueDelivery(deps.jobs, reopened.id, nowOf(deps));
  return reopened;
}
