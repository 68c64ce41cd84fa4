import { timeline, type Content } from "@framewise/scene";
import type { PgBoss } from "pg-boss";
import type { ApiCaller } from "../api-keys/authenticate-api-key.ts";
import { checkWebhookUrl } from "../../platform/net/check-public-url.ts";
import type { RenderLimits } from "../../platform/config/config.ts";
import type { PlanCatalog } from "../../platform/config/plans-config.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import { renderSize } from "../../platform/render-engine/render-plan.ts";
import { clientOwner } from "../../workspace/quota/quota-owner.ts";
import { quotaExceeded } from "../../workspace/quota/quota-refusal.ts";
import { quotaRefusalNow } from "../../workspace/quota/take-quota.ts";
import { admitRender, queueRender, type RenderScale } from "../../video-studio/renders/queue-render.ts";
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
 * A client's render: its document resolved and modified, at the `resolution` asked for (else the
 * largest the client's plan allows), then queued for the client's account, counted against the
 * client's quota and concurrency (queueRender). A dry run stops before queueing: it answers what
 * would be rendered (200) or the refusal the render would get, touching neither the render table
 * nor the quota. Answers the status and body, so an idempotent repeat can
 * give the same answer again.
 */
/** The scale a `resolution` asks for (the shorter side in pixels), or the plan's largest when none is given. */
function requestedScale(content: Content, resolution: number | undefined): RenderScale {
  if (resolution === undefined) return "plan";
  const { width, height } = renderSize(content, 1);
  const full = Math.min(width, height);
  if (resolution > full) {
    const message = `This ${content.aspectRatio} document is ${width}×${height}: its resolution is at most ${full}.`;
    throw new DomainError("invalid", "invalid_request", message, { resolution: message });
  }
  return resolution / full;
}

export async function createApiRender(deps: CreateApiRenderDeps, caller: ApiCaller, body: ApiRenderBody): Promise<Answer> {
  const document = await resolveApiDocument(deps.db, caller.client, body);
  if (body.webhook !== undefined) await checkRenderWebhook(body.webhook, deps.allowLoopbackForTests);
  const request = {
    userId: caller.client.accountUserId,
    document,
    scale: requestedScale(document.content, body.resolution),
  };
  if (body.dry_run) {
    // Exactly what the render would answer, refusals included (its length, its size, the quota as it stands), counting nothing.
    const admission = await admitRender(deps, { ...request, client: { owner: clientOwner(caller.client.id) } });
    const refusal = await quotaRefusalNow(deps.db, admission, admission.amounts);
    if (refusal) throw quotaExceeded(refusal, "rate_limited", "client");
    return { status: 200, body: { data: dryRunView(document, timeline(document.content), admission.scale) } };
  }
  const row = await queueRender(deps, {
    ...request,
    client: {
      owner: clientOwner(caller.client.id),
      maxUnderWay: caller.client.maxConcurrentRenders,
      metadata: body.metadata,
      webhookUrl: body.webhook,
    },
  });
  return { status: 202, body: { data: apiRenderView(row, undefined) } };
}
