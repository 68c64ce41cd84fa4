import { defaultRenderThreads } from "../render-engine/render-threads.ts";
import path from "node:path";
import type { AssetKind } from "@framewise/contracts";
import type { S3StorageConfig } from "../storage/s3-storage.ts";
import { z } from "zod";
import { LLM_PROVIDERS, llmConfig, llmModelsSchema, llmProblems, type LlmConfig } from "./llm-config.ts";
import { planCatalog, planProblems, plansSchema, type PlanCatalog } from "./plans-config.ts";
import { regressionDirFrom } from "./regression-dir.ts";
import { webhooksConfig, webhooksEnv, type WebhooksConfig } from "./webhooks-config.ts";
import { publicApiConfig, publicApiEnv, type PublicApiConfig } from "./public-api-config.ts";

export { LLM_PROVIDERS, type LlmConfig, type LlmModelConfig } from "./llm-config.ts";

/** A size in MB (whole, 1 MB to 10 TB) with its default. */
const megabytes = (fallback: number) => z.coerce.number().int().min(1).max(10_000_000).default(fallback);

/** Comma-separated list in an environment variable, trimmed, lower-cased, empties dropped. */
const csv = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

/** Who speaks voiceovers: the built-in eSpeak NG voice (the default), a speech service of the AI SDK's, or nobody. */
export const SPEECH_PROVIDERS = ["espeak", "openai", "elevenlabs", "lmnt", "hume", "deepgram", "fal", "azure", "none"] as const;

/**
 * Who makes images: the built-in offline preview generator (the default; abstract art, labelled
 * so), an OpenAI-compatible Images API, a ComfyUI or AUTOMATIC1111/Forge server, or a hosted
 * service through the AI SDK.
 */
export const IMAGE_PROVIDERS = ["offline", "openai", "comfyui", "automatic1111", "fal", "replicate", "google"] as const;

