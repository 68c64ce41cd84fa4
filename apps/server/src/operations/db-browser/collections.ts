import type { z } from "zod";
import { EDIT_FIELDS as F } from "./edit-fields.ts";

/** Rows of another collection that point at a document, found with the grid's own filters. */
export interface RelatedRows {
  label: string;
  collection: string;
  /** The filters (`column:op:value`) that find them, from the document's row. */
  where: (row: Record<string, unknown>) => string[];
}

/**
 * What the browser shows and lets staff change in one table. Columns not named here are shown on
 * the document page and read-only, but never the table's private ones (`platform/db/private-data.ts`);
 * `editable` ones are validated by their schema. A table missing from the registry is browsable
 * read-only with its first columns in the grid; a private table is not browsable at all.
 */
export interface CollectionSpec {
  /** The grid's columns, in order (the key columns are always sent). */
  grid?: string[];
  editable?: Record<string, z.ZodType>;
  related?: RelatedRows[];
  /** The column naming a row in links (default: the first of title, name, email, prompt). */
  label?: string;
}

const byColumn = (label: string, collection: string, column: string, from = "id"): RelatedRows => ({
  label,
  collection,
  where: (row) => [`${column}:eq:${String(row[from])}`],
});

/** What a user owns, as the user's document page lists it. */
const ownedByUser = [
  byColumn("Videos", "content", "user_id"),
  byColumn("Assets", "asset", "user_id"),
  byColumn("Renders", "render", "user_id"),
  byColumn("Landing pages", "landing_page", "user_id"),
  byColumn("Image generations", "image_generation", "user_id"),
  { label: "Plan", collection: "plan_assignment", where: (row) => ["owner_kind:eq:user", `owner_id:eq:${String(row.id)}`] },
  { label: "Quota usage", collection: "quota_usage", where: (row) => ["owner_kind:eq:user", `owner_id:eq:${String(row.id)}`] },
  byColumn("Sign-in methods", "account", "user_id"),
  byColumn("Sessions", "session", "user_id"),
] satisfies RelatedRows[];

const timestamps = ["created_at", "updated_at"];

export const COLLECTION_SPECS: Record<string, CollectionSpec> = {
  user: {
    grid: ["id", "email", "name", "email_verified", "created_at", "last_login_at", "disabled_at"],
    editable: { name: F.personName },
    related: ownedByUser,
    label: "email",
  },
  session: { grid: ["id", "user_id", "ip_address", "user_agent", "expires_at", "created_at"] },
  account: { grid: ["id", "user_id", "provider_id", "account_id", "created_at"] },
  verification: { grid: ["id", "identifier", "expires_at", "created_at"] },
  rate_limit: { grid: ["id", "count", "last_request"] },
  content: {
    grid: ["id", "title", "user_id", "source", "aspect_ratio", "scene_count", "version", "shared", ...timestamps],
    editable: { title: F.contentTitle, document: F.contentDocument, shared: F.flag, allow_download: F.flag },
    related: [
      byColumn("Renders", "render", "content_id"),
      { label: "Landing pages presenting it", collection: "landing_page", where: (row) => [`content_ids:contains:${String(row.id)}`] },
    ],
  },
  render: { grid: ["id", "status", "user_id", "content_id", "progress", "duration_seconds", "error", ...timestamps] },
  template: { grid: ["id", "origin", "position", ...timestamps], editable: { definition: F.templateDefinition, position: F.position } },
  layout: { grid: ["id", "origin", "position", ...timestamps], editable: { definition: F.layoutDefinition, position: F.position } },
  asset: {
    grid: ["id", "name", "user_id", "kind", "status", "size_bytes", "tags", ...timestamps],
    editable: { name: F.assetName, tags: F.assetTags, logo: F.flag },
    related: [
      // A document names an asset by its id (in its file's address): the owner's documents holding it.
      {
        label: "Used by videos",
        collection: "content",
        where: (row) => [`user_id:eq:${String(row.user_id)}`, `document:contains:${String(row.id)}`],
      },
      byColumn("Generated images saved as it", "generated_image", "asset_id"),
    ],
  },
  landing_page: {
    grid: ["id", "title", "user_id", "published", ...timestamps],
    editable: { title: F.pageTitle, text: F.pageText, published: F.flag },
  },
  llm_call: { grid: ["id", "created_at", "source", "tool", "model", "latency_ms", "success", "error"] },
  image_vibe: {
    grid: ["id", "name", "origin", "user_id", "published", ...timestamps],
    editable: {
      name: F.vibeName,
      description: F.vibeFragment,
      prompt_fragment: F.vibeFragment,
      negative_fragment: F.vibeFragment,
      published: F.flag,
    },
  },
  image_inspiration: {
    grid: ["id", "title", "position", "aspect_ratio", "created_at"],
    editable: { title: F.inspirationTitle, prompt: F.imagePrompt, negative_prompt: F.negativePrompt, position: F.position },
  },
  image_generation: {
    grid: ["id", "status", "kind", "user_id", "prompt", "provider", "model", "created_at"],
    related: [byColumn("Images", "generated_image", "generation_id")],
  },
  prompt_suite: {
    grid: ["id", "name", "starter", ...timestamps],
    editable: { name: F.suiteName, description: F.suiteDescription },
    related: [byColumn("Prompts", "prompt_suite_prompt", "suite_id"), byColumn("Runs", "prompt_test_run", "suite_id")],
  },
  prompt_suite_prompt: {
    grid: ["id", "suite_id", "position", "name", "prompt"],
    editable: { name: F.promptName, prompt: F.promptText, position: F.position, expectations: F.promptExpectations },
  },
  // Production (issue 22): staff change these on prod/clients.
  client: {
    grid: ["id", "name", "status", "account_user_id", "webhook_url", ...timestamps],
    related: [
      byColumn("API keys", "api_key", "client_id"),
      byColumn("Members", "client_member", "client_id"),
      byColumn("Templates", "client_template", "client_id"),
      byColumn("Pipelines", "pipeline", "client_id"),
      byColumn("Webhook deliveries", "webhook_delivery", "client_id"),
      byColumn("Renders", "render", "user_id", "account_user_id"),
    ],
  },
  api_key: { grid: ["id", "client_id", "name", "prefix", "scopes", "expires_at", "revoked_at", "last_used_at"] },
  idempotency_key: { grid: ["client_id", "key", "response_status", "created_at"] },
  pipeline: {
    grid: ["id", "client_id", "name", "status", "source_kind", "schedule", ...timestamps],
    related: [byColumn("Runs", "pipeline_run", "pipeline_id"), byColumn("Items", "pipeline_item", "pipeline_id")],
  },
  // The library studio (issue 21): versions change only through its stage rules, so they are read-only here.
  library_item: {
    grid: ["id", "kind", "item_id", "owner_id", ...timestamps],
    related: [byColumn("Versions", "library_version", "library_item_id")],
  },
  library_version: {
    grid: ["id", "library_item_id", "version", "stage", "author_id", "note", "created_at"],
    related: [byColumn("Comments", "library_comment", "library_version_id")],
  },
  library_comment: { grid: ["id", "library_version_id", "parent_id", "author_id", "body", "resolved_at", "created_at"] },
  generated_layout: { grid: ["id", "status", "prompt", "checks_green", "model", "library_item_id", "created_by", ...timestamps] },
  library_font: { grid: ["id", "family", "weight", "mime_type", "bytes", "source_asset_id", "created_by", "created_at"] },
  audit_log: { grid: ["id", "at", "entity", "entity_id", "action", "actor_label", "source", "reason"] },
};
