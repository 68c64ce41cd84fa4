import {
  ASSET_KINDS,
  ASSET_STATUSES,
  CONTENT_SOURCES,
  IMAGE_GENERATION_KINDS,
  IMAGE_GENERATION_STATUSES,
  IMAGE_REPORT_STATUSES,
  IMAGE_VIBE_ORIGINS,
  AUDIT_ACTIONS,
  AUDIT_ACTOR_KINDS,
  AUDIT_SOURCES,
  LEDGER_ENTRY_KINDS,
  PLAN_SOURCES,
  QUOTA_METRICS,
  QUOTA_OWNER_KINDS,
  type AssetAttribution,
  type LibraryPins,
  type LlmCallRequest,
  type LlmCallResponse,
  type LlmCallSource,
  type PromptCheckResult,
  type PromptExpectations,
  type PromptTestResultStatus,
  type PromptTestRunStatus,
} from "@framewise/contracts";
import { restoreContent, type AspectRatio, type Content } from "@framewise/scene";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { keysetCreatedAt } from "./keyset-time.ts";

/**
 * Tables Better Auth reads and writes through its Drizzle adapter (property names are the
 * adapter's field names; columns are snake_case), plus our own columns on `user`.
 */
export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set by POST /api/v1/users/login/. */
  lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  /** Set by the operator command: a disabled account cannot sign in and its sessions end. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

/** Better Auth's rate-limit counters, kept in the database so every API process shares them. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

export const RENDER_STATUSES = ["queued", "rendering", "done", "failed", "cancelled"] as const;
export type RenderStatus = (typeof RENDER_STATUSES)[number];

/** One MP4 render of a document snapshot: its job's state, progress and result. */
export const render = pgTable(
  "render",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: RENDER_STATUSES }).notNull().default("queued"),
    /** 0..1 */
    progress: real("progress").notNull().default(0),
    framesPerSecond: real("frames_per_second"),
    secondsLeft: real("seconds_left"),
    error: text("error"),
    /** The content, template and layouts as they were when the render was asked for. */
    document: jsonb("document").notNull(),
    /** The video project it is a version of, and that project's version then (none for a bare document). */
    contentId: text("content_id").references((): AnyPgColumn => content.id, { onDelete: "set null" }),
    contentVersion: integer("content_version"),
    scale: real("scale").notNull().default(1),
    /** What a client's system sent with an API render, echoed back in its answers and webhooks. */
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    /** Where this render's webhook goes instead of its client's endpoint (an API render's `webhook`). */
    webhookUrl: text("webhook_url"),
    /** The pg-boss job rendering it, for cancelling. */
    jobId: text("job_id"),
    durationSeconds: real("duration_seconds"),
    width: integer("width"),
    height: integer("height"),
    bytes: bigint("bytes", { mode: "number" }),
    createdAt: keysetCreatedAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the snapshot was made with, kept by PostgreSQL on insert, so the templates dashboard
     * never reads (and decompresses) whole snapshots: its template, and its scenes' layouts in order.
     */
    templateId: text("template_id").generatedAlwaysAs(sql`document #>> '{content,templateId}'`),
    layoutIds: jsonb("layout_ids")
      .$type<string[]>()
      .notNull()
      .generatedAlwaysAs(sql`jsonb_path_query_array(document, '$.content.scenes[*].layoutId')`),
  },
  (table) => [
    index("render_user_id_created_at_idx").on(table.userId, table.createdAt),
    index("render_content_id_idx").on(table.contentId),
    // The templates dashboard's range: its weeks are a small part of the table's history.
    index("render_created_at_idx").on(table.createdAt),
  ],
);

/** Where a library item came from: the starter library seeded on first start, or the staff. */
export const LIBRARY_ORIGINS = ["starter", "staff"] as const;