const envSchema = z.object({
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl,
  METRICS_TOKEN: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(16, "must be at least 16 characters").optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  JOBS_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  ROLE: z.enum(["all", "api", "worker"]).default("all"),
  PUBLIC_URL: optionalUrl,
  WEB_DIST_DIR: optionalText,
  TRUST_PROXY: z.stringbool().default(false),
  STAFF_EMAIL_DOMAINS: csv,
  IMAGE_BRAND_HOSTS: csv,
  PUBLIC_SECRET_PATH: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^\/[a-z0-9-]{8,64}$/, "must look like /some-long-secret (8-64 of a-z, 0-9, -)")
      .optional(),
  ),
  AUTH_SECRET: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(32, "must be at least 32 characters").optional()),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SIGN_IN_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  IDENTITY_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(365),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_PROVIDER_NAME: z.string().default("Single sign-on"),
  POSTHOG_KEY: optionalText,
  POSTHOG_HOST: z.url().default("https://us.i.posthog.com"),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Stripe's API through a proxy, or a loopback stand-in for tests; Stripe's own when unset. */
  STRIPE_API_URL: optionalUrl,
  SENTRY_DSN: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^https?:\/\/\w+(:\w+)?@[\w.-]+(:\d+)?\/.+$/, "must be a Sentry DSN like https://<public key>@<host>/<project id>")
      .optional(),
  ),
  RENDER_THREADS: z.coerce.number().int().min(1).max(16).default(defaultRenderThreads()),
  MEDIA_FETCH_MAX_MB: z.coerce.number().int().min(1).max(10_000).default(500),
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  RENDER_MAX_RUNNING_PER_USER: z.coerce.number().int().min(1).max(100).default(1),
  RENDER_MAX_QUEUED_PER_USER: z.coerce.number().int().min(1).max(1000).default(10),
  /** A render longer than this is split into chunks of about this length that any worker process renders; 0: never. */
  RENDER_CHUNK_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  RENDER_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(600).default(30),
  RENDER_MAX_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  MIN_FREE_DISK_MB: z.coerce.number().int().min(0).max(10_000_000).default(200),
  TEST_ALLOW_LOOPBACK_FETCH: z.stringbool().default(false),
  RENDER_REGRESSION_DIR: optionalText,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  UPLOAD_MAX_IMAGE_MB: megabytes(50),
  UPLOAD_MAX_VIDEO_MB: megabytes(2048),
  UPLOAD_MAX_AUDIO_MB: megabytes(200),
  UPLOAD_MAX_FONT_MB: megabytes(20),
  IMAGE_MAX_MEGAPIXELS: z.coerce.number().int().min(1).max(1000).default(100),
  MEDIA_MAX_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(120),
  STORAGE_QUOTA_MB: megabytes(10_240),
  PLANS: plansSchema,
  DEFAULT_PLAN: z.string().min(1).max(40).default("free"),
  RENDERS_PER_MONTH: z.coerce.number().int().min(0).max(1_000_000).default(200),
  RENDER_MINUTES_PER_MONTH: z.coerce.number().int().min(0).max(1_000_000).default(300),
  MAX_RENDER_RESOLUTION: z.coerce.number().int().min(144).max(4320).default(2160),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  S3_DIRECT_DOWNLOADS: z.stringbool().default(true),
  LLM_PROVIDER: z.preprocess((v) => (v === "" ? undefined : v), z.enum(LLM_PROVIDERS).optional()),
  LLM_MODEL: optionalText,
  LLM_API_KEY: optionalText,
  LLM_BASE_URL: optionalUrl,
  /** USD per million tokens for the LLM_MODEL above (the cost figures); unset: cost unknown. */
  LLM_PRICE_INPUT: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().min(0).max(10_000).optional()),
  LLM_PRICE_OUTPUT: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().min(0).max(10_000).optional()),
  LLM_VISION: z.stringbool().default(false),
  LLM_MODELS: llmModelsSchema,
  LLM_PLANNER_MODEL: optionalText,
  SMTP_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\/.+/, "must look like smtp://user:password@host:587 or smtps://…")
      .optional(),
  ),
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z.preprocess((v) => (v === "" ? undefined : v), z.stringbool().optional()),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  MAIL_FROM: z.string().min(3).max(320).default("Framewise <no-reply@framewise.invalid>"),
  LLM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  PEXELS_API_KEY: optionalText,
  PEXELS_API_URL: z.url().default("https://api.pexels.com"),
  PIXABAY_API_KEY: optionalText,
  PIXABAY_API_URL: z.url().default("https://pixabay.com/api"),
  UNSPLASH_ACCESS_KEY: optionalText,
  UNSPLASH_API_URL: z.url().default("https://api.unsplash.com"),
  UNSPLASH_APP_NAME: z
    .string()
    .regex(/^[a-z0-9_-]{1,64}$/i, "must be your Unsplash application's name (1-64 of letters, digits, _ and -)")
    .default("framewise"),
  STOCK_SEARCH_LIMIT: z.coerce.number().int().min(1).default(60),
  STOCK_SEARCH_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  SPEECH_PROVIDER: z.preprocess((v) => (v === "" ? undefined : v), z.enum(SPEECH_PROVIDERS).default("espeak")),
  SPEECH_MODEL: optionalText,
  SPEECH_API_KEY: optionalText,
  SPEECH_BASE_URL: optionalUrl,
  SPEECH_VOICE: z.preprocess((v) => (v === "" ? undefined : v), z.string().max(200).optional()),
  SPEECH_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  IMAGE_PROVIDER: z.preprocess((v) => (v === "" ? undefined : v), z.enum(IMAGE_PROVIDERS).default("offline")),
  IMAGE_MODEL: optionalText,
  IMAGE_API_KEY: optionalText,
  IMAGE_BASE_URL: optionalUrl,
  IMAGE_COMFYUI_WORKFLOW: optionalText,
  IMAGE_COMFYUI_INPAINT_WORKFLOW: optionalText,
  IMAGE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  IMAGE_GEN_MONTHLY_LIMIT: z.coerce.number().int().min(0).default(500),
  IMAGE_BRAND_NAME: z.string().min(1).max(60).default("Framewise Images"),
  IMAGE_BRAND_LOGO_URL: optionalUrl,
  IMAGE_BRAND_COLOR: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i, "must be a colour like #7c3aed")
    .default("#7c3aed"),
  ...publicApiEnv,
  ...webhooksEnv,
});

export type Env = z.infer<typeof envSchema>;

