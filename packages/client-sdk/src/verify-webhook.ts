import type { WebhookDeliveryDetail } from "@framewise/contracts";
import { Webhook } from "standardwebhooks";

/** A webhook message's body: `render.succeeded` or `render.failed` with the render, or `webhook.test`. */
export type FramewiseWebhookEvent = WebhookDeliveryDetail["payload"];

type IncomingHeaders = Headers | Record<string, string | string[] | undefined>;

function header(headers: IncomingHeaders, name: string): string {
  const value = headers instanceof Headers ? headers.get(name) : headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

/**
 * Checks a webhook message per the Standard Webhooks specification, with the client's `whsec_`
 * secret: its `webhook-signature` over `webhook-id`, `webhook-timestamp` and the exact raw body
 * (verify before parsing: re-serialised JSON no longer matches), and a timestamp within 5 minutes.
 * Answers the parsed message; throws standardwebhooks' WebhookVerificationError otherwise.
 */
export function verifyWebhook(secret: string, headers: IncomingHeaders, body: string): FramewiseWebhookEvent {
  const required = ["webhook-id", "webhook-timestamp", "webhook-signature"] as const;
  const signed = Object.fromEntries(required.map((name) => [name, header(headers, name)]));
  return new Webhook(secret).verify(body, signed) as FramewiseWebhookEvent;
}
