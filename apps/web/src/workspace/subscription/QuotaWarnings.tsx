import { Alert, Anchor, Stack } from "@mantine/core";
import type { QuotaState } from "@framewise/contracts";
import { formatQuota, QUOTA_UNITS } from "../plans/quota-units";
import { quotaLevel } from "./plan-status";

const day = (iso: string) => new Date(iso).toLocaleDateString("en", { day: "numeric", month: "long", timeZone: "UTC" });

function warning(quota: QuotaState): string {
  const label = QUOTA_UNITS[quota.metric].label;
  const when = quota.resets_at ? ` until ${day(quota.resets_at)}` : "";
  if (quotaLevel(quota) === "at") return `${label}: you have used all ${formatQuota(quota.metric, quota.limit)}${when}.`;
  return `${label}: ${formatQuota(quota.metric, quota.left)} left of ${formatQuota(quota.metric, quota.limit)}${when}.`;
}

/** A warning for each quota near (80 %) or at its limit, pointing to the plans below. */
export function QuotaWarnings({ usage, canUpgrade }: { usage: QuotaState[]; canUpgrade: boolean }) {
  const tight = usage.filter((quota) => quotaLevel(quota) !== "ok");
  if (!tight.length) return null;
  return (
    <Stack gap="xs">
      {tight.map((quota) => (
        <Alert key={quota.metric} color={quotaLevel(quota) === "at" ? "red" : "yellow"} variant="light">
          {warning(quota)}{" "}
          {canUpgrade ? <Anchor href="#plans">See the plans</Anchor> : "Ask an administrator for a bigger plan or extra credit."}
        </Alert>
      ))}
    </Stack>
  );
}