export interface OidcProviderConfig {
  id: string;
  name: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The bearer token Prometheus sends for `/metrics`; unset, the endpoint is off. */
  metricsToken: string | undefined;
  /** PostgreSQL connections this process keeps open: its queries' pool, and the job queue's (pg-boss) own. */
  poolSizes: { queries: number; jobs: number };
  /** What this process does: `api` serves HTTP and runs no jobs, `worker` runs jobs and serves only health, `all` both. */
  role: "all" | "api" | "worker";
  publicUrl: string | undefined;
  webDistDir: string | undefined;
  trustProxy: boolean;
  staffEmailDomains: string[];
  imageBrandHosts: string[];
  publicSecretPath: string | undefined;
  authSecret: string | undefined;
  signInRateLimit: { max: number; windowSeconds: number };
  identityTokenTtlSeconds: number;
  /** Audit trail entries older than this many days are pruned daily; 0 keeps them for ever. */
  auditRetentionDays: number;
  oidcProviders: OidcProviderConfig[];
  posthog: { key: string; host: string } | undefined;
  sentryDsn: string | undefined;
  /** Stripe (Checkout, Customer Portal, webhooks, meter events); undefined: billing is off and staff assign plans. */
  billing: BillingConfig | undefined;
  logLevel: Env["LOG_LEVEL"];
  render: RenderLimits;
  /** Below this much free space in DATA_DIR the server does not start, and health says degraded. */
  minFreeDiskBytes: number;
  /** How the server fetches media that documents name by URL. */
  mediaFetch: { maxBytes: number; allowLoopbackForTests: boolean };
  /** Where the render test bench saves regression cases (`RENDER_REGRESSION_DIR`); undefined: saving is off. */
  renderRegressionDir: string | undefined;
  assets: AssetLimits;
  /** Where files live: a folder in DATA_DIR, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Where account mail goes: an SMTP server, or (none configured) the outbox folder. */
  mail: MailConfig;
  /** The language models (planner, chat, prompt tests); without any, the deterministic planner writes storyboards. */
  llm: LlmConfig | undefined;
  /** Stock photo and footage services the media picker and the planner search; each only with its key. */
  stock: StockConfig;
  /** Who speaks voiceovers; undefined (SPEECH_PROVIDER=none) turns generated voices off. */
  speech: SpeechConfig | undefined;
  /** Who makes images. */
  imageGen: ImageGenConfig;
  /** What each plan allows (renders, render minutes, resolution, image generations, storage), and the default plan. */
  plans: PlanCatalog;
  /** The image-only brand's name, logo and colour, on the hosts in `imageBrandHosts`. */
  imageBrand: { name: string; logoUrl: string | undefined; color: string };
  /** The public render API's rate limit and media links. */
  publicApi: PublicApiConfig;
  /** How production clients' webhook messages are retried. */
  webhooks: WebhooksConfig;
}

export interface BillingConfig {
  secretKey: string;
  webhookSecret: string;
  /** Where Stripe's API is reached; undefined: api.stripe.com. */
  apiUrl: string | undefined;
}

export interface ImageProviderConfig {
  provider: (typeof IMAGE_PROVIDERS)[number];
  /** The provider's model (`gpt-image-1`, a checkpoint name, `fal-ai/flux/dev`…); `offline-preview` for the built-in one. */
  model: string;
  apiKey: string | undefined;
  /** The server's address: an OpenAI-compatible server, ComfyUI, AUTOMATIC1111, or a proxy (or test double) of a hosted one. */
  baseUrl: string | undefined;
  /** ComfyUI workflow files (API format) with named inputs; the shipped defaults when unset. */
  comfyWorkflow: string | undefined;
  comfyInpaintWorkflow: string | undefined;
  timeoutMs: number;
}

export interface ImageGenConfig {
  /** The configured provider; the offline preview generator is always offered beside another one. */
  provider: ImageProviderConfig;
}

export interface SpeechConfig {
  provider: Exclude<(typeof SPEECH_PROVIDERS)[number], "none">;
  /** The provider's model (`tts-1`, `eleven_multilingual_v2`, `aura-2`…; Azure's deployment); unused by eSpeak NG and Hume. */
  model: string;
  apiKey: string | undefined;
  /** The API's address, for an OpenAI-compatible speech server, an Azure resource, or a proxy (or test double) of any service. */
  baseUrl: string | undefined;
  /** The voice a scene without a chosen one gets; the provider's first when unset. */
  defaultVoice: string | undefined;
  timeoutMs: number;
}

/** One stock service: its key, and its API's address (configurable so tests can point it at a loopback fake). */
export interface StockServiceConfig {
  apiKey: string;
  baseUrl: string;
}

