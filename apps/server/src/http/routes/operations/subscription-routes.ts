import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { data, errors } from "../../../kernel/api-schemas.ts";
import { requireSignIn, signedIn } from "../../signed-in.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";
import type { QuotaDeps } from "../../../workspace/quota/find-plan.ts";
import { findSubscription } from "../../../workspace/quota/find-subscription.ts";
import { subscriptionSchema } from "../../../workspace/quota/quota-view.ts";

/** The signed-in person's plan and usage (the `subscription` screen); Stripe's parts are billing-routes.ts. */
export const subscriptionRoutes: FastifyPluginAsyncZod<QuotaDeps & { viewers: ViewerResolver; billingEnabled: boolean }> = async (
  app,
  deps,
) => {
  requireSignIn(app, deps.viewers);
  app.get(
    "/api/v1/subscription",
    {
      schema: {
        tags: ["account"],
        summary: "The caller's plan, usage against each quota, usage by month, and the plans on offer",
        response: { 200: data(subscriptionSchema), ...errors(401) },
      },
    },
    async (request) => ({ data: await findSubscription(deps, signedIn(request).id) }),
  );
};
