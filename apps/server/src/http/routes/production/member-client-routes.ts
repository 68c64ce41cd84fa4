import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { memberClient, memberClients } from "../../../production/clients/client-access.ts";
import { memberClientSchema, memberClientView } from "../../../production/clients/client-view.ts";
import type { Db } from "../../../platform/db/database.ts";
import { data, errors } from "../../../kernel/api-schemas.ts";
import { requireSignIn, signedIn } from "../../signed-in.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import { clientParams } from "./client-route-deps.ts";

const tags = ["account"];

/** The production clients a signed-in user is a member of; any other client answers 404, as a missing one does. */
export const memberClientRoutes: FastifyPluginAsyncZod<{ db: Db; viewers: ViewerResolver }> = async (app, { db, viewers }) => {
  requireSignIn(app, viewers);

  app.get(
    "/api/v1/clients",
    {
      schema: {
        tags,
        summary: "The clients you are a member of, by name",
        response: { 200: data(z.array(memberClientSchema)), ...errors(401) },
      },
    },
    async (request) => ({ data: (await memberClients(db, signedIn(request).id)).map(memberClientView) }),
  );

  app.get(
    "/api/v1/clients/:clientId",
    {
      schema: {
        tags,
        summary: "A client you are a member of",
        params: clientParams,
        response: { 200: data(memberClientSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => ({ data: memberClientView(await memberClient(db, signedIn(request), request.params.clientId)) }),
  );
};