export interface StockConfig {
  pexels: StockServiceConfig | undefined;
  pixabay: StockServiceConfig | undefined;
  /** Unsplash also wants the application's name in the links that credit its photographers. */
  unsplash: (StockServiceConfig & { appName: string }) | undefined;
  /** Searches one person may send to the services (which share one key's allowance) per window. */
  searchLimit: { max: number; windowSeconds: number };
}

export interface SmtpConfig {
  /** `smtp://user:password@host:port` (or `smtps://`); when set, the other fields are unused. */
  url: string | undefined;
  host: string | undefined;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
}

export interface MailConfig {
  from: string;
  smtp: SmtpConfig | undefined;
}

export interface RenderLimits {
  /** Worker threads one render draws with. */
  threads: number;
  /** Renders one process runs at once. */
  concurrency: number;
  /** A user's renders running at once, over every process. */
  maxRunningPerUser: number;
  /** A user's renders queued or running; past it new ones are refused. */
  maxQueuedPerUser: number;
  maxSeconds: number;
  /** Renders longer than this are split into chunks of about this many seconds; 0: never split. */
  chunkSeconds: number;
  /** A job of a process that stopped sending heartbeats this long is retried elsewhere. */
  heartbeatSeconds: number;
}

export interface AssetLimits {
  /** Largest upload per kind, in bytes. */
  maxBytes: Record<AssetKind, number>;
  maxPixels: number;
  maxSeconds: number;
}

export type StorageConfig = { kind: "local"; folder: string } | ({ kind: "s3" } & S3StorageConfig);

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

function pairProblems(env: Env, source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.ROLE !== "all" && !env.DATABASE_URL)
    problems.push(`ROLE=${env.ROLE} needs DATABASE_URL: the embedded database belongs to one process`);
  if (!!env.GOOGLE_CLIENT_ID !== !!env.GOOGLE_CLIENT_SECRET)
    problems.push("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together");
  const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) problems.push("S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
  if (oidc.some(Boolean) && !oidc.every(Boolean)) problems.push("OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together");
  if (!!env.STRIPE_SECRET_KEY !== !!env.STRIPE_WEBHOOK_SECRET)
    problems.push(
      "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (the webhook secret is how plan changes reach Framewise)",
    );
  if (env.STRIPE_API_URL && !env.STRIPE_SECRET_KEY) problems.push("STRIPE_API_URL needs STRIPE_SECRET_KEY");
  if (!!env.SMTP_USER !== !!env.SMTP_PASSWORD) problems.push("SMTP_USER and SMTP_PASSWORD must be set together");
  if ((env.SMTP_USER || env.SMTP_PASSWORD) && !env.SMTP_HOST)
    problems.push("SMTP_HOST must be set with SMTP_USER and SMTP_PASSWORD (or put them in SMTP_URL)");
  problems.push(...llmProblems(env, source));
  problems.push(...planProblems(env));
  if (env.SPEECH_PROVIDER !== "espeak" && env.SPEECH_PROVIDER !== "none") {
    if (!env.SPEECH_API_KEY && !env.SPEECH_BASE_URL)
      problems.push(`SPEECH_API_KEY must be set for SPEECH_PROVIDER=${env.SPEECH_PROVIDER} (or SPEECH_BASE_URL for a server without keys)`);
    // The AI SDK speaks to Hume's one model, Octave, without naming it.
    if (env.SPEECH_PROVIDER === "hume" && env.SPEECH_MODEL)
      problems.push("SPEECH_MODEL is not used with SPEECH_PROVIDER=hume: leave it unset");
    if (env.SPEECH_PROVIDER === "azure" && !env.SPEECH_BASE_URL)
      problems.push("SPEECH_BASE_URL must be set for SPEECH_PROVIDER=azure (your resource, https://<name>.openai.azure.com/openai)");
  } else if (env.SPEECH_MODEL || env.SPEECH_API_KEY || env.SPEECH_BASE_URL)
    problems.push("SPEECH_MODEL, SPEECH_API_KEY and SPEECH_BASE_URL need a speech service in SPEECH_PROVIDER");
  if ((env.IMAGE_PROVIDER === "comfyui" || env.IMAGE_PROVIDER === "automatic1111") && !env.IMAGE_BASE_URL)
    problems.push(`IMAGE_BASE_URL must be set for IMAGE_PROVIDER=${env.IMAGE_PROVIDER} (the server's address, http://127.0.0.1:8188 …)`);
  if (["openai", "fal", "replicate", "google"].includes(env.IMAGE_PROVIDER) && !env.IMAGE_API_KEY && !env.IMAGE_BASE_URL)
    problems.push(`IMAGE_API_KEY must be set for IMAGE_PROVIDER=${env.IMAGE_PROVIDER} (or IMAGE_BASE_URL for a server without keys)`);
  if (env.IMAGE_PROVIDER === "offline" && (env.IMAGE_MODEL || env.IMAGE_API_KEY || env.IMAGE_BASE_URL))
    problems.push("IMAGE_MODEL, IMAGE_API_KEY and IMAGE_BASE_URL need an image provider in IMAGE_PROVIDER");
  return problems;
}

