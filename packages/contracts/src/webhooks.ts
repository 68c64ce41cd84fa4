import type { WebhookDeliveryStatus } from "./production.ts";

/** One webhook message to a production client, as the staff delivery log shows it. */
export interface WebhookDelivery {
  /** The message's `webhook-id`. */
  id: string;
  event_type: string;
  url: string;
  status: WebhookDeliveryStatus;
  /** Tries so far, over every cycle (a resend starts another). */
  attempts: number;
  /** The receiver's last HTTP status; null when it could not be reached. */
  response_status: number | null;
  /** The first 500 characters of its last answer, or the error that stood for one. */
  response_excerpt: string | null;
  last_attempt_at: string | null;
  created_at: string;
}

/** One message with what was sent. */
export interface WebhookDeliveryDetail extends WebhookDelivery {
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
}
