import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asActor } from "../../platform/audit/audit-context.ts";
import { setContentSharing } from "../../video-studio/content/content-queries.ts";
import { insertLandingPage } from "../../video-studio/landing-pages/landing-page-queries.ts";
import { landingPagePath } from "../../video-studio/landing-pages/landing-page-view.ts";
import { renderKeys } from "../../video-studio/renders/render-files.ts";
import type { RenderRow } from "../../video-studio/renders/render-queries.ts";
import { sendWebhook } from "../webhooks/send-webhook.ts";
import { pipelineActor, type PipelineDeps } from "./pipeline-deps.ts";
import type { PipelineItemRow } from "./pipeline-item-queries.ts";
import type { PipelineContext } from "./pipeline-queries.ts";
import type { DeliverySettings } from "./pipeline-settings.ts";

/** Where a delivered video went, for the item's log line. */
export type Delivered = string;

/** The storage key of an item's delivered MP4: under the client's deliveries, named by the item. */
export const deliveryKey = (clientId: string, prefix: string, itemId: string) => `deliveries/${clientId}/${prefix}/${itemId}.mp4`;

/**
 * Delivers a finished video as the pipeline says: the client's webhook (`pipeline.item.rendered`,
 * sent once per item), a landing page of the client's account presenting it (the project is
 * shared for it), or a copy of the MP4 in the storage layer under the client's deliveries prefix.
 * Throws when the delivery cannot be made; the caller fails the item with the reason.
 */
export async function deliverItem(
  deps: PipelineDeps,
  pipeline: PipelineContext,
  item: PipelineItemRow,
  render: RenderRow,
): Promise<Delivered> {
  const delivery = pipeline.delivery as DeliverySettings;
  if (delivery.kind === "none") return "kept in the client's videos";
  if (delivery.kind === "webhook") {
    const sent = await sendWebhook(deps.webhooks, {
      clientId: pipeline.client.id,
      eventType: "pipeline.item.rendered",
      messageId: `msg_pipeline_item_${item.id}`,
      data: {
        pipeline_id: pipeline.id,
        item_id: item.id,
        item_key: item.itemKey,
        render_id: render.id,
        content_id: item.contentId,
        duration_seconds: render.durationSeconds,
        bytes: render.bytes,
      },
    });
    return sent ? "announced to the client's webhook" : "not announced: the client has no webhook endpoint";
  }
  if (delivery.kind === "landing_page") {
    const page = await asActor(deps.db, pipelineActor(pipeline), async (tx) => {
      await setContentSharing(tx, item.contentId!, { shared: true, allowDownload: false });
      return insertLandingPage(tx, pipeline.client.accountUserId, {
        title: (item.data.title as string | undefined)?.slice(0, 120) || pipeline.name,
        text: "",
        contentIds: [item.contentId!],
        published: delivery.published,
      });
    });
    return `presented on ${landingPagePath(page.id)}`;
  }
  const key = deliveryKey(pipeline.client.id, delivery.prefix, item.id);
  const scratch = path.join(tmpdir(), `framewise-delivery-${randomUUID()}.mp4`);
  try {
    await deps.storage.download(renderKeys(render.userId, render.id).video, scratch);
    await deps.storage.putFile(key, scratch, "video/mp4");
  } finally {
    await rm(scratch, { force: true });
  }
  return `copied to ${key}`;
}
