import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { viewerActor } from "../../../platform/audit/audit-context.ts";
import { findClientTemplates } from "../../../production/client-templates/client-template-queries.ts";
import { clientTemplateSchema, clientTemplateView } from "../../../production/client-templates/client-template-view.ts";
import {
  createClientTemplate,
  createClientTemplateBody,
  templateName,
} from "../../../production/client-templates/create-client-template.ts";
import { deleteClientTemplate } from "../../../production/client-templates/delete-client-template.ts";
import { renameClientTemplate } from "../../../production/client-templates/rename-client-template.ts";
import { staffClient } from "../../../production/clients/client-access.ts";
import { data, errors, noContent } from "../../../kernel/api-schemas.ts";
import { clientParams, clientTags as tags, type ClientRouteDeps } from "./client-route-deps.ts";
import { staffMember } from "../../signed-in.ts";

const templateParams = clientParams.extend({ templateId: z.uuid().describe("The client template's id.") });

/** A client's templates: the documents its API renders, pipelines and campaigns fill. */
export const clientTemplateRoutes: FastifyPluginAsyncZod<ClientRouteDeps> = async (app, { db }) => {
  app.post(
    "/clients/:clientId/templates",
    {
      schema: {
        tags,
        summary: "Give the client a template: from your own video project, a library template, or a pasted document",
        params: clientParams,
        body: createClientTemplateBody,
        response: { 201: data(clientTemplateSchema), ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      const target = await staffClient(db, request.params.clientId);
      return reply.status(201).send({ data: clientTemplateView(await createClientTemplate(db, staff, target, request.body)) });
    },
  );

  app.get(
    "/clients/:clientId/templates",
    {
      schema: {
        tags,
        summary: "The client's templates, by name, with their documents (for thumbnails)",
        params: clientParams,
        response: { 200: data(z.array(clientTemplateSchema)), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const target = await staffClient(db, request.params.clientId);
      return { data: (await findClientTemplates(db, target.id)).map(clientTemplateView) };
    },
  );

  app.patch(
    "/clients/:clientId/templates/:templateId",
    {
      schema: {
        tags,
        summary: "Rename a client template",
        params: templateParams,
        body: z.strictObject({ name: templateName }),
        response: { 200: data(clientTemplateSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const staff = staffMember(request);
      const target = await staffClient(db, request.params.clientId);
      const { templateId } = request.params;
      return {
        data: clientTemplateView(await renameClientTemplate(db, viewerActor(staff, "editor"), target, templateId, request.body.name)),
      };
    },
  );

  app.delete(
    "/clients/:clientId/templates/:templateId",
    {
      schema: {
        tags,
        summary: "Delete a client template (409 while a pipeline or campaign uses it)",
        params: templateParams,
        response: { 204: noContent, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      const target = await staffClient(db, request.params.clientId);
      await deleteClientTemplate(db, viewerActor(staff, "editor"), target, request.params.templateId);
      return reply.status(204).send();
    },
  );
};
