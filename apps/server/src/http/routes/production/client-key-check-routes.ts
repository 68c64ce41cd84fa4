import { API_KEY_SCOPES, CLIENT_STATUSES } from "@framewise/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ApiGuard } from "../../../production/render-api/api-guard.ts";
import { data, errors } from "../../../kernel/api-schemas.ts";
import { API_KEY_SECURITY } from "../../openapi.ts";

const keyCheckSchema = z.strictObject({
  client: z.strictObject({ id: z.string(), name: z.string(), status: z.enum(CLIENT_STATUSES) }),
  key: z.strictObject({ id: z.string(), name: z.string(), scopes: z.array(z.enum(API_KEY_SCOPES)) }),
});

/** `GET /api/v1/client`: a client's system checks its key (whose it is, what it may do) before using it. */
export const clientKeyCheckRoutes: FastifyPluginAsyncZod<{ guard: ApiGuard }> = async (app, { guard }) => {
  app.get(
    "/api/v1/client",
    {
      schema: {
        tags: ["client api"],
        security: API_KEY_SECURITY,
        summary: "The client this API key belongs to, and the key's name and scopes",
        description: "Scope `read`. Answers 401 `invalid_api_key` for an unknown, revoked or expired key.",
        response: { 200: data(keyCheckSchema), ...errors(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { client, key } = await guard(request, reply, "read");
      return { data: { client: { id: client.id, name: client.name, status: client.status }, key } };
    },
  );
};