const libraryColumns = () => ({
  id: text("id").primaryKey(),
  /** The validated template or layout document. */
  definition: jsonb("definition").notNull(),
  origin: text("origin", { enum: LIBRARY_ORIGINS }).notNull().default("staff"),
  /** Order in pickers. */
  position: integer("position").notNull().default(0),
  /** Set when staff retire it (library studio): pickers skip it, videos already made with it still render. */
  retiredAt: timestamp("retired_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Templates every user can pick: a complete visual style (see packages/scene). */
export const template = pgTable("template", libraryColumns());
/** Layouts templates offer: one scene's composition per aspect ratio. */
export const layout = pgTable("layout", libraryColumns());

/** One row per one-time data seed, so a seed runs on first start only (and once across processes). */
export const seed = pgTable("seed", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One file in a user's asset library: what it really is (sniffed, probed) and its derivatives' state. */
export const asset = pgTable(
  "asset",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind", { enum: ASSET_KINDS }).notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    status: text("status", { enum: ASSET_STATUSES }).notNull().default("processing"),
    error: text("error"),
    tags: text("tags").array().notNull().default([]),
    logo: boolean("logo").notNull().default(false),
    width: integer("width"),
    height: integer("height"),
    durationSeconds: real("duration_seconds"),
    videoCodec: text("video_codec"),
    audioCodec: text("audio_codec"),
    fontFamily: text("font_family"),
    /** Audio waveform peaks (0..1) for the editor. */
    peaks: jsonb("peaks").$type<number[]>(),
    /** Credit for a stock photo or clip (service, author, links), kept as the service's terms require; null for uploads. */
    attribution: jsonb("attribution").$type<AssetAttribution>(),
    /** The stock item a copy was made from (`pexels:video:1234`): choosing it again answers this copy. */
    stockItem: text("stock_item"),
    hasThumbnails: boolean("has_thumbnails").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("asset_user_id_created_at_idx").on(table.userId, table.createdAt),
    // One live copy of a stock item per person, even when two imports race; a failed copy may be made again.
    uniqueIndex("asset_user_id_stock_item_idx")
      .on(table.userId, table.stockItem)
      .where(sql`${table.stockItem} is not null and ${table.status} <> 'failed'`),
  ],
);

/**
 * A stored content document, read through the model's tolerant restore: a document saved by an
 * older version is migrated, and whatever no longer validates is repaired rather than failing
 * every screen that reads it. Writes are validated strictly before they get here.
 */
const contentDocument = customType<{ data: Content; driverData: unknown }>({
  dataType: () => "jsonb",
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (stored) => restoreContent(typeof stored === "string" ? JSON.parse(stored) : stored).content,
});

/** A video project: its document (what the editor edits and renders draw), saved with a version for conflict checks. */
export const content = pgTable(
  "content",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    document: contentDocument("document").notNull(),
    /** Raised by every save; a save based on an older version is refused (another tab saved first). */
    version: integer("version").notNull().default(1),
    /** How it was started, and by which planner ("text": the deterministic one). */
    source: text("source", { enum: CONTENT_SOURCES }).notNull(),
    planner: text("planner"),
    /** Public watch pages play its newest finished render, without sign-in. */
    shared: boolean("shared").notNull().default(false),
    /** Viewers of the public page may download the MP4. */
    allowDownload: boolean("allow_download").notNull().default(false),
    /** The library versions it was made with (the studio's versions), kept until the user updates. */
    libraryPins: jsonb("library_pins").$type<LibraryPins>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Facts of the document that lists show, kept by PostgreSQL on every write, so a list never
     * reads (and decompresses) whole documents.
     */
    aspectRatio: text("aspect_ratio")
      .notNull()
      .generatedAlwaysAs(sql`document ->> 'aspectRatio'`),
    templateId: text("template_id")
      .notNull()
      .generatedAlwaysAs(sql`document ->> 'templateId'`),
    sceneCount: integer("scene_count")
      .notNull()
      .generatedAlwaysAs(sql`jsonb_array_length(document -> 'scenes')`),
  },
  (table) => [index("content_user_id_updated_at_idx").on(table.userId, table.updatedAt)],
);

/** One call to the language model: what the function-calling report counts (model, tool, latency, tokens, success). */
export const llmCall = pgTable(
  "llm_call",
  {
    id: text("id").primaryKey(),
    /** Who the call was made for; kept when the user is deleted, as the report's history. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** What the call was for ("plan": a storyboard; "chat": a chat answer). */
    purpose: text("purpose").notNull(),
    /** The part of the product that made it: planner, chat, layout-gen or prompt-test. */
    source: text("source").$type<LlmCallSource>().notNull().default("planner"),
    provider: text("provider").notNull(),
    model: text("model").notNull(),
    /** The configured model's id (several may share a provider's model name). */
    modelId: text("model_id"),
    tool: text("tool"),
    /** The calls of one task share it (a plan's answer and its repairs, a chat turn's steps). */
    runId: text("run_id"),
    /** 0 for the first answer, 1 and on for repair rounds after an invalid one. */
    attempt: integer("attempt").notNull().default(0),
    latencyMs: integer("latency_ms").notNull(),
    inputTokens: integer("input_tokens"),
    outputTokens: integer("output_tokens"),
    /** US dollars at the configured price; null when unknown. */
    costUsd: doublePrecision("cost_usd"),
    /** The call answered a valid tool call; otherwise `error` says what went wrong. */
    success: boolean("success").notNull(),
    error: text("error"),
    /** The caller gave up on the model after this call and used its fallback (the text planner). */
    fallback: boolean("fallback").notNull().default(false),
    /** What was sent: the messages, and the tool by name (its schema is the product's own). */
    request: jsonb("request").$type<LlmCallRequest>(),
    /** The raw answer: its text and tool calls as the model gave them. */
    response: jsonb("response").$type<LlmCallResponse>(),
    /** Why the answer was invalid, at JSON paths. */
    problems: jsonb("problems").$type<{ path: string; message: string }[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("llm_call_created_at_idx").on(table.createdAt),
    index("llm_call_source_created_at_idx").on(table.source, table.createdAt),
    index("llm_call_run_id_idx").on(table.runId),
  ],
);

/** A public landing page (`/pages/{id}`): a title and text its owner writes, presenting some of their shared videos. */
export const landingPage = pgTable(
  "landing_page",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    text: text("text").notNull().default(""),
    /** The videos in the order shown; only those shared and rendered appear publicly. */
    contentIds: jsonb("content_ids").$type<string[]>().notNull().default([]),
    /** Anyone with the link can see it; otherwise only its owner. */
    published: boolean("published").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("landing_page_user_id_updated_at_idx").on(table.userId, table.updatedAt)],
);

/** A board (folder) a person names to keep generated images in. */
export const imageBoard = pgTable(
  "image_board",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("image_board_user_id_name_idx").on(table.userId, table.name)],
);

/**
 * A vibe: a style preset of prompt and negative fragments and parameters. Starter vibes and those
 * staff publish have no owner and are everyone's; a person's own vibes are theirs alone.
 */
export const imageVibe = pgTable(
  "image_vibe",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    origin: text("origin", { enum: IMAGE_VIBE_ORIGINS }).notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    promptFragment: text("prompt_fragment").notNull().default(""),
    negativeFragment: text("negative_fragment").notNull().default(""),
    /** Generation parameters the vibe sets (steps, guidance…), as the providers read them. */
    params: jsonb("params").$type<Record<string, number | string>>().notNull().default({}),
    /** Storage key of its preview picture, copied from an image (without one, the offline generator paints it). */
    previewKey: text("preview_key"),
    /** The image its preview was copied from was made by the offline preview generator. */
    previewOffline: boolean("preview_offline").notNull().default(false),
    published: boolean("published").notNull().default(false),
    /** A staff copy's original (a person's vibe): publishing it again finds this copy rather than making another. */
    publishedFrom: text("published_from").references((): AnyPgColumn => imageVibe.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("image_vibe_user_id_idx").on(table.userId), uniqueIndex("image_vibe_published_from_idx").on(table.publishedFrom)],
);

/** One request to an image provider (generate, variations, upscale, edit) and how it went. */
export const imageGeneration = pgTable(
  "image_generation",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: IMAGE_GENERATION_KINDS }).notNull(),
    status: text("status", { enum: IMAGE_GENERATION_STATUSES }).notNull().default("queued"),
    prompt: text("prompt").notNull(),
    negativePrompt: text("negative_prompt"),
    vibeId: text("vibe_id").references(() => imageVibe.id, { onDelete: "set null" }),
    aspectRatio: text("aspect_ratio").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    count: integer("count").notNull(),
    seed: bigint("seed", { mode: "number" }).notNull(),
    provider: text("provider").notNull(),
    model: text("model").notNull(),
    /** The image this one was made from (variation, upscale, edit, remix): the lineage. */
    parentImageId: text("parent_image_id").references((): AnyPgColumn => generatedImage.id, { onDelete: "set null" }),
    referenceAssetIds: text("reference_asset_ids").array().notNull().default([]),
    /** The board its images go to. */
    boardId: text("board_id").references(() => imageBoard.id, { onDelete: "set null" }),
    /** What the kind needs besides the recipe: an edit's instruction and mask key, an upscale's factor. */
    params: jsonb("params").$type<Record<string, unknown>>().notNull().default({}),
    /** 0..1 when the provider reports it. */
    progress: real("progress"),
    /** The provider's own words for where it is ("step 12 of 30"). */
    step: text("step"),
    error: text("error"),
    providerJobId: text("provider_job_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("image_generation_user_id_created_at_idx").on(table.userId, table.createdAt),
    index("image_generation_prompt_search_idx").using("gin", sql`to_tsvector('simple', ${table.prompt})`),
  ],
);

