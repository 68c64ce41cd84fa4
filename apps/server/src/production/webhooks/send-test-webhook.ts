import { DomainError } from "../../kernel/errors.ts";
import type { ClientRow } from "../clients/client-queries.ts";
import type { WebhookDeps } from "./webhook-deps.ts";
import { sendWebhook } from "./send-webhook.ts";
import type { WebhookDeliveryRow } from "./webhook-queries.ts";

export const TEST_EVENT = "webhook.test";

/** Sends a `webhook.test` message to the client's endpoint, so staff and the client can check their receiver. 422 without an endpoint. */
export async function sendTestWebhook(deps: WebhookDeps, client: ClientRow): Promise<WebhookDeliveryRow> {
  const noEndpoint = () =>
    new DomainError("unprocessable", "no_webhook_url", "This client has no webhook endpoint yet: set one on the client first.", {
      webhook_url: "Set the client's webhook endpoint.",
    });
  if (!client.webhookUrl) throw noEndpoint();
  const row = await sendWebhook(deps, {
    clientId: client.id,
    eventType: TEST_EVENT,
    url: client.webhookUrl,
    data: { client_id: client.id, message: "A test message from Framewise: your endpoint received it." },
  });
  if (!row) throw noEndpoint();
  return row;
}
