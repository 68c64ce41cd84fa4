import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/platform/config/config.ts";

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

const plan = (id: string, extra: object = {}) => ({
  id,
  name: id.toUpperCase(),
  limits: { renders: 10, render_seconds: 600, image_generations: 5, storage_bytes: 1_000_000, max_resolution: 1080 },
  ...extra,
});

describe("plans configuration", () => {
  it("without PLANS, offers one free plan built from the single-limit settings", () => {
    const { plans } = loadConfig({
      IMAGE_GEN_MONTHLY_LIMIT: "7",
      STORAGE_QUOTA_MB: "2",
      RENDERS_PER_MONTH: "3",
      RENDER_MINUTES_PER_MONTH: "4",
      MAX_RENDER_RESOLUTION: "720",
    });
    const free = {
      id: "free",
      name: "Free",
      limits: { renders: 3, render_seconds: 240, image_generations: 7, storage_bytes: 2 * 1024 * 1024, max_resolution: 720 },
    };
    expect(plans).toEqual({ all: [free], defaultPlan: free });
  });

  it("reads PLANS as JSON with Stripe's fields, and DEFAULT_PLAN picks one", () => {
    const pro = plan("pro", { price_label: "$12 / month", stripe_price_id: "price_123", stripe_meter_event: "framewise_renders" });
    const { plans } = loadConfig({ PLANS: JSON.stringify([plan("free"), pro]), DEFAULT_PLAN: "pro" });
    expect(plans.all.map((entry) => entry.id)).toEqual(["free", "pro"]);
    expect(plans.defaultPlan).toEqual(pro);
  });

  it("names what is wrong: not JSON, a bad field, repeated ids or prices, a default that is not a plan", () => {
    expect(problemsOf({ PLANS: "[{" })).toEqual([expect.stringMatching(/^PLANS="\[\{": .*JSON list of plans/)]);
    const negative = plan("free");
    negative.limits.renders = -1;
    expect(problemsOf({ PLANS: JSON.stringify([negative]) })).toEqual([expect.stringMatching(/^PLANS\.0\.limits\.renders=.*>=0/)]);
    expect(problemsOf({ PLANS: JSON.stringify([plan("free"), plan("free")]) })).toContain("PLANS: plan ids must be unique (free)");
    expect(
      problemsOf({ PLANS: JSON.stringify([plan("free", { stripe_price_id: "price_1" }), plan("pro", { stripe_price_id: "price_1" })]) }),
    ).toContain("PLANS: two plans sell at the same stripe_price_id");
    expect(problemsOf({ PLANS: JSON.stringify([plan("basic")]) })).toContain("DEFAULT_PLAN=free names no plan in PLANS (basic)");
  });
});
