import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { SubscriptionSummary } from "@framewise/contracts";
import { isPaying, SOURCE_LABELS } from "./plan-status";
import { usePortal } from "./subscription-api";

const day = (iso: string) => new Date(iso).toLocaleDateString("en", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** Stripe's side in a sentence: renews, ends, or a payment problem. */
function billingLine(billing: SubscriptionSummary["billing"]): string | undefined {
  const end = billing.current_period_end ? day(billing.current_period_end) : undefined;
  if (billing.status === "past_due") return "Your last payment failed: Stripe is trying again. Update your card in Manage billing.";
  if (!isPaying(billing)) return undefined;
  if (billing.cancel_at_period_end) return end ? `Ends on ${end}; you keep it until then.` : "Ends at the end of this period.";
  return end ? `Renews on ${end}.` : undefined;
}

/** The plan the person is on, where it came from, and (with billing on and a Stripe customer) the way to manage it. */
export function CurrentPlan({ summary }: { summary: SubscriptionSummary }) {
  const portal = usePortal();
  const { plan, billing } = summary;
  const line = billingLine(billing);
  return (
    <Paper component="section" aria-labelledby="current-plan" withBorder p="lg" radius="md">
      <Stack gap="xs">
        <Text size="sm" c="dimmed" id="current-plan">
          Current plan
        </Text>
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={2} size="h3">
                {plan.name}
              </Title>
              <Badge variant="light" color={summary.plan_source === "stripe" ? "grape" : "gray"}>
                {SOURCE_LABELS[summary.plan_source]}
              </Badge>
            </Group>
            <Text size="sm">{plan.price_label ?? "Free"}</Text>
            {line && (
              <Text size="sm" c={billing.status === "past_due" ? "red" : "dimmed"}>
                {line}
              </Text>
            )}
          </Stack>
          {billing.enabled && billing.status !== null && (
            <Button variant="default" loading={portal.isPending} onClick={() => portal.mutate()}>
              Manage billing
            </Button>
          )}
        </Group>
        {portal.error && <Alert color="red">{portal.error.message}</Alert>}
        {!billing.enabled && (
          <Text size="sm" c="dimmed">
            Plans are assigned by staff on this server. To change yours, ask an administrator.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
