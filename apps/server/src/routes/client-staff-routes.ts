import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { viewerActor } from "../audit/audit-context.ts";
import { staffClient } from "../clients/client-access.ts";
import { clientDetailSchema, clientDetailView } from "../clients/client-view.ts";
import { createClient, createClientBody } from "../clients/create-client.ts";
import { data, errors } from "../http/api-schemas.ts";
import { clientKeyRoutes } from "./client-key-routes.ts";
import { clientParams, clientTags as tags, type ClientRouteDeps } from "./client-route-deps.ts";
import { clientTemplateRoutes } from "./client-template-routes.ts";

/**
 * Production clients for staff (issue 22): the clients themselves, their keys and templates.
 * Registered inside the staff plugin, whose hook answers 401/403 first.
 */
export const clientStaffRoutes: FastifyPluginAsyncZod<ClientRouteDeps> = async (app, deps) => {
  const { db, viewers } = deps;

  app.post(
    "/clients",
    {
      schema: {
        tags,
        summary: "Create a client, with its account (which owns its videos) and a webhook signing secret",
        body: createClientBody,
        response: { 201: data(clientDetailSchema), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const staff = await viewers.requireStaff(request);
      const row = await createClient(db, viewerActor(staff, "editor"), request.body, deps);
      return reply.status(201).send({ data: clientDetailView(row) });
    },
  );

  app.get(
    "/clients/:clientId",
    {
      schema: {
        tags,
        summary: "One client with its settings and webhook signing secret",
        params: clientParams,
        response: { 200: data(clientDetailSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: clientDetailView(await staffClient(db, request.params.clientId)) }),
  );

  await app.register(clientKeyRoutes, deps);
  await app.register(clientTemplateRoutes, deps);
};
