import { applyRenderModifications } from "@framewise/scene";
import type { PgBoss } from "pg-boss";
import { requireAllowedTemplate } from "../client-templates/allowed-document.ts";
import type { RenderLimits } from "../config/config.ts";
import type { PlanCatalog } from "../config/plans-config.ts";
import { renderDocumentFor } from "../content/render-document.ts";
import type { Db } from "../db/database.ts";
import { HttpError } from "../http/errors.ts";
import type { Viewer } from "../http/viewer.ts";
import { clientOwner } from "../quota/quota-owner.ts";
import { queueRender } from "../renders/queue-render.ts";
import type { NumberedRenderRow } from "../renders/render-queries.ts";
import type { MemberCampaign } from "./campaign-queries.ts";
import { checkCampaignValues } from "./campaign-values.ts";

export interface RenderCampaignDeps {
  db: Db;
  jobs: PgBoss;
  limits: RenderLimits;
  plans: PlanCatalog;
}

/**
 * A member's video from a campaign: the template's document with the form's values in its
 * variables, rendered for the client's account and counted against the client's quota and
 * concurrency (429 past either). Values that do not fit answer 422 naming each.
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
  const drawn = await renderDocumentFor(deps.db, { document });
  const slotsOf = new Map(drawn.layouts.map((layout) => [layout.id, layout.slots]));
  const modified = applyRenderModifications(document, values, { layoutSlots: (id) => slotsOf.get(id) ?? [] });
  if (modified.problems.length)
    throw new HttpError(
      422,
      "invalid_values",
      "Some values do not fit: see fields.",
      Object.fromEntries(modified.problems.map((problem) => [problem.path.replace("/modifications/", "values."), problem.message])),
    );
  return queueRender(deps, {
    userId: client.accountUserId,
    document: { ...drawn, content: modified.content },
    scale: 1,
    client: {
      owner: clientOwner(client.id),
      maxUnderWay: client.maxConcurrentRenders,
      metadata: { campaign_id: campaign.id, requested_by: viewer.id },
    },
  });
}
