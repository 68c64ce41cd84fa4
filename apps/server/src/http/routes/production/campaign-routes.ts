import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { findMemberCampaigns } from "../../../production/campaigns/campaign-queries.ts";
import { campaignValuesBody } from "../../../production/campaigns/campaign-values.ts";
import {
  campaignRenderSchema,
  campaignRenderView,
  memberCampaignDetailSchema,
  memberCampaignDetailView,
  memberCampaignSchema,
  memberCampaignView,
} from "../../../production/campaigns/campaign-view.ts";
import { memberCampaign, memberCampaignRender } from "../../../production/campaigns/member-campaign.ts";
import { renderCampaign, type RenderCampaignDeps } from "../../../production/campaigns/render-campaign.ts";
import { data, errors, uuid } from "../../../kernel/api-schemas.ts";
import { requireSignIn, signedIn } from "../../signed-in.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import type { MediaLinks } from "../../../production/render-api/media-links.ts";

const tags = ["account"];
// Not `:id`: a campaign is its client's, shared by the client's members, not one user's own thing.
const campaignParams = z.object({ campaignId: uuid.describe("The campaign's id.") });

/**
 * The `megapot` page's API: the campaigns of clients the signed-in user is a member of, one
 * campaign's form, making a video with it (the client's account renders it, within the client's
 * quota) and following that video. Anything else answers 404, as a missing campaign does.
 */
export const campaignRoutes: FastifyPluginAsyncZod<
  RenderCampaignDeps & { viewers: ViewerResolver; media: MediaLinks; publicUrl: string | undefined }
> = async (app, deps) => {
  requireSignIn(app, deps.viewers);

  app.get(
    "/api/v1/campaigns",
    {
      schema: {
        tags,
        summary: "The campaigns you may make videos with (of clients you are a member of), by name",
        response: { 200: data(z.array(memberCampaignSchema)), ...errors(401) },
      },
    },
    async (request) => ({ data: (await findMemberCampaigns(deps.db, signedIn(request).id)).map(memberCampaignView) }),
  );

  app.get(
    "/api/v1/campaigns/:campaignId",
    {
      schema: {
        tags,
        summary: "A campaign's form (its template's variables) and the document to preview",
        params: campaignParams,
        response: { 200: data(memberCampaignDetailSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => ({ data: memberCampaignDetailView(await memberCampaign(deps.db, signedIn(request), request.params.campaignId)) }),
  );

  app.post(
    "/api/v1/campaigns/:campaignId/renders",
    {
      schema: {
        tags,
        summary: "Make a video with the form's values: rendered for the client, within its quota",
        params: campaignParams,
        body: campaignValuesBody,
        response: { 202: data(campaignRenderSchema), ...errors(400, 401, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request);
      const found = await memberCampaign(deps.db, viewer, request.params.campaignId);
      const row = await renderCampaign(deps, viewer, found, request.body.values);
      return reply.status(202).send({ data: campaignRenderView(row) });
    },
  );

  app.get(
    "/api/v1/campaigns/:campaignId/renders/:renderId",
    {
      schema: {
        tags,
        summary: "A video made with the campaign: progress, and once done, signed links to the MP4 and poster",
        params: campaignParams.extend({ renderId: uuid.describe("The render's id.") }),
        response: { 200: data(campaignRenderSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await memberCampaignRender(deps.db, signedIn(request), request.params.campaignId, request.params.renderId);
      const origin = deps.publicUrl ?? `${request.protocol}://${request.host}`;
      const links = row.status === "done" ? await deps.media.forRender(origin, row) : undefined;
      return { data: campaignRenderView(row, links) };
    },
  );
};
