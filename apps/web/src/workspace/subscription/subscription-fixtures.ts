import type { Plan, QuotaState, SubscriptionSummary } from "@framewise/contracts";

const GB = 1024 ** 3;

export const freePlan: Plan = {
  id: "free",
  name: "Free",
  limits: { renders: 20, render_seconds: 1800, image_generations: 50, storage_bytes: GB, max_resolution: 720 },
};
export const proPlan: Plan = {
  id: "pro",
  name: "Pro",
  price_label: "$12 / month",
  stripe_price_id: "price_pro",
  limits: { renders: 200, render_seconds: 18_000, image_generations: 500, storage_bytes: 50 * GB, max_resolution: 2160 },
};
export const partnerPlan: Plan = {
  id: "partner",
  name: "Partner",
  limits: { renders: 1000, render_seconds: 90_000, image_generations: 5000, storage_bytes: 500 * GB, max_resolution: 2160 },
};

const quota = (metric: QuotaState["metric"], used: number, limit: number): QuotaState => ({
  metric,
  used,
  limit,
  granted: 0,
  left: Math.max(0, limit - used),
  resets_at: metric === "storage_bytes" ? null : "2026-12-01T00:00:00.000Z",
});

/** A free-plan summary: renders at the limit, render minutes near it, the rest comfortable; billing on. */
export const summary = (overrides: Partial<SubscriptionSummary> = {}): SubscriptionSummary => ({
  plan: freePlan,
  plan_source: "default",
  usage: [
    quota("renders", 20, 20),
    quota("render_seconds", 1500, 1800),
    quota("image_generations", 3, 50),
    quota("storage_bytes", 256 * 1024 ** 2, GB),
  ],
  history: [
    { period: "2026-10", metric: "renders", used: 7 },
    { period: "2026-11", metric: "renders", used: 20 },
  ],
  plans: [freePlan, proPlan, partnerPlan],
  billing: { enabled: true, status: null, current_period_end: null, cancel_at_period_end: false },
  ...overrides,
});

/** The same person after paying for Pro through Stripe. */
export const paidSummary = () =>
  summary({
    plan: proPlan,
    plan_source: "stripe",
    billing: { enabled: true, status: "active", current_period_end: "2026-12-24T00:00:00.000Z", cancel_at_period_end: false },
  });