/** One picture a generation made, stored through the Storage interface with three thumbnails. */
export const generatedImage = pgTable(
  "generated_image",
  {
    id: text("id").primaryKey(),
    generationId: text("generation_id")
      .notNull()
      .references(() => imageGeneration.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Its place among the generation's images. */
    position: integer("position").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    seed: bigint("seed", { mode: "number" }).notNull(),
    boardId: text("board_id").references(() => imageBoard.id, { onDelete: "set null" }),
    favourite: boolean("favourite").notNull().default(false),
    /** Seen by anyone signed in, and ranked in trending. */
    public: boolean("public").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Reported, and kept out of trending until staff look at it. */
    hidden: boolean("hidden").notNull().default(false),
    /** Made by the built-in offline preview generator, not by an AI model. */
    offlinePreview: boolean("offline_preview").notNull().default(false),
    /** Its copy in the asset library, once saved there. */
    assetId: text("asset_id").references(() => asset.id, { onDelete: "set null" }),
    likes: integer("likes").notNull().default(0),
    remixes: integer("remixes").notNull().default(0),
    createdAt: keysetCreatedAt(),
  },
  (table) => [
    index("generated_image_user_id_created_at_idx").on(table.userId, table.createdAt),
    index("generated_image_generation_id_idx").on(table.generationId),
    index("generated_image_public_published_at_idx")
      .on(table.publishedAt)
      .where(sql`${table.public} and not ${table.hidden}`),
  ],
);

/** One like of a public image by a signed-in person: at most one each. */
export const imageLike = pgTable(
  "image_like",
  {
    imageId: text("image_id")
      .notNull()
      .references(() => generatedImage.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.imageId, table.userId] })],
);

