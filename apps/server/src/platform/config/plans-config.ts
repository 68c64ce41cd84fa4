import type { Plan } from "@framewise/contracts";
import { z } from "zod";

/** The plans on offer and the one everybody is on until staff or Stripe say otherwise. */
export interface PlanCatalog {
  all: Plan[];
  defaultPlan: Plan;
}

const ID = /^[a-z0-9][a-z0-9_-]{0,39}$/;
const count = (max: number) => z.number().int().min(0).max(max);

const planSchema = z.strictObject({
  id: z.string().regex(ID, "a plan id is 1-40 of a-z, 0-9, _ and -"),
  name: z.string().min(1).max(60),
  limits: z.strictObject({
    renders: count(1_000_000),
    render_seconds: count(100_000_000),
    image_generations: count(10_000_000),
    storage_bytes: count(1e15),
    max_resolution: z.number().int().min(144).max(4320),
  }),
  price_label: z.string().min(1).max(60).optional(),
  stripe_price_id: z.string().min(1).max(200).optional(),
  stripe_meter_event: z.string().min(1).max(100).optional(),
}) satisfies z.ZodType<Plan>;

/**
 * `PLANS`: a JSON list of plans in the contract's shape, e.g.
 * `[{"id":"free","name":"Free","limits":{"renders":20,"render_seconds":1800,"image_generations":50,"storage_bytes":1073741824,"max_resolution":720}},
 *   {"id":"pro","name":"Pro","price_label":"$12 / month","stripe_price_id":"price_123","limits":{...}}]`.
 */
export const plansSchema = z.preprocess((value) => {
  if (typeof value !== "string" || value === "") return value === "" ? undefined : value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, z.array(planSchema, "a JSON list of plans").min(1).max(20).optional());

export interface PlansEnv {
  PLANS?: z.infer<typeof plansSchema>;
  DEFAULT_PLAN: string;
  IMAGE_GEN_MONTHLY_LIMIT: number;
  STORAGE_QUOTA_MB: number;
  RENDERS_PER_MONTH: number;
  RENDER_MINUTES_PER_MONTH: number;
  MAX_RENDER_RESOLUTION: number;
}

/** Without PLANS, one free plan from the single-limit settings, so a self-hoster's limits stay as they were. */
function configuredPlans(env: PlansEnv): Plan[] {
  if (env.PLANS) return env.PLANS;
  return [
    {
      id: env.DEFAULT_PLAN,
      name: "Free",
      limits: {
        renders: env.RENDERS_PER_MONTH,
        render_seconds: env.RENDER_MINUTES_PER_MONTH * 60,
        image_generations: env.IMAGE_GEN_MONTHLY_LIMIT,
        storage_bytes: env.STORAGE_QUOTA_MB * 1024 * 1024,
        max_resolution: env.MAX_RENDER_RESOLUTION,
      },
    },
  ];
}

/** Unique plan ids, unique Stripe prices, and a default plan that exists. */
export function planProblems(env: PlansEnv): string[] {
  const plans = configuredPlans(env);
  const problems: string[] = [];
  const ids = plans.map((plan) => plan.id);
  const repeated = ids.filter((id, at) => ids.indexOf(id) !== at);
  if (repeated.length) problems.push(`PLANS: plan ids must be unique (${[...new Set(repeated)].join(", ")})`);
  const prices = plans.flatMap((plan) => (plan.stripe_price_id ? [plan.stripe_price_id] : []));
  if (new Set(prices).size !== prices.length) problems.push("PLANS: two plans sell at the same stripe_price_id");
  if (!ids.includes(env.DEFAULT_PLAN)) problems.push(`DEFAULT_PLAN=${env.DEFAULT_PLAN} names no plan in PLANS (${ids.join(", ")})`);
  return problems;
}

/** The catalog from validated settings (after `planProblems` found none). */
export function planCatalog(env: PlansEnv): PlanCatalog {
  const all = configuredPlans(env);
  return { all, defaultPlan: all.find((plan) => plan.id === env.DEFAULT_PLAN)! };
}
