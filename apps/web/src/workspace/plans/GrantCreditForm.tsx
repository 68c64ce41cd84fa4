import { NumberInput, Select, Stack, Title } from "@mantine/core";
import { QUOTA_METRICS, type QuotaMetric } from "@framewise/contracts";
import { useState, type FormEvent } from "react";
import { useGrantCredit, type PlanOwner } from "./plans-api";
import { formatQuota, QUOTA_UNITS, toLedgerAmount } from "./quota-units";
import { fieldErrors, ReasonedSubmit } from "./ReasonedSubmit";

/** Extra credit for this period (storage: for good), typed in the quota's own unit; the reason is required and audited. */
export function GrantCreditForm({ owner }: { owner: PlanOwner }) {
  const [metric, setMetric] = useState<QuotaMetric>("renders");
  const [amount, setAmount] = useState<number | string>("");
  const [reason, setReason] = useState("");
  const grant = useGrantCredit(owner);
  const fields = fieldErrors(grant.error);
  const units = typeof amount === "number" ? amount : Number.NaN;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    grant.mutate(
      { metric, amount: toLedgerAmount(metric, units), reason: reason.trim() },
      {
        onSuccess: () => {
          setAmount("");
          setReason("");
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Grant credit">
      <Stack gap="xs">
        <Title order={4}>Grant extra credit</Title>
        <Select
          label="Quota"
          data={QUOTA_METRICS.map((value) => ({ value, label: QUOTA_UNITS[value].label }))}
          value={metric}
          onChange={(value) => value && setMetric(value)}
          allowDeselect={false}
        />
        <NumberInput
          label={`Amount (${QUOTA_UNITS[metric].unit})`}
          value={amount}
          onChange={setAmount}
          min={1}
          allowNegative={false}
          error={fields?.amount}
        />
        <ReasonedSubmit
          reason={reason}
          onReason={setReason}
          change={grant}
          done={grant.data ? `Granted ${formatQuota(grant.data.data.metric, grant.data.data.amount)}.` : null}
          ready={units > 0}
          label="Grant credit"
        />
      </Stack>
    </form>
  );
}
