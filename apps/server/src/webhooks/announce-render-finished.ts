import type { WebhookDeps } from "./webhook-deps.ts";
import { onceMessageId } from "./webhook-message.ts";
import { findFinishedClientRender } from "./webhook-queries.ts";
import { sendWebhook } from "./send-webhook.ts";

/**
 * Tells a client's system that one of its renders finished: `render.succeeded` when done,
 * `render.failed` when failed or cancelled, to the render's own `webhook` URL or else the
 * client's endpoint. Its message id is the render's, so the message is stored once even if
 * two processes report the finish. A person's render sends nothing.
 */
export async function announceRenderFinished(deps: WebhookDeps, renderId: string): Promise<void> {
  const found = await findFinishedClientRender(deps.db, renderId);
  if (!found) return;
  const { render } = found;
  await sendWebhook(deps, {
    clientId: found.clientId,
    eventType: render.status === "done" ? "render.succeeded" : "render.failed",
    url: render.webhookUrl,
    messageId: onceMessageId(`render.finished:${render.id}`),
    data: {
      id: render.id,
      status: render.status,
      error: render.error,
      duration_seconds: render.durationSeconds,
      width: render.width,
      height: render.height,
      bytes: render.bytes,
      metadata: render.metadata ?? null,
      created_at: render.createdAt.toISOString(),
      finished_at: render.updatedAt.toISOString(),
    },
  });
}
