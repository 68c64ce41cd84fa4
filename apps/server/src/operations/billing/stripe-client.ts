import type Stripe from "stripe";
import type { BillingConfig } from "../../platform/config/config.ts";

/**
 * The Stripe client for the configured key: Stripe's own API, or the address in STRIPE_API_URL
 * (a proxy, or the loopback stand-in the tests start). Stripe's library (two hundred modules) is
 * loaded only here, so a server without billing starts without it.
 */
export async function createStripeClient(config: BillingConfig): Promise<Stripe> {
  const { default: Stripe } = await import("stripe");
  if (!config.apiUrl) return new Stripe(config.secretKey);
  const url = new URL(config.apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return new Stripe(config.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
  });
}
