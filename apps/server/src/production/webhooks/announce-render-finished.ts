import { apiRenderView } from "../render-api/api-render-view.ts";
import type { WebhookDeps } from "./webhook-deps.ts";
import { onceMessageId } from "./webhook-message.ts";
import { findFinishedClientRender } from "./webhook-queries.ts";
import { sendWebhook } from "./send-webhook.ts";

/**
 * Tells a client's system that one of its renders finished: `render.succeeded` when done,
 * `render.failed` when failed or cancelled, to the render's own `webhook` URL or else the
 * client's endpoint. Its `data` is the render as `GET /api/v1/client/renders/:id` answers it,
 * signed MP4 and poster links included, so a receiver needs no second request. Its message id
 * is the render's, so the message is stored once even if two processes report the finish. A
 * person's render sends nothing.
 */
export async function announceRenderFinished(deps: WebhookDeps, renderId: string): Promise<void> {
  const found = await findFinishedClientRender(deps.db, renderId);
  if (!found) return;
  const { render } = found;
  const links = render.status === "done" ? await deps.renderLinks(render) : undefined;
  await sendWebhook(deps, {
    clientId: found.clientId,
    eventType: render.status === "done" ? "render.succeeded" : "render.failed",
    url: render.webhookUrl,
    messageId: onceMessageId(`render.finished:${render.id}`),
    data: { ...apiRenderView(render, links) },
  });
}
