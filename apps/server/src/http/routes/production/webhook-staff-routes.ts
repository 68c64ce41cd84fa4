import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { staffClient } from "../../../production/clients/client-access.ts";
import { data, errors, page } from "../../../kernel/api-schemas.ts";
import { clientParams } from "./client-route-deps.ts";
import { notFound } from "../../../kernel/errors.ts";
import { findDeliveries, findDeliveriesQuery } from "../../../production/webhooks/find-deliveries.ts";
import { resendWebhook } from "../../../production/webhooks/resend-webhook.ts";
import { sendTestWebhook } from "../../../production/webhooks/send-test-webhook.ts";
import type { WebhookDeps } from "../../../production/webhooks/webhook-deps.ts";
import { findClientDelivery } from "../../../production/webhooks/webhook-queries.ts";
import {
  webhookDeliveryDetailSchema,
  webhookDeliveryDetailView,
  webhookDeliverySchema,
  webhookDeliveryView,
} from "../../../production/webhooks/webhook-view.ts";

const tags = ["staff"];
const deliveryParams = clientParams.extend({ deliveryId: z.uuid().describe("The message's `webhook-id`.") });

/**
 * A client's webhook delivery log for staff: the messages newest first, one with its signed body,
 * sending one again, and a test message. Inside the staff plugin (401/403 first); every route
 * names its client, and another client's message answers 404.
 */
export const webhookStaffRoutes: FastifyPluginAsyncZod<WebhookDeps> = async (app, deps) => {
  app.get(
    "/clients/:clientId/webhook-deliveries",
    {
      schema: {
        tags,
        summary: "The client's webhook messages, newest first, a page at a time, optionally of one state",
        params: clientParams,
        querystring: findDeliveriesQuery,
        response: { 200: page(webhookDeliverySchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const client = await staffClient(deps.db, request.params.clientId);
      const found = await findDeliveries(deps.db, client.id, request.query);
      return { data: found.rows.map(webhookDeliveryView), next_cursor: found.nextCursor };
    },
  );

  app.get(
    "/clients/:clientId/webhook-deliveries/:deliveryId",
    {
      schema: {
        tags,
        summary: "One webhook message: what was sent, its tries and the last answer",
        params: deliveryParams,
        response: { 200: data(webhookDeliveryDetailSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await findClientDelivery(deps.db, request.params.clientId, request.params.deliveryId);
      if (!row) throw notFound("That webhook message");
      return { data: webhookDeliveryDetailView(row) };
    },
  );

  app.post(
    "/clients/:clientId/webhook-deliveries/:deliveryId/resend",
    {
      schema: {
        tags,
        summary: "Send a delivered or failed message again (same id, a new 24 hours of tries)",
        params: deliveryParams,
        response: { 202: data(webhookDeliverySchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await resendWebhook(deps, request.params.clientId, request.params.deliveryId);
      return reply.status(202).send({ data: webhookDeliveryView(row) });
    },
  );

  app.post(
    "/clients/:clientId/webhook-deliveries/test",
    {
      schema: {
        tags,
        summary: "Send a `webhook.test` message to the client's endpoint",
        params: clientParams,
        response: { 202: data(webhookDeliverySchema), ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const client = await staffClient(deps.db, request.params.clientId);
      return reply.status(202).send({ data: webhookDeliveryView(await sendTestWebhook(deps, client)) });
    },
  );
};