/** A report of a public image, for staff to review; one per person and image. */
export const imageReport = pgTable(
  "image_report",
  {
    id: text("id").primaryKey(),
    imageId: text("image_id")
      .notNull()
      .references(() => generatedImage.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    status: text("status", { enum: IMAGE_REPORT_STATUSES }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("image_report_image_id_user_id_idx").on(table.imageId, table.userId)],
);

/** The curated inspiration wall: a picture and the recipe behind it, in the order staff set. */
export const imageInspiration = pgTable(
  "image_inspiration",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    prompt: text("prompt").notNull(),
    negativePrompt: text("negative_prompt"),
    vibeId: text("vibe_id").references(() => imageVibe.id, { onDelete: "set null" }),
    aspectRatio: text("aspect_ratio").notNull(),
    seed: bigint("seed", { mode: "number" }).notNull(),
    /** Storage key of its picture. */
    imageKey: text("image_key").notNull(),
    /** Its picture was made by the offline preview generator (painted from the recipe, or copied from such an image). */
    offlinePreview: boolean("offline_preview").notNull().default(false),
    position: integer("position").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("image_inspiration_position_idx").on(table.position)],
);

/** A staff member's folder of chats. */
export const chatFolder = pgTable(
  "chat_folder",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("chat_folder_user_id_idx").on(table.userId)],
);

/** One staff member's conversation with a language model (only its owner reads it). */
export const chat = pgTable(
  "chat",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    folderId: text("folder_id").references(() => chatFolder.id, { onDelete: "set null" }),
    pinned: boolean("pinned").notNull().default(false),
    /** The configured model new answers use (a registry id). */
    modelId: text("model_id"),
    /** The last message of the branch shown: messages form a tree, and this picks one path through it. */
    currentLeafId: text("current_leaf_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("chat_user_id_updated_at_idx").on(table.userId, table.updatedAt),
    index("chat_title_search_idx").using("gin", sql`to_tsvector('simple', ${table.title})`),
  ],
);

/**
 * A message of a chat, in a tree: an edited question or a regenerated answer is a sibling under
 * the same parent, so every version is kept. `parts` are the AI SDK's UIMessage parts.
 */
