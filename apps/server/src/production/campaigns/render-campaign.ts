import { applyRenderModifications } from "@framewise/scene";
import type { PgBoss } from "pg-boss";
import { deleteAssets } from "../../workspace/assets/delete-assets.ts";
import type { UploadDeps } from "../../workspace/assets/upload-asset.ts";
import { viewerActor } from "../../platform/audit/audit-context.ts";
import { requireAllowedTemplate } from "../client-templates/allowed-document.ts";
import type { RenderLimits } from "../../platform/config/config.ts";
import type { PlanCatalog } from "../../platform/config/plans-config.ts";
import { slotsOfLayouts } from "../../video-studio/content/layout-slots.ts";
import { renderDocumentFor } from "../../video-studio/content/render-document.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import { clientOwner } from "../../workspace/quota/quota-owner.ts";
import { queueRender } from "../../video-studio/renders/queue-render.ts";
import type { NumberedRenderRow } from "../../video-studio/renders/render-queries.ts";
import { copyPickedAssets, pickedAssets } from "./campaign-assets.ts";
import type { MemberCampaign } from "./campaign-queries.ts";
import { checkCampaignValues } from "./campaign-values.ts";

export interface RenderCampaignDeps {
  db: Db;
  jobs: PgBoss;
  limits: RenderLimits;
  plans: PlanCatalog;
  /** Copies a member's picked photos and clips into the client's library, as uploads are kept. */
  library: UploadDeps;
}

/**
 * A member's video from a campaign: the template's document with the form's values in its
 * variables, rendered for the client's account and counted against the client's quota and
 * concurrency (429 past either). Values that do not fit answer 422 naming each; a picked asset
 * that is not the member's 404. Picked assets are copied into the client's library once
 * everything else is checked, and removed again if the render is refused.
 */
export async function renderCampaign(
  deps: RenderCampaignDeps,
  viewer: Viewer,
  found: MemberCampaign,
  values: Record<string, string>,
): Promise<NumberedRenderRow> {
  const { campaign, client, template } = found;
  checkCampaignValues(template.document, campaign.variables, values);
  const document = requireAllowedTemplate(client, template.document, "client_template_id");
  const picked = await pickedAssets(deps.db, viewer, document, values);
  const drawn = await renderDocumentFor(deps.db, { document });
  const layoutSlots = slotsOfLayouts(drawn.layouts);
  const modify = (given: Record<string, string>) => applyRenderModifications(document, given, { layoutSlots });
  const { problems } = modify(values);
  if (problems.length)
    throw new DomainError(
      "unprocessable",
      "invalid_values",
      "Some values do not fit: see fields.",
      Object.fromEntries(problems.map((problem) => [problem.path.replace("/modifications/", "values."), problem.message])),
    );
  const actor = viewerActor(viewer, "editor");
  const copies = await copyPickedAssets(deps.library, picked, client.accountUserId, actor);
  try {
    return await queueRender(deps, {
      userId: client.accountUserId,
      document: { ...drawn, content: modify({ ...values, ...copies.values }).content },
      scale: 1,
      client: {
        owner: clientOwner(client.id),
        maxUnderWay: client.maxConcurrentRenders,
        metadata: { campaign_id: campaign.id, requested_by: viewer.id },
      },
    });
  } catch (error) {
    await deleteAssets(deps.db, deps.library.storage, client.accountUserId, copies.ids, actor);
    throw error;
  }
}
