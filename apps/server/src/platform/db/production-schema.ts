/**
 * Production (issue 22): clients, their API keys, templates, webhooks, pipelines and campaigns.
 * A client owns its videos through its own account (`accountUserId`, a user row nobody signs in
 * as), so renders, projects and storage work for clients as they do for people (decision 0013).
 */
import {
  CLIENT_STATUSES,
  PIPELINE_ITEM_STATUSES,
  PIPELINE_RUN_STATUSES,
  PIPELINE_SOURCE_KINDS,
  PIPELINE_STATUSES,
  WEBHOOK_DELIVERY_STATUSES,
  type ApiKeyScope,
} from "@framewise/contracts";
import type { Content } from "@framewise/scene";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { keysetCreatedAt } from "./keyset-time.ts";
import { content, render, user } from "./schema.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** A business whose systems get videos made from their data; staff run it. */
export const client = pgTable("client", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  status: text("status", { enum: CLIENT_STATUSES }).notNull().default("active"),
  /** The account that owns the client's videos, projects and files; deleted with the client. */
  accountUserId: text("account_user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "restrict" }),
  /** The editor's brand kit (logo, colours, fonts), applied to everything made for the client. */
  brandKit: jsonb("brand_kit").$type<Content["brandKit"]>(),
  /** Library templates the client may render with. */
  templateIds: jsonb("template_ids").$type<string[]>().notNull().default([]),
  webhookUrl: text("webhook_url"),
  /** The Standard Webhooks signing secret (`whsec_…`), shown to staff to hand to the client. */
  webhookSecret: text("webhook_secret").notNull(),
  /** Renders of this client waiting or running at once; more answer 429. */
  maxConcurrentRenders: integer("max_concurrent_renders").notNull().default(4),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A user who may see a client's videos and use its campaigns. */
export const clientMember = pgTable(
  "client_member",
  {
    id: text("id").primaryKey(),
    clientId: text("client_id")
      .notNull()
      .references(() => client.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("client_member_client_user_idx").on(table.clientId, table.userId),
    index("client_member_user_idx").on(table.userId),
  ],
);

/** A client system's credential: shown once, stored as a SHA-256 hash, scoped, expiring, revocable. */
export const apiKey = pgTable(
  "api_key",
  {
    id: text("id").primaryKey(),
    clientId: text("client_id")
      .notNull()
      .references(() => client.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The key's first characters, so people can tell keys apart without the secret. */
    prefix: text("prefix").notNull(),
    hash: text("hash").notNull().unique(),
    scopes: jsonb("scopes").$type<ApiKeyScope[]>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("api_key_client_idx").on(table.clientId)],
);

/** A document a client renders with modifications (the API's `template`, pipelines, campaigns). */
export const clientTemplate = pgTable(
  "client_template",
  {
    id: text("id").primaryKey(),
    clientId: text("client_id")
      .notNull()
      .references(() => client.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** A content document whose variables and named slots the modifications fill. */
    document: jsonb("document").$type<Content>().notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("client_template_client_idx").on(table.clientId)],
);

/** The first answer to an API request sent with an `Idempotency-Key`, kept 24 hours. */
export const idempotencyKey = pgTable(
  "idempotency_key",
  {
    clientId: text("client_id")
      .notNull()
      .references(() => client.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of the method, path and body: the same key with another body answers 422. */
    requestHash: text("request_hash").notNull(),
    /** Null while the first request is still being answered. */
    responseStatus: integer("response_status"),
    response: jsonb("response"),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.key] }), index("idempotency_key_created_at_idx").on(table.createdAt)],
);

/** One webhook message to a client and its delivery: tries, last answer, state. */
export const webhookDelivery = pgTable(
  "webhook_delivery",
  {
    /** Also the message's `webhook-id`: a receiver dedupes by it. */
    id: text("id").primaryKey(),
    clientId: text("client_id")
      .notNull()
      .references(() => client.id, { onDelete: "cascade" }),
    eventType: text("event_type").notNull(),
    url: text("url").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    responseStatus: integer("response_status"),
    /** The start of the receiver's last answer (or the network error), for the delivery log. */
    responseExcerpt: text("response_excerpt"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    createdAt: keysetCreatedAt(),
  },
  (table) => [index("webhook_delivery_client_idx").on(table.clientId, table.createdAt)],
);

/** Turns a source (a feed, CSV, catalogue or pushed items) into videos for a client. */
export const pipeline = pgTable(
  "pipeline",
  {
    id: text("id").primaryKey(),
    clientId: text("client_id")
      .notNull()
      .references(() => client.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    status: text("status", { enum: PIPELINE_STATUSES }).notNull().default("active"),
    sourceKind: text("source_kind", { enum: PIPELINE_SOURCE_KINDS }).notNull(),
    /** The source's settings (URL, uploaded CSV text, item id field…), validated by the pipelines module. */
    source: jsonb("source").$type<Record<string, unknown>>().notNull(),
    clientTemplateId: text("client_template_id")
      .notNull()
      .references(() => clientTemplate.id, { onDelete: "restrict" }),
    /** Item fields to the template's slots and variables, or the planner that writes each storyboard. */
    mapping: jsonb("mapping").$type<Record<string, unknown>>().notNull(),
    /** A cron expression (pg-boss schedule); none: runs only when asked or pushed to. */
    schedule: text("schedule"),
    /** Drafts wait for staff or the client's members before they render. */
    approval: boolean("approval").notNull().default(true),
    /** Where finished videos go (webhook, S3 prefix, landing page). */
    delivery: jsonb("delivery").$type<Record<string, unknown>>().notNull(),
    /** SHA-256 of the inbound webhook's token (inbound sources only). */
    inboundTokenHash: text("inbound_token_hash"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("pipeline_client_idx").on(table.clientId)],
);

/** One run of a pipeline: what it found and did, with its log. */
export const pipelineRun = pgTable(
  "pipeline_run",
  {
    id: text("id").primaryKey(),
    pipelineId: text("pipeline_id")
      .notNull()
      .references(() => pipeline.id, { onDelete: "cascade" }),
    status: text("status", { enum: PIPELINE_RUN_STATUSES }).notNull().default("running"),
    /** schedule, manual or inbound. */
    trigger: text("trigger").notNull(),
    found: integer("found").notNull().default(0),
    added: integer("added").notNull().default(0),
    duplicates: integer("duplicates").notNull().default(0),
    drafted: integer("drafted").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    log: jsonb("log").$type<{ at: string; level: "info" | "warn" | "error"; message: string }[]>().notNull().default([]),
    error: text("error"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("pipeline_run_pipeline_idx").on(table.pipelineId, table.startedAt)],
);

/** One source item of a pipeline: unique by its id or GUID, so it never makes two videos. */
export const pipelineItem = pgTable(
  "pipeline_item",
  {
    id: text("id").primaryKey(),
    pipelineId: text("pipeline_id")
      .notNull()
      .references(() => pipeline.id, { onDelete: "cascade" }),
    /** The item's id or GUID in its source. */
    itemKey: text("item_key").notNull(),
    runId: text("run_id").references(() => pipelineRun.id, { onDelete: "set null" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: PIPELINE_ITEM_STATUSES }).notNull(),
    /** The storyboard drafted for it: a project owned by the client's account. */
    contentId: text("content_id").references(() => content.id, { onDelete: "set null" }),
    renderId: text("render_id").references(() => render.id, { onDelete: "set null" }),
    error: text("error"),
    /** Who approved or rejected it, and why (a rejection needs a reason). */
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("pipeline_item_key_idx").on(table.pipelineId, table.itemKey),
    index("pipeline_item_status_idx").on(table.pipelineId, table.status),
  ],
);

/** A quick-create page (`megapot`) bound to one client template: the variables it exposes become a form. */
export const campaign = pgTable(
  "campaign",
  {
    id: text("id").primaryKey(),
    clientId: text("client_id")
      .notNull()
      .references(() => client.id, { onDelete: "cascade" }),
    clientTemplateId: text("client_template_id")
      .notNull()
      .references(() => clientTemplate.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    /** The template's variables the form shows, in order; the others keep their defaults. */
    variables: jsonb("variables").$type<string[]>().notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("campaign_client_idx").on(table.clientId)],
);