export const chatMessage = pgTable(
  "chat_message",
  {
    id: text("id").primaryKey(),
    chatId: text("chat_id")
      .notNull()
      .references(() => chat.id, { onDelete: "cascade" }),
    parentId: text("parent_id").references((): AnyPgColumn => chatMessage.id, { onDelete: "cascade" }),
    role: text("role").$type<"user" | "assistant" | "system">().notNull(),
    parts: jsonb("parts").$type<unknown[]>().notNull(),
    /** The parts' words, for full-text search over history. */
    text: text("text").notNull().default(""),
    /** The model that wrote an answer (a registry id). */
    modelId: text("model_id"),
    /** An answer still arriving, finished, stopped by its reader, or failed (`error` says why). */
    status: text("status").$type<"streaming" | "done" | "stopped" | "failed">().notNull().default("done"),
    error: text("error"),
    inputTokens: integer("input_tokens"),
    outputTokens: integer("output_tokens"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("chat_message_chat_id_created_at_idx").on(table.chatId, table.createdAt),
    index("chat_message_parent_id_idx").on(table.parentId),
    index("chat_message_text_search_idx").using("gin", sql`to_tsvector('simple', ${table.text})`),
  ],
);

/**
 * An answer's stream as it arrives (UI message chunks in order), so a reader who refreshes or
 * comes back sees what was said so far and follows the rest live. Removed once the answer ends.
 */
export const chatStreamChunk = pgTable(
  "chat_stream_chunk",
  {
    messageId: text("message_id")
      .notNull()
      .references(() => chatMessage.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    chunk: jsonb("chunk").notNull(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.seq] })],
);

/** A suite of prompts staff test the planner with: the starter suite (seeded on first start) or their own. */
export const promptSuite = pgTable(
  "prompt_suite",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    starter: boolean("starter").notNull().default(false),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("prompt_suite_updated_at_idx").on(table.updatedAt)],
);

/** One prompt of a suite, in order: what the planner is asked and what its storyboard must be like. */
export const promptSuitePrompt = pgTable(
  "prompt_suite_prompt",
  {
    id: text("id").primaryKey(),
    suiteId: text("suite_id")
      .notNull()
      .references(() => promptSuite.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    prompt: text("prompt").notNull(),
    /** Null: the brief decides, as on the create screen. */
    aspectRatio: text("aspect_ratio").$type<AspectRatio>(),
    templateId: text("template_id"),
    expectations: jsonb("expectations").$type<PromptExpectations>().notNull(),
  },
  (table) => [index("prompt_suite_prompt_suite_id_position_idx").on(table.suiteId, table.position)],
);

/** A suite run against models and the text planner, as a pg-boss job of the same id. */
export const promptTestRun = pgTable(
  "prompt_test_run",
  {
    id: text("id").primaryKey(),
    suiteId: text("suite_id")
      .notNull()
      .references(() => promptSuite.id, { onDelete: "cascade" }),
    status: text("status").$type<PromptTestRunStatus>().notNull().default("queued"),
    /** Model ids and "text-planner", in the order they run. */
    targets: jsonb("targets").$type<string[]>().notNull(),
    judgeModelId: text("judge_model_id"),
    total: integer("total").notNull(),
    done: integer("done").notNull().default(0),
    /** Share of finished results that passed every check. */
    score: doublePrecision("score"),
    /** The judge's mean score (1–5). */
    judgeScore: doublePrecision("judge_score"),
    startedBy: text("started_by").references(() => user.id, { onDelete: "set null" }),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("prompt_test_run_suite_id_created_at_idx").on(table.suiteId, table.createdAt),
    index("prompt_test_run_status_idx").on(table.status),
  ],
);

/**
 * One prompt × target of a run, made when the run starts (pending) with the prompt as it was
 * then, and filled when planned and checked: a restarted run resumes at the first pending one.
 */
export const promptTestResult = pgTable(
  "prompt_test_result",
  {
    id: text("id").primaryKey(),
    runId: text("run_id")
      .notNull()
      .references(() => promptTestRun.id, { onDelete: "cascade" }),
    /** The order results run in: prompt by prompt, each across every target. */
    seq: integer("seq").notNull(),
    promptId: text("prompt_id").notNull(),
    promptName: text("prompt_name").notNull(),
    prompt: text("prompt").notNull(),
    aspectRatio: text("aspect_ratio").$type<AspectRatio>(),
    templateId: text("template_id"),
    expectations: jsonb("expectations").$type<PromptExpectations>().notNull(),
    target: text("target").notNull(),
    status: text("status").$type<PromptTestResultStatus>().notNull().default("pending"),
    document: contentDocument("document"),
    checks: jsonb("checks").$type<PromptCheckResult[]>().notNull().default([]),
    judgeModelId: text("judge_model_id"),
    judgeScore: integer("judge_score"),
    judgeReason: text("judge_reason"),
    latencyMs: integer("latency_ms"),
    inputTokens: integer("input_tokens"),
    outputTokens: integer("output_tokens"),
    costUsd: doublePrecision("cost_usd"),
    error: text("error"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("prompt_test_result_run_id_seq_idx").on(table.runId, table.seq)],
);

/**
 * One change to an audited table, written by the `framewise_audit` trigger in the same transaction
 * as the change (migration 0019), so no write path can forget it. The actor comes from the
 * transaction's `framewise.actor` setting (`audit/audit-context.ts`); a write made without one is
 * recorded as the system's. `before`/`after` hold only the columns that changed (the whole row
 * for an insert's `after` and a delete's `before`).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    /** The table's name: `content`, `template`, `layout`, `asset`, `landing_page`, `plan_assignment`, ... */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    actorKind: text("actor_kind", { enum: AUDIT_ACTOR_KINDS }).notNull(),
    actorId: text("actor_id"),
    /** The actor's email or key name as it was then: still readable after the account is gone. */
    actorLabel: text("actor_label"),
    source: text("source", { enum: AUDIT_SOURCES }).notNull(),
    reason: text("reason"),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
  },
  (table) => [
    index("audit_log_entity_idx").on(table.entity, table.entityId, table.id),
    index("audit_log_at_idx").on(table.at),
    index("audit_log_actor_id_idx").on(table.actorId, table.id),
  ],
);

