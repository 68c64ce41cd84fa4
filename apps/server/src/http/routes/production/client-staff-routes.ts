import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { viewerActor } from "../../../platform/audit/audit-context.ts";
import { staffClient } from "../../../production/clients/client-access.ts";
import { clientDetailSchema, clientDetailView, clientSummarySchema } from "../../../production/clients/client-view.ts";
import { createClient, createClientBody } from "../../../production/clients/create-client.ts";
import { deleteClient } from "../../../production/clients/delete-client.ts";
import { findClients } from "../../../production/clients/find-clients.ts";
import { updateClient, updateClientBody } from "../../../production/clients/update-client.ts";
import { data, errors, noContent } from "../../../kernel/api-schemas.ts";
import { clientActivityRoutes } from "./client-activity-routes.ts";
import { clientKeyRoutes } from "./client-key-routes.ts";
import { clientMemberRoutes } from "./client-member-routes.ts";
import { clientParams, clientTags as tags, type ClientRouteDeps } from "./client-route-deps.ts";
import { clientStateRoutes } from "./client-state-routes.ts";
import { clientTemplateRoutes } from "./client-template-routes.ts";
import { staffMember } from "../../signed-in.ts";

/**
 * Production clients for staff (issue 22): the clients themselves, their keys, templates,
 * members, renders and usage. Registered inside the staff plugin, whose hook answers 401/403 first.
 */
export const clientStaffRoutes: FastifyPluginAsyncZod<ClientRouteDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    "/clients",
    {
      schema: {
        tags,
        summary: "Every client by name, with its status, working keys and this period's usage",
        response: { 200: data(z.array(clientSummarySchema)), ...errors(401, 403) },
      },
    },
    async () => ({ data: await findClients(db, deps.plans) }),
  );

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
      const staff = staffMember(request);
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

  app.patch(
    "/clients/:clientId",
    {
      schema: {
        tags,
        summary: "Change a client's name, brand kit, templates, webhook URL or render concurrency",
        params: clientParams,
        body: updateClientBody,
        response: { 200: data(clientDetailSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const staff = staffMember(request);
      const target = await staffClient(db, request.params.clientId);
      return { data: clientDetailView(await updateClient(db, viewerActor(staff, "editor"), target, request.body, deps)) };
    },
  );

  app.delete(
    "/clients/:clientId",
    {
      schema: {
        tags,
        summary: "Delete a client, its account and everything it made (videos, renders, files, keys, pipelines)",
        params: clientParams,
        response: { 204: noContent, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      const target = await staffClient(db, request.params.clientId);
      await deleteClient(db, viewerActor(staff, "editor"), target, deps.deleteAccountData);
      return reply.status(204).send();
    },
  );

  await app.register(clientStateRoutes, deps);
  await app.register(clientKeyRoutes, deps);
  await app.register(clientTemplateRoutes, deps);
  await app.register(clientMemberRoutes, deps);
  await app.register(clientActivityRoutes, deps);
};
