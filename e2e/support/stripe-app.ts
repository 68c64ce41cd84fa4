import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startFakeStripe, type FakeStripe } from "@framewise/test-support/fake-stripe";
import { startAppServer } from "./app-server.ts";

export interface StripeApp {
  url: string;
  dataDir: string;
  /** The loopback Stripe the app bills through; its webhooks reach the app. */
  stripe: FakeStripe;
  /** Stops the app and the fake and removes the data folder. */
  close(): Promise<void>;
}

const GB = 1024 ** 3;

/** A small free plan and Pro, sold through Stripe at `price_pro`. */
export const STRIPE_APP_PLANS = [
  { id: "free", name: "Free", limits: { renders: 5, render_seconds: 600, image_generations: 20, storage_bytes: GB, max_resolution: 720 } },
  {
    id: "pro",
    name: "Pro",
    price_label: "$12 / month",
    stripe_price_id: "price_pro",
    limits: { renders: 100, render_seconds: 18_000, image_generations: 500, storage_bytes: 50 * GB, max_resolution: 2160 },
  },
];

/** A fresh app on its own data folder whose billing is a fake Stripe on loopback, selling the plans above. */
export async function startAppWithFakeStripe(): Promise<StripeApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "framewise-e2e-stripe-"));
  const stripe = await startFakeStripe({ prices: [{ id: "price_pro", unit_amount: 1200, name: "Pro" }] });
  const server = await startAppServer({
    DATA_DIR: dataDir,
    PLANS: JSON.stringify(STRIPE_APP_PLANS),
    ...stripe.appSettings(),
  });
  stripe.deliverTo(server.url);
  return {
    url: server.url,
    dataDir,
    stripe,
    async close() {
      await server.stop();
      await stripe.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
