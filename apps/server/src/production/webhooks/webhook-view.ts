import { WEBHOOK_DELIVERY_STATUSES, type WebhookDelivery, type WebhookDeliveryDetail } from "@framewise/contracts";
import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";
import type { WebhookPayload } from "./webhook-message.ts";
import type { WebhookDeliveryRow } from "./webhook-queries.ts";

export const webhookDeliverySchema = z
  .strictObject({
    id: z.string().describe("The message's `webhook-id`; receivers dedupe by it."),
    event_type: z.string(),
    url: z.string(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int().describe("Tries so far, over every cycle (a resend starts another)."),
    response_status: z.number().int().nullable().describe("The receiver's last HTTP status; null when it could not be reached."),
    response_excerpt: z.string().nullable().describe("The first 500 characters of its last answer, or the error that stood for one."),
    last_attempt_at: timestamp.nullable(),
    created_at: timestamp,
  })
  .meta({ id: "WebhookDelivery" }) satisfies z.ZodType<WebhookDelivery>;

export const webhookDeliveryDetailSchema = webhookDeliverySchema
  .extend({
    payload: z
      .strictObject({ type: z.string(), timestamp: timestamp, data: z.record(z.string(), z.unknown()) })
      .describe("The signed body."),
  })
  .meta({ id: "WebhookDeliveryDetail" }) satisfies z.ZodType<WebhookDeliveryDetail>;

export const webhookDeliveryView = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  event_type: row.eventType,
  url: row.url,
  status: row.status,
  attempts: row.attempts,
  response_status: row.responseStatus,
  response_excerpt: row.responseExcerpt,
  last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export const webhookDeliveryDetailView = (row: WebhookDeliveryRow): WebhookDeliveryDetail => ({
  ...webhookDeliveryView(row),
  payload: row.payload as WebhookPayload,
});
