import { Group, Progress, Stack, Text } from "@mantine/core";
import type { QuotaState } from "@framewise/contracts";
import { formatQuota, QUOTA_UNITS } from "./quota-units";

const day = (iso: string) => new Date(iso).toLocaleDateString("en", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

function UsageBar({ quota }: { quota: QuotaState }) {
  const { label } = QUOTA_UNITS[quota.metric];
  const share = quota.limit > 0 ? Math.min(100, (quota.used / quota.limit) * 100) : 100;
  return (
    <div>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {formatQuota(quota.metric, quota.used)} of {formatQuota(quota.metric, quota.limit)}
          {quota.granted > 0 ? ` (${formatQuota(quota.metric, quota.granted)} granted)` : ""}
        </Text>
      </Group>
      <Progress value={share} color={share >= 100 ? "red" : share >= 80 ? "yellow" : "blue"} aria-label={`${label} used`} />
      <Text size="xs" c="dimmed">
        {quota.resets_at ? `Resets ${day(quota.resets_at)}` : "What is stored now"}
      </Text>
    </div>
  );
}

/** Each quota as a bar: used against the plan's limit plus extra credit, and when it resets. */
export function UsageBars({ usage }: { usage: QuotaState[] }) {
  return (
    <Stack gap="sm">
      {usage.map((quota) => (
        <UsageBar key={quota.metric} quota={quota} />
      ))}
    </Stack>
  );
}