function oidcProviders(env: Env): OidcProviderConfig[] {
  const providers: OidcProviderConfig[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)
    providers.push({
      id: "google",
      name: "Google",
      discoveryUrl: "https://accounts.google.com/.well-known/openid-configuration",
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
    });
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET)
    providers.push({
      id: "oidc",
      name: env.OIDC_PROVIDER_NAME,
      discoveryUrl: `${env.OIDC_ISSUER.replace(/\/$/, "")}/.well-known/openid-configuration`,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
    });
  return providers;
}

const MB = 1024 * 1024;

/** Reads and validates configuration; throws a ConfigError naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success)
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join(".");
        return `${name}=${JSON.stringify(source[name] ?? "")}: ${issue.message}`;
      }),
    );
  const env = parsed.data;
  const problems = pairProblems(env, source);
  if (problems.length) throw new ConfigError(problems);
  return {
    host: env.HOST,
    port: env.PORT,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    poolSizes: { queries: env.DATABASE_POOL_SIZE, jobs: env.JOBS_POOL_SIZE },
    metricsToken: env.METRICS_TOKEN,
    role: env.ROLE,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ""),
    webDistDir: env.WEB_DIST_DIR,
    trustProxy: env.TRUST_PROXY,
    staffEmailDomains: env.STAFF_EMAIL_DOMAINS,
    imageBrandHosts: env.IMAGE_BRAND_HOSTS,
    publicSecretPath: env.PUBLIC_SECRET_PATH,
    authSecret: env.AUTH_SECRET,
    signInRateLimit: { max: env.SIGN_IN_RATE_LIMIT, windowSeconds: env.SIGN_IN_RATE_WINDOW_SECONDS },
    identityTokenTtlSeconds: env.IDENTITY_TOKEN_TTL_SECONDS,
    auditRetentionDays: env.AUDIT_RETENTION_DAYS,
    oidcProviders: oidcProviders(env),
    posthog: env.POSTHOG_KEY ? { key: env.POSTHOG_KEY, host: env.POSTHOG_HOST } : undefined,
    sentryDsn: env.SENTRY_DSN,
    billing:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL }
        : undefined,
    logLevel: env.LOG_LEVEL,
    render: {
      threads: env.RENDER_THREADS,
      concurrency: env.RENDER_CONCURRENCY,
      maxRunningPerUser: env.RENDER_MAX_RUNNING_PER_USER,
      maxQueuedPerUser: env.RENDER_MAX_QUEUED_PER_USER,
      maxSeconds: env.RENDER_MAX_MINUTES * 60,
      chunkSeconds: env.RENDER_CHUNK_SECONDS,
      heartbeatSeconds: env.RENDER_HEARTBEAT_SECONDS,
    },
    minFreeDiskBytes: env.MIN_FREE_DISK_MB * MB,
    mediaFetch: { maxBytes: env.MEDIA_FETCH_MAX_MB * MB, allowLoopbackForTests: env.TEST_ALLOW_LOOPBACK_FETCH },
    renderRegressionDir: regressionDirFrom(env.RENDER_REGRESSION_DIR),
    assets: {
      maxBytes: {
        image: env.UPLOAD_MAX_IMAGE_MB * MB,
        video: env.UPLOAD_MAX_VIDEO_MB * MB,
        audio: env.UPLOAD_MAX_AUDIO_MB * MB,
        font: env.UPLOAD_MAX_FONT_MB * MB,
      },
      maxPixels: env.IMAGE_MAX_MEGAPIXELS * 1_000_000,
      maxSeconds: env.MEDIA_MAX_MINUTES * 60,
    },
    storage:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            kind: "s3",
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            directDownloads: env.S3_DIRECT_DOWNLOADS,
          }
        : { kind: "local", folder: path.join(env.DATA_DIR, "files") },
    mail: {
      from: env.MAIL_FROM,
      smtp:
        env.SMTP_URL || env.SMTP_HOST
          ? {
              url: env.SMTP_URL,
              host: env.SMTP_HOST,
              port: env.SMTP_PORT,
              secure: env.SMTP_SECURE ?? env.SMTP_PORT === 465,
              user: env.SMTP_USER,
              password: env.SMTP_PASSWORD,
            }
          : undefined,
    },
    llm: llmConfig(env, source),
    stock: stockConfig(env),
    speech: speechConfig(env),
    imageGen: imageGenConfig(env),
    plans: planCatalog(env),
    imageBrand: { name: env.IMAGE_BRAND_NAME, logoUrl: env.IMAGE_BRAND_LOGO_URL, color: env.IMAGE_BRAND_COLOR },
    publicApi: publicApiConfig(env),
    webhooks: webhooksConfig(env),
  };
}

/** Each image provider's model unless IMAGE_MODEL names another. */
const IMAGE_MODELS = {
  offline: "offline-preview",
  openai: "gpt-image-1",
  comfyui: "default-workflow",
  automatic1111: "current-checkpoint",
  fal: "fal-ai/flux/dev",
  replicate: "black-forest-labs/flux-schnell",
  google: "gemini-2.5-flash-image",
} as const;

