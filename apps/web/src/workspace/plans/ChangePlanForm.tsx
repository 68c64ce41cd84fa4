import { Select, Stack, Title } from "@mantine/core";
import type { Plan } from "@framewise/contracts";
import { useState, type FormEvent } from "react";
import { useAssignPlan, type PlanOwner } from "./plans-api";
import { fieldErrors, ReasonedSubmit } from "./ReasonedSubmit";

const planLabel = (plan: Plan) => (plan.price_label ? `${plan.name} (${plan.price_label})` : plan.name);

/** Puts the owner on another configured plan; the reason is required and kept in the audit trail. */
export function ChangePlanForm({ owner, current, plans }: { owner: PlanOwner; current: Plan; plans: Plan[] }) {
  const [planId, setPlanId] = useState(current.id);
  const [reason, setReason] = useState("");
  const assign = useAssignPlan(owner);
  const fields = fieldErrors(assign.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate({ plan_id: planId, reason: reason.trim() }, { onSuccess: () => setReason("") });
  };

  return (
    <form onSubmit={submit} aria-label="Change plan">
      <Stack gap="xs">
        <Title order={4}>Change plan</Title>
        <Select
          label="Plan"
          data={plans.map((plan) => ({ value: plan.id, label: planLabel(plan) }))}
          value={planId}
          onChange={(value) => value && setPlanId(value)}
          allowDeselect={false}
          error={fields?.plan_id}
        />
        <ReasonedSubmit
          reason={reason}
          onReason={setReason}
          change={assign}
          done={assign.isSuccess ? "Plan changed." : null}
          ready={planId !== current.id}
          label="Change plan"
        />
      </Stack>
    </form>
  );
}
