import type { AccountSummary } from "@framewise/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../../platform/db/database.ts";
import { findAccountSummary } from "../../../operations/accounts/account-queries.ts";
import { data, errors } from "../../../kernel/api-schemas.ts";
import { requireSignIn, signedIn } from "../../signed-in.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";

const accountSummary = z.strictObject({
  videos: z.number(),
  renders: z.number(),
  assets: z.number(),
  landingPages: z.number(),
  storageBytes: z.number().describe("Bytes of the asset library (render files come on top)."),
}) satisfies z.ZodType<AccountSummary>;

/** The signed-in user's own account. Name, email, password, sessions and deletion are Better Auth's (/api/auth). */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Db; viewers: ViewerResolver }> = async (app, deps) => {
  requireSignIn(app, deps.viewers);
  app.get(
    "/api/v1/account/summary",
    {
      schema: {
        tags: ["account"],
        summary: "What deleting the account would remove",
        response: { 200: data(accountSummary), ...errors(401) },
      },
    },
    async (request) => ({ data: await findAccountSummary(deps.db, signedIn(request).id) }),
  );
};
