import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { BillingDeps } from "../../../operations/billing/billing-deps.ts";
import { invoiceSchema, listInvoices } from "../../../operations/billing/list-invoices.ts";
import { openPortal } from "../../../operations/billing/open-portal.ts";
import { receiveWebhook } from "../../../operations/billing/receive-webhook.ts";
import { checkoutBody, startCheckout } from "../../../operations/billing/start-checkout.ts";
import { data, errors } from "../../../kernel/api-schemas.ts";
import { requireSignIn, signedIn } from "../../signed-in.ts";
import type { ViewerResolver } from "../../../platform/auth/viewer.ts";

interface Deps {
  billing: BillingDeps;
  viewers: ViewerResolver;
  /** PUBLIC_URL: where Stripe sends people back to; the request's own origin without it. */
  publicUrl: string | undefined;
}

const tags = ["billing"];
const redirectTo = data(z.strictObject({ url: z.string().describe("Stripe's page to send the browser to.") }));
/** Webhook bodies Stripe sends are small; this bounds what is verified. */
const MAX_WEBHOOK_BYTES = 512 * 1024;

/**
 * Stripe billing (`billing/`): Checkout and the Customer Portal for signed-in people, their
 * invoices, and the webhook Stripe calls. Each answers 409 `billing_off` when Stripe is not configured.
 */
export const billingRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  await app.register(async (people) => personRoutes(people, deps));
  await app.register(async (stripe) => webhookRoute(stripe, deps));
};

const personRoutes: FastifyPluginAsyncZod<Deps> = async (app, { billing, viewers, publicUrl }) => {
  requireSignIn(app, viewers);
  const appOrigin = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  app.post(
    "/api/v1/billing/checkout",
    {
      schema: {
        tags,
        summary: "Start buying a plan: a Stripe Checkout page to send the browser to",
        description: "Subscription mode at the plan's price; Stripe returns to `/subscription?checkout=success` or `?checkout=canceled`.",
        body: checkoutBody,
        response: { 200: redirectTo, ...errors(400, 401, 409, 502) },
      },
    },
    async (request) => ({ data: { url: await startCheckout(billing, signedIn(request), request.body.plan_id, appOrigin(request)) } }),
  );

  app.post(
    "/api/v1/billing/portal",
    {
      schema: {
        tags,
        summary: "Manage billing: a Stripe Customer Portal page (payment methods, invoices, plan changes, cancellation)",
        response: { 200: redirectTo, ...errors(401, 409, 502) },
      },
    },
    async (request) => ({ data: { url: await openPortal(billing, signedIn(request), appOrigin(request)) } }),
  );

  app.get(
    "/api/v1/billing/invoices",
    {
      schema: {
        tags,
        summary: "The caller's invoices, newest first",
        response: { 200: data(z.array(invoiceSchema)), ...errors(401, 409, 502) },
      },
    },
    async (request) => ({ data: await listInvoices(billing, signedIn(request)) }),
  );
};

/** Stripe calls this with a signed body: no session, so the same-origin check (cookies only) never applies. */
const webhookRoute: FastifyPluginAsyncZod<Deps> = async (app, { billing }) => {
  // The signature covers the exact bytes: this route alone keeps JSON bodies as text.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: MAX_WEBHOOK_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    "/api/v1/billing/stripe-webhook",
    {
      schema: {
        tags,
        summary: "Stripe's webhook: an event, verified by its Stripe-Signature header",
        description: "Recorded by id and handled once in a job that reads the subscription from Stripe again; answered at once.",
        security: [],
        headers: z.object({ "stripe-signature": z.string().max(4096).optional() }),
        body: z.string().describe("The event as Stripe sent it (JSON)."),
        response: { 200: data(z.strictObject({ received: z.literal(true) })), ...errors(400, 409, 413) },
      },
    },
    async (request) => {
      await receiveWebhook(billing, request.body, request.headers["stripe-signature"]);
      return { data: { received: true as const } };
    },
  );
};
