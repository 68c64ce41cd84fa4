import { createHash, randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";

/** A message's body, as the Standard Webhooks specification suggests: what happened, when, and its data. */
export interface WebhookPayload {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/** A message id (`webhook-id`): receivers dedupe by it. */
export const newMessageId = () => randomUUID();

/**
 * The id of the one message an event sends (a render's finish), the same in every process that
 * reports it, so it is stored once: a name-based UUID (version 5) of the event's key.
 */
export function onceMessageId(key: string): string {
  const bytes = createHash("sha1").update(`framewise-webhook:${key}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The headers of one try: `webhook-timestamp` is the try's time (receivers refuse old ones), and
 * `webhook-signature` signs the id, that time and the exact body with the client's `whsec_` secret.
 */
export function signedHeaders(secret: string, id: string, body: string, at: Date): Record<string, string> {
  return {
    "content-type": "application/json",
    "user-agent": "Framewise-Webhooks/1",
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(id, at, body),
  };
}
