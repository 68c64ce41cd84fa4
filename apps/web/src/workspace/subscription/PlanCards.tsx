import { Alert, Badge, Button, Card, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { Plan, PlanLimits, SubscriptionSummary } from "@framewise/contracts";
import { formatQuota } from "../plans/quota-units";
import { planAction } from "./plan-status";
import { useCheckout, usePortal } from "./subscription-api";

/** A plan's limits, as its card lists them (compare side by side). */
const limitLines = (limits: PlanLimits) => [
  `${formatQuota("renders", limits.renders)} a month`,
  `${formatQuota("render_seconds", limits.render_seconds)} of video a month`,
  `Up to ${limits.max_resolution}p`,
  `${formatQuota("image_generations", limits.image_generations)} a month`,
  `${formatQuota("storage_bytes", limits.storage_bytes)} of storage`,
];

function PlanCard({ plan, summary }: { plan: Plan; summary: SubscriptionSummary }) {
  const checkout = useCheckout();
  const portal = usePortal();
  const action = planAction(plan, summary);
  const upgrade = plan.limits.renders > summary.plan.limits.renders;
  return (
    <Card
      withBorder
      component="article"
      aria-label={`${plan.name} plan`}
      style={action === "current" ? { borderColor: "var(--mantine-color-blue-5)" } : undefined}
    >
      <Stack gap="xs" h="100%">
        <Title order={3} size="h4">
          {plan.name} {action === "current" && <Badge ml="xs">Current plan</Badge>}
        </Title>
        <Text size="sm" fw={500}>
          {plan.price_label ?? (plan.stripe_price_id ? "Paid" : "Free")}
        </Text>
        <List size="sm" spacing={2}>
          {limitLines(plan.limits).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <div style={{ marginTop: "auto" }}>
          {action === "checkout" && (
            <Button fullWidth loading={checkout.isPending} onClick={() => checkout.mutate(plan.id)}>
              {upgrade ? `Upgrade to ${plan.name}` : `Switch to ${plan.name}`}
            </Button>
          )}
          {action === "portal" && (
            <Button fullWidth variant="light" loading={portal.isPending} onClick={() => portal.mutate()}>
              {`Change to ${plan.name} in Manage billing`}
            </Button>
          )}
          {action === "staff" && (
            <Text size="xs" c="dimmed">
              Assigned by staff
            </Text>
          )}
        </div>
        {(checkout.error ?? portal.error) && <Alert color="red">{(checkout.error ?? portal.error)!.message}</Alert>}
      </Stack>
    </Card>
  );
}

/** Every plan on offer with its limits, the current one marked; with billing off the cards only compare. */
export function PlanCards({ summary }: { summary: SubscriptionSummary }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(summary.plans.length, 4) }}>
      {summary.plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} summary={summary} />
      ))}
    </SimpleGrid>
  );
}
