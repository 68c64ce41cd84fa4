import { Text } from "@mantine/core";
import type { ImageGenQuota } from "@framewise/contracts";

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "long" });

/** What is left of this month's generations, said before generating. */
export function QuotaLine({ quota }: { quota: ImageGenQuota }) {
  if (quota.left <= 0)
    return (
      <Text size="sm" c="red" data-testid="quota">
        You have used all {quota.limit} generations this month; more on {day(quota.resets_at)}.
      </Text>
    );
  return (
    <Text size="sm" c="dimmed" data-testid="quota">
      {quota.left} of {quota.limit} generations left this month
    </Text>
  );
}
