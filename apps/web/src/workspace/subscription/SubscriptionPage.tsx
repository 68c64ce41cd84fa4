import { Alert, Center, Loader, Stack, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import { AccountSection as Section } from "../../ui/AccountSection";
import { UsageBars } from "../plans/UsageBars";
import { CheckoutNotice } from "./CheckoutNotice";
import { CurrentPlan } from "./CurrentPlan";
import { InvoicesTable } from "./InvoicesTable";
import { checkoutSettled, planAction } from "./plan-status";
import { PlanCards } from "./PlanCards";
import { QuotaWarnings } from "./QuotaWarnings";
import { useSubscription } from "./subscription-api";
import { UsageHistoryChart } from "./UsageHistoryChart";

/**
 * `/subscription`: the person's plan and where it came from, usage against each quota with its
 * reset date and warnings near a limit, usage by month, the plans on offer (Checkout to upgrade,
 * the portal to change or cancel when Stripe is on) and invoices.
 */
export default function SubscriptionPage() {
  const [search, setSearch] = useSearchParams();
  const outcome = search.get("checkout") ?? "";
  // Back from Checkout: read again until Stripe's webhook has moved the plan.
  const subscription = useSubscription((data) => outcome === "success" && !(data && checkoutSettled(data)));
  const summary = subscription.data;
  const dismiss = () => setSearch({}, { replace: true });

  if (subscription.error) return <Alert color="red">{subscription.error.message}</Alert>;
  if (!summary)
    return (
      <Center py="xl">
        <Loader aria-label="Loading your subscription" />
      </Center>
    );
  const canUpgrade = summary.plans.some((plan) => planAction(plan, summary) === "checkout" || planAction(plan, summary) === "portal");
  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1} size="h2">
        Subscription
      </Title>
      <CheckoutNotice outcome={outcome} summary={summary} readAt={subscription.dataUpdatedAt} onDismiss={dismiss} />
      <CurrentPlan summary={summary} />
      <Section id="usage" title="Usage" description="This month's use of each quota; storage counts what you keep now.">
        <QuotaWarnings usage={summary.usage} canUpgrade={canUpgrade} />
        <UsageBars usage={summary.usage} />
      </Section>
      <Section id="history" title="Usage by month" description="The last twelve months (UTC).">
        <UsageHistoryChart history={summary.history} />
      </Section>
      <Section
        id="plans"
        title="Plans"
        description={
          summary.billing.enabled ? "Compare the plans and upgrade through Stripe." : "Plans are assigned by staff on this server."
        }
      >
        <PlanCards summary={summary} />
      </Section>
      {summary.billing.enabled && (
        <Section id="invoices" title="Invoices">
          <InvoicesTable />
        </Section>
      )}
    </Stack>
  );
}