/** The plan a person or client is on. Without a row, the default plan applies. */
export const planAssignment = pgTable(
  "plan_assignment",
  {
    /** `user:<id>` or `client:<id>`: one text id so the audit trail names it like any entity. */
    id: text("id").primaryKey(),
    ownerKind: text("owner_kind", { enum: QUOTA_OWNER_KINDS }).notNull(),
    ownerId: text("owner_id").notNull(),
    planId: text("plan_id").notNull(),
    source: text("source", { enum: PLAN_SOURCES }).notNull(),
    assignedBy: text("assigned_by").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason"),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("plan_assignment_owner_idx").on(table.ownerKind, table.ownerId)],
);

/**
 * The running total of one metric for one owner in one period (`2026-11`, or `total` for
 * storage): changed only in the same statement as a `quota_ledger` entry, so it always equals
 * the sum of the ledger. `granted` is extra credit on top of the plan's limit.
 */
export const quotaUsage = pgTable(
  "quota_usage",
  {
    ownerKind: text("owner_kind", { enum: QUOTA_OWNER_KINDS }).notNull(),
    ownerId: text("owner_id").notNull(),
    metric: text("metric", { enum: QUOTA_METRICS }).notNull(),
    period: text("period").notNull(),
    used: bigint("used", { mode: "number" }).notNull().default(0),
    granted: bigint("granted", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ownerKind, table.ownerId, table.metric, table.period] })],
);

/** Every movement of a quota counter: the one place usage is counted (issue 23). */
export const quotaLedger = pgTable(
  "quota_ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    ownerKind: text("owner_kind", { enum: QUOTA_OWNER_KINDS }).notNull(),
    ownerId: text("owner_id").notNull(),
    metric: text("metric", { enum: QUOTA_METRICS }).notNull(),
    period: text("period").notNull(),
    kind: text("kind", { enum: LEDGER_ENTRY_KINDS }).notNull(),
    /** Signed: a use adds, a refund subtracts; a grant adds to `granted`. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** What it was for: a render, a generation or an asset id. */
    ref: text("ref"),
    reason: text("reason"),
    actorId: text("actor_id"),
    /** Reported to Stripe as a meter event (metered plans only). */
    reportedAt: timestamp("reported_at", { withTimezone: true }),
  },
  (table) => [
    index("quota_ledger_owner_idx").on(table.ownerKind, table.ownerId, table.period),
    index("quota_ledger_ref_idx").on(table.ref),
  ],
);

/** A person's Stripe customer and subscription, as last read from Stripe (never from an event's payload). */
export const billingAccount = pgTable("billing_account", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  stripeCustomerId: text("stripe_customer_id").notNull().unique(),
  stripeSubscriptionId: text("stripe_subscription_id"),
  subscriptionStatus: text("subscription_status"),
  priceId: text("price_id"),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe webhook events by id: an event is processed once, however often Stripe sends it. */
export const stripeEvent = pgTable("stripe_event", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp("processed_at", { withTimezone: true }),
});

export * from "./production-schema.ts";
export * from "./render-chunk-schema.ts";
export * from "./api-rate-limit-schema.ts";
export * from "./library-studio-schema.ts";