function imageGenConfig(env: Env): ImageGenConfig {
  const provider = env.IMAGE_PROVIDER;
  return {
    provider: {
      provider,
      model: provider === "offline" ? IMAGE_MODELS.offline : (env.IMAGE_MODEL ?? IMAGE_MODELS[provider]),
      apiKey: env.IMAGE_API_KEY,
      baseUrl: env.IMAGE_BASE_URL?.replace(/\/$/, ""),
      comfyWorkflow: env.IMAGE_COMFYUI_WORKFLOW,
      comfyInpaintWorkflow: env.IMAGE_COMFYUI_INPAINT_WORKFLOW,
      timeoutMs: env.IMAGE_TIMEOUT_SECONDS * 1000,
    },
  };
}

/** Each provider's model unless SPEECH_MODEL names another (for Azure, the deployment's name). */
const SPEECH_MODELS = {
  espeak: "espeak-ng",
  openai: "gpt-4o-mini-tts",
  elevenlabs: "eleven_multilingual_v2",
  lmnt: "blizzard",
  hume: "octave",
  deepgram: "aura-2",
  fal: "fal-ai/minimax/speech-02-hd",
  azure: "gpt-4o-mini-tts",
} as const;

function speechConfig(env: Env): SpeechConfig | undefined {
  if (env.SPEECH_PROVIDER === "none") return undefined;
  return {
    provider: env.SPEECH_PROVIDER,
    model: env.SPEECH_PROVIDER === "espeak" ? SPEECH_MODELS.espeak : (env.SPEECH_MODEL ?? SPEECH_MODELS[env.SPEECH_PROVIDER]),
    apiKey: env.SPEECH_API_KEY,
    baseUrl: env.SPEECH_BASE_URL?.replace(/\/$/, ""),
    defaultVoice: env.SPEECH_VOICE,
    timeoutMs: env.SPEECH_TIMEOUT_SECONDS * 1000,
  };
}

const withoutSlash = (url: string) => url.replace(/\/$/, "");

function stockConfig(env: Env): StockConfig {
  return {
    pexels: env.PEXELS_API_KEY ? { apiKey: env.PEXELS_API_KEY, baseUrl: withoutSlash(env.PEXELS_API_URL) } : undefined,
    pixabay: env.PIXABAY_API_KEY ? { apiKey: env.PIXABAY_API_KEY, baseUrl: withoutSlash(env.PIXABAY_API_URL) } : undefined,
    unsplash: env.UNSPLASH_ACCESS_KEY
      ? { apiKey: env.UNSPLASH_ACCESS_KEY, baseUrl: withoutSlash(env.UNSPLASH_API_URL), appName: env.UNSPLASH_APP_NAME }
      : undefined,
    searchLimit: { max: env.STOCK_SEARCH_LIMIT, windowSeconds: env.STOCK_SEARCH_WINDOW_SECONDS },
  };
}
