import Stripe from "stripe";
import type { BillingConfig } from "../../platform/config/config.ts";

/**
 * The Stripe client for the configured key: Stripe's own API, or the address in STRIPE_API_URL
 * (a proxy, or the loopback stand-in the tests start).
 */
export function createStripeClient(config: BillingConfig): Stripe {
  if (!config.apiUrl) return new Stripe(config.secretKey);
  const url = new URL(config.apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return new Stripe(config.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
  });
}
