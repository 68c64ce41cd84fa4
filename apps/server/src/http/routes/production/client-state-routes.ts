import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { viewerActor } from "../../../platform/audit/audit-context.ts";
import { staffClient } from "../../../production/clients/client-access.ts";
import { clientDetailSchema, clientDetailView } from "../../../production/clients/client-view.ts";
import { rotateWebhookSecret } from "../../../production/clients/rotate-webhook-secret.ts";
import { setClientStatus } from "../../../production/clients/set-client-status.ts";
import { data, errors } from "../../../kernel/api-schemas.ts";
import { clientParams, clientTags as tags, type ClientRouteDeps } from "./client-route-deps.ts";
import { staffMember } from "../../signed-in.ts";

/** Suspending and resuming a client, and rotating its webhook signing secret. */
export const clientStateRoutes: FastifyPluginAsyncZod<ClientRouteDeps> = async (app, { db }) => {
  const schema = (summary: string) => ({
    tags,
    summary,
    params: clientParams,
    response: { 200: data(clientDetailSchema), ...errors(400, 401, 403, 404) },
  });

  for (const [path, status, summary] of [
    ["suspend", "suspended", "Suspend a client: its keys answer 403 and its pipelines stop; nothing is deleted"],
    ["resume", "active", "Resume a suspended client"],
  ] as const)
    app.post(`/clients/:clientId/${path}`, { schema: schema(summary) }, async (request) => {
      const staff = staffMember(request);
      const target = await staffClient(db, request.params.clientId);
      return { data: clientDetailView(await setClientStatus(db, viewerActor(staff, "editor"), target, status)) };
    });

  app.post(
    "/clients/:clientId/webhook-secret/rotate",
    { schema: schema("Give the client a new webhook signing secret (messages are signed with it from now on)") },
    async (request) => {
      const staff = staffMember(request);
      const target = await staffClient(db, request.params.clientId);
      return { data: clientDetailView(await rotateWebhookSecret(db, viewerActor(staff, "editor"), target)) };
    },
  );
};
