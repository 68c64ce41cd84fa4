import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { staffClient } from "../../../production/clients/client-access.ts";
import { findClientRenders, findClientRendersQuery } from "../../../production/clients/find-client-renders.ts";
import { z } from "zod";
import { data, errors, page } from "../../../kernel/api-schemas.ts";
import { accountRender } from "../../../platform/access/access.ts";
import { RENDER_FILES, renderFileSchema, sendRenderFile } from "../../send-render-file.ts";
import { findUsageHistory } from "../../../workspace/quota/find-usage-history.ts";
import { clientOwner } from "../../../workspace/quota/quota-owner.ts";
import { subscriptionSchema } from "../../../workspace/quota/quota-view.ts";
import { renderSchema } from "../../../video-studio/renders/render-schema.ts";
import { clientRenderView } from "../../../production/clients/client-render-view.ts";
import { clientParams, clientTags as tags, type ClientRouteDeps } from "./client-route-deps.ts";

const clientRenderParams = z.object({ clientId: z.string().min(1).max(64), renderId: z.string().min(1).max(64) });

/** What a client has rendered and used: its renders (to watch and download), and its monthly usage over the last year. */
export const clientActivityRoutes: FastifyPluginAsyncZod<ClientRouteDeps> = async (app, { db, storage }) => {
  app.get(
    "/clients/:clientId/renders",
    {
      schema: {
        tags,
        summary: "The client's renders (its account's), newest first, a page at a time",
        params: clientParams,
        querystring: findClientRendersQuery,
        response: { 200: page(renderSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const target = await staffClient(db, request.params.clientId);
      const found = await findClientRenders(db, target, request.query);
      return { data: found.rows.map((row) => clientRenderView(target.id, row)), next_cursor: found.nextCursor };
    },
  );

  for (const [kind, type] of RENDER_FILES)
    app.get(
      `/clients/:clientId/renders/:renderId/${kind}`,
      {
        schema: {
          tags,
          summary: `A finished render's ${kind} of the client's, for staff to watch or download`,
          params: clientRenderParams,
          ...renderFileSchema(kind, type, [400, 401, 403, 404]),
        },
      },
      async (request, reply) => {
        const target = await staffClient(db, request.params.clientId);
        return sendRenderFile(request, reply, storage, await accountRender(db, target.accountUserId, request.params.renderId), kind);
      },
    );

  app.get(
    "/clients/:clientId/usage",
    {
      schema: {
        tags,
        summary: "The client's use of each monthly quota over the last twelve months, oldest first (from the quota ledger)",
        params: clientParams,
        response: { 200: data(subscriptionSchema.shape.history), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const target = await staffClient(db, request.params.clientId);
      return { data: await findUsageHistory(db, clientOwner(target.id)) };
    },
  );
};
