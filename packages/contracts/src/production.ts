/**
 * Production (issue 22): the vocabulary of clients, their API keys, webhooks, pipelines and
 * campaigns, shared by the server's tables and the screens that show them.
 */

/** A suspended client's keys answer 403 and its pipelines do not run; nothing is deleted. */
export const CLIENT_STATUSES = ["active", "suspended"] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** What an API key may do: render (and dry-run), read renders, run pipelines (push items). */
export const API_KEY_SCOPES = ["render", "read", "pipelines"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** A webhook message's state: waiting for (another) try, answered 2xx, or given up after 24 h. */
export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Where a pipeline's items come from. `inbound`: pushed to the pipeline's own webhook URL. */
export const PIPELINE_SOURCE_KINDS = ["rss", "json_feed", "csv", "catalogue", "inbound"] as const;
export type PipelineSourceKind = (typeof PIPELINE_SOURCE_KINDS)[number];

export const PIPELINE_STATUSES = ["active", "paused"] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];

/**
 * One item's way through a pipeline: drafted (a storyboard), waiting for approval when the
 * pipeline asks for it, rejected, queued as a render, rendered, or failed (with a reason).
 */
export const PIPELINE_ITEM_STATUSES = ["drafted", "awaiting_approval", "rejected", "rendering", "rendered", "failed"] as const;
export type PipelineItemStatus = (typeof PIPELINE_ITEM_STATUSES)[number];

export const PIPELINE_RUN_STATUSES = ["running", "succeeded", "failed"] as const;
export type PipelineRunStatus = (typeof PIPELINE_RUN_STATUSES)[number];
