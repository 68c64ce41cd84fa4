import { timeline } from "@framewise/scene";
import type { PgBoss } from "pg-boss";
import type { ApiCaller } from "../api-keys/authenticate-api-key.ts";
import { checkWebhookUrl } from "../../platform/net/check-public-url.ts";
import type { RenderLimits } from "../../platform/config/config.ts";
import type { PlanCatalog } from "../../platform/config/plans-config.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import { clientOwner } from "../../workspace/quota/quota-owner.ts";
import { queueRender } from "../../video-studio/renders/queue-render.ts";
import { videoTooLong } from "../../kernel/video-length.ts";
import type { Answer } from "./answer-once.ts";
import type { ApiRenderBody } from "./api-render-body.ts";
import { apiRenderView, dryRunView } from "./api-render-view.ts";
import { resolveApiDocument } from "./resolve-api-document.ts";

export interface CreateApiRenderDeps {
  db: Db;
  jobs: PgBoss;
  limits: RenderLimits;
  plans: PlanCatalog;
  allowLoopbackForTests: boolean;
}

/** A webhook URL is checked as the client's own endpoint is, each problem at `/webhook`. */
async function checkRenderWebhook(url: string, allowLoopbackForTests: boolean) {
  try {
    await checkWebhookUrl(url, { allowLoopbackForTests });
  } catch (error) {
    if (error instanceof DomainError)
      throw new DomainError("unprocessable", "invalid_webhook", error.message, { "/webhook": error.message });
    throw error;
  }
}

/**
 * A client's render: its document resolved and modified, within RENDER_MAX_MINUTES, then queued
 * for the client's account, counted against the client's quota and concurrency (queueRender).
 * A dry run stops before queueing: it answers what would be rendered (200), touching neither
 * the render table nor the quota. Answers the status and body, so an idempotent repeat can
 * give the same answer again.
 */
export async function createApiRender(deps: CreateApiRenderDeps, caller: ApiCaller, body: ApiRenderBody): Promise<Answer> {
  const document = await resolveApiDocument(deps.db, caller.client, body);
  if (body.webhook !== undefined) await checkRenderWebhook(body.webhook, deps.allowLoopbackForTests);
  const line = timeline(document.content);
  if (line.duration > deps.limits.maxSeconds)
    throw new DomainError("unprocessable", "video_too_long", videoTooLong(line.duration, deps.limits.maxSeconds));
  if (body.dry_run) return { status: 200, body: { data: dryRunView(document, line) } };
  const row = await queueRender(deps, {
    userId: caller.client.accountUserId,
    document,
    scale: 1,
    client: {
      owner: clientOwner(caller.client.id),
      maxUnderWay: caller.client.maxConcurrentRenders,
      metadata: body.metadata,
      webhookUrl: body.webhook,
    },
  });
  return { status: 202, body: { data: apiRenderView(row, undefined) } };
}
