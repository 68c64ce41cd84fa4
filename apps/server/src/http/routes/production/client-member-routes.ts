import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { viewerActor } from "../../../platform/audit/audit-context.ts";
import { addClientMember, addClientMemberBody } from "../../../production/client-members/add-client-member.ts";
import { findClientMembers } from "../../../production/client-members/client-member-queries.ts";
import { clientMemberSchema, clientMemberView } from "../../../production/client-members/client-member-view.ts";
import { removeClientMember } from "../../../production/client-members/remove-client-member.ts";
import { staffClient } from "../../../production/clients/client-access.ts";
import { data, errors, noContent } from "../../../kernel/api-schemas.ts";
import { clientParams, clientTags as tags, type ClientRouteDeps } from "./client-route-deps.ts";
import { staffMember } from "../../signed-in.ts";

const memberParams = clientParams.extend({ userId: z.string().min(1).max(100).describe("The member's user id.") });

/** The users who may see a client's videos and use its campaigns. */
export const clientMemberRoutes: FastifyPluginAsyncZod<ClientRouteDeps> = async (app, { db }) => {
  app.get(
    "/clients/:clientId/members",
    {
      schema: {
        tags,
        summary: "The client's members, by email",
        params: clientParams,
        response: { 200: data(z.array(clientMemberSchema)), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const target = await staffClient(db, request.params.clientId);
      return { data: (await findClientMembers(db, target.id)).map(clientMemberView) };
    },
  );

  app.post(
    "/clients/:clientId/members",
    {
      schema: {
        tags,
        summary: "Make an existing user a member, by email (404 when nobody has the address)",
        params: clientParams,
        body: addClientMemberBody,
        response: { 201: data(clientMemberSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      const target = await staffClient(db, request.params.clientId);
      const member = await addClientMember(db, viewerActor(staff, "editor"), target, request.body.email);
      return reply.status(201).send({ data: clientMemberView(member) });
    },
  );

  app.delete(
    "/clients/:clientId/members/:userId",
    {
      schema: {
        tags,
        summary: "Remove a member: they stop seeing the client's videos at once",
        params: memberParams,
        response: { 204: noContent, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      const target = await staffClient(db, request.params.clientId);
      await removeClientMember(db, viewerActor(staff, "editor"), target, request.params.userId);
      return reply.status(204).send();
    },
  );
};
