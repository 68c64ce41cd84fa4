import { Alert, Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { PlanSource } from "@framewise/contracts";
import { ChangePlanForm } from "./ChangePlanForm";
import { GrantCreditForm } from "./GrantCreditForm";
import { LedgerTable } from "./LedgerTable";
import { useOwnerPlan, type PlanOwner } from "./plans-api";
import { UsageBars } from "./UsageBars";

const SOURCES: Record<PlanSource, string> = { default: "Default plan", staff: "Assigned by staff", stripe: "Stripe subscription" };

/**
 * Staff controls of a person's (or client's) plan, for the database browser's document page:
 * the plan and why, usage against each quota, changing the plan, extra credit, and the ledger.
 */
export function StaffPlanPanel(owner: PlanOwner) {
  const query = useOwnerPlan(owner);
  if (query.isPending) return <Loader size="sm" aria-label="Loading the plan" />;
  if (query.isError)
    return (
      <Alert color="red" title="The plan could not be loaded">
        {query.error.message}
      </Alert>
    );
  const [summary] = query.data.pages;
  const { plan, assignment } = summary!;
  return (
    <Card withBorder component="section" aria-label="Plan and quotas">
      <Stack>
        <Title order={3}>Plan and quotas</Title>
        <div>
          <Group gap="xs">
            <Text fw={600}>{plan.name}</Text>
            {plan.price_label && <Text c="dimmed">{plan.price_label}</Text>}
            <Badge variant="light">{SOURCES[summary!.plan_source]}</Badge>
          </Group>
          {assignment?.reason && (
            <Text size="sm" c="dimmed">
              “{assignment.reason}”, {new Date(assignment.assigned_at).toLocaleDateString("en", { dateStyle: "medium" })}
            </Text>
          )}
        </div>
        <UsageBars usage={summary!.usage} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ChangePlanForm key={plan.id} owner={owner} current={plan} plans={summary!.plans} />
          <GrantCreditForm owner={owner} />
        </SimpleGrid>
        <Title order={4}>Ledger</Title>
        <LedgerTable
          entries={query.data.pages.flatMap((page) => page.entries)}
          more={{ available: query.hasNextPage, loading: query.isFetchingNextPage, load: () => void query.fetchNextPage() }}
        />
      </Stack>
    </Card>
  );
}
