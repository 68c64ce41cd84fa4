import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { viewerActor } from "../../../platform/audit/audit-context.ts";
import { createCampaignBody, updateCampaignBody } from "../../../production/campaigns/campaign-body.ts";
import { findClientCampaigns } from "../../../production/campaigns/campaign-queries.ts";
import { campaignSchema, campaignView } from "../../../production/campaigns/campaign-view.ts";
import { createCampaign } from "../../../production/campaigns/create-campaign.ts";
import { deleteCampaign } from "../../../production/campaigns/delete-campaign.ts";
import { updateCampaign } from "../../../production/campaigns/update-campaign.ts";
import { staffClient } from "../../../production/clients/client-access.ts";
import type { Db } from "../../../platform/db/database.ts";
import { data, errors, noContent } from "../../../kernel/api-schemas.ts";
import { clientParams } from "./client-route-deps.ts";
import { staffMember } from "../../signed-in.ts";

const tags = ["staff"];
const campaignParams = clientParams.extend({ campaignId: z.uuid().describe("The campaign's id.") });

/**
 * A client's campaigns for staff: which template the `megapot` page renders and which of its
 * variables the form shows. Inside the staff plugin (401/403 first); another client's campaign
 * answers 404. Writes are audited as the staff member's.
 */
export const campaignStaffRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/clients/:clientId/campaigns",
    {
      schema: {
        tags,
        summary: "The client's campaigns, by name",
        params: clientParams,
        response: { 200: data(z.array(campaignSchema)), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const client = await staffClient(db, request.params.clientId);
      return { data: (await findClientCampaigns(db, client.id)).map(campaignView) };
    },
  );

  app.post(
    "/clients/:clientId/campaigns",
    {
      schema: {
        tags,
        summary: "Create a campaign: a client template and the variables its form shows (each must be the template's)",
        params: clientParams,
        body: createCampaignBody,
        response: { 201: data(campaignSchema), ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      const client = await staffClient(db, request.params.clientId);
      const row = await createCampaign(db, viewerActor(staff, "editor"), client, request.body);
      return reply.status(201).send({ data: campaignView(row) });
    },
  );

  app.patch(
    "/clients/:clientId/campaigns/:campaignId",
    {
      schema: {
        tags,
        summary: "Change a campaign's name, template, variables or active flag",
        params: campaignParams,
        body: updateCampaignBody,
        response: { 200: data(campaignSchema), ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const staff = staffMember(request);
      const { clientId, campaignId } = request.params;
      return { data: campaignView(await updateCampaign(db, viewerActor(staff, "editor"), clientId, campaignId, request.body)) };
    },
  );

  app.delete(
    "/clients/:clientId/campaigns/:campaignId",
    {
      schema: {
        tags,
        summary: "Delete a campaign (the videos made with it stay the client's)",
        params: campaignParams,
        response: { 204: noContent, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      await deleteCampaign(db, viewerActor(staff, "editor"), request.params.clientId, request.params.campaignId);
      return reply.status(204).send();
    },
  );
};
