import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { findClientApiKeys } from "../../../production/api-keys/api-key-queries.ts";
import { apiKeyInfoSchema, apiKeyInfoView, createdApiKeySchema } from "../../../production/api-keys/api-key-view.ts";
import { createApiKey, createApiKeyBody } from "../../../production/api-keys/create-api-key.ts";
import { revokeApiKey } from "../../../production/api-keys/revoke-api-key.ts";
import { viewerActor } from "../../../platform/audit/audit-context.ts";
import { staffClient } from "../../../production/clients/client-access.ts";
import { data, errors } from "../../../kernel/api-schemas.ts";
import { clientParams, clientTags as tags, type ClientRouteDeps } from "./client-route-deps.ts";
import { staffMember } from "../../signed-in.ts";

const keyParams = clientParams.extend({ keyId: z.uuid().describe("The key's id.") });

/** A client's API keys: made (the key is shown once), listed without their secret, revoked. */
export const clientKeyRoutes: FastifyPluginAsyncZod<ClientRouteDeps> = async (app, { db }) => {
  app.post(
    "/clients/:clientId/keys",
    {
      schema: {
        tags,
        summary: "Make an API key for the client: the answer is the only time the key is shown",
        params: clientParams,
        body: createApiKeyBody,
        response: { 201: data(createdApiKeySchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      const target = await staffClient(db, request.params.clientId);
      const { key, row } = await createApiKey(db, viewerActor(staff, "editor"), target, request.body);
      return reply.status(201).send({ data: { key, api_key: apiKeyInfoView(row) } });
    },
  );

  app.get(
    "/clients/:clientId/keys",
    {
      schema: {
        tags,
        summary: "The client's API keys, newest first, revoked ones too (never the keys themselves)",
        params: clientParams,
        response: { 200: data(z.array(apiKeyInfoSchema)), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const target = await staffClient(db, request.params.clientId);
      return { data: (await findClientApiKeys(db, target.id)).map(apiKeyInfoView) };
    },
  );

  app.post(
    "/clients/:clientId/keys/:keyId/revoke",
    {
      schema: {
        tags,
        summary: "Revoke a key: it answers 401 from the next request on",
        params: keyParams,
        response: { 200: data(apiKeyInfoSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const staff = staffMember(request);
      const target = await staffClient(db, request.params.clientId);
      return { data: apiKeyInfoView(await revokeApiKey(db, viewerActor(staff, "editor"), target, request.params.keyId)) };
    },
  );
};
