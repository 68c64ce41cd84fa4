import type { QuotaMetric, SubscriptionSummary } from "@framewise/contracts";
import type { Db } from "../../platform/db/database.ts";
import type { QuotaOwner } from "./quota-owner.ts";
import { monthsUpTo } from "./quota-period.ts";
import { findMonthlyUsage } from "./quota-queries.ts";

const MONTHLY_METRICS: QuotaMetric[] = ["renders", "render_seconds", "image_generations"];

/** The owner's use of each monthly quota over the last twelve months, oldest first; a quiet month is zero, not missing. */
export async function findUsageHistory(db: Db, owner: QuotaOwner, at = new Date()): Promise<SubscriptionSummary["history"]> {
  const months = monthsUpTo(at, 12);
  const rows = await findMonthlyUsage(db, owner, months[0]!);
  const used = new Map(rows.map((row) => [`${row.period} ${row.metric}`, row.used]));
  return months.flatMap((period) => MONTHLY_METRICS.map((metric) => ({ period, metric, used: used.get(`${period} ${metric}`) ?? 0 })));
}
