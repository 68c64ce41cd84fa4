import { Alert, CloseButton, Group, Loader, Text } from "@mantine/core";
import type { SubscriptionSummary } from "@framewise/contracts";
import { useState } from "react";
import { checkoutSettled } from "./plan-status";

/** Stripe's webhook normally lands within seconds; past this the wait is said to be long. */
const PATIENCE_MS = 60_000;

/**
 * The way back from Stripe Checkout: canceled (nothing charged), or paid, waiting until Stripe's
 * webhook has moved the plan (the page polls the summary meanwhile), then saying the new plan.
 */
export function CheckoutNotice({
  outcome,
  summary,
  readAt,
  onDismiss,
}: {
  outcome: string;
  summary: SubscriptionSummary | undefined;
  /** When the summary was last read (the page reads it again every 1.5 s meanwhile). */
  readAt: number;
  onDismiss: () => void;
}) {
  const [since] = useState(() => Date.now());
  const close = <CloseButton aria-label="Dismiss" onClick={onDismiss} />;
  if (outcome === "canceled")
    return (
      <Alert color="gray" title="Checkout canceled" withCloseButton={false}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">Nothing was charged. Your plan is unchanged.</Text>
          {close}
        </Group>
      </Alert>
    );
  if (outcome !== "success") return null;
  if (summary && checkoutSettled(summary))
    return (
      <Alert color="teal" title="Payment received">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{`You are on the ${summary.plan.name} plan now.`}</Text>
          {close}
        </Group>
      </Alert>
    );
  return (
    <Alert color="blue" title="Payment received — your plan updates in a moment" role="status">
      <Group gap="sm" wrap="nowrap">
        <Loader size="xs" aria-label="Waiting for Stripe" />
        <Text size="sm">
          {readAt - since > PATIENCE_MS
            ? "This is taking longer than usual. Your payment is safe: refresh this page in a few minutes, or contact support."
            : "Stripe is confirming your subscription."}
        </Text>
      </Group>
    </Alert>
  );
}
