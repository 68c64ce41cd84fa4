import { Select, Stack, Switch, TextInput } from "@mantine/core";
import type { PipelineDraft } from "./pipeline-draft";

interface Props {
  draft: PipelineDraft;
  change: (changes: Partial<PipelineDraft>) => void;
  errors: Record<string, string>;
}

const SCHEDULES = [
  { value: "", label: "Only when run or pushed to" },
  { value: "*/15 * * * *", label: "Every 15 minutes" },
  { value: "0 * * * *", label: "Hourly" },
  { value: "0 6 * * *", label: "Daily at 06:00 UTC" },
];

/** When it runs, whether drafts wait for approval, and where finished videos go. */
export function FinishStep({ draft, change, errors }: Props) {
  return (
    <Stack gap="sm">
      <Select
        label="Schedule"
        data={SCHEDULES}
        value={SCHEDULES.some((each) => each.value === draft.schedule) ? draft.schedule : null}
        onChange={(schedule) => change({ schedule: schedule ?? "" })}
      />
      <TextInput
        label="Cron expression (UTC)"
        placeholder="0 * * * *"
        value={draft.schedule}
        onChange={(event) => change({ schedule: event.currentTarget.value })}
        error={errors.schedule}
      />
      <Switch
        label="Drafts wait for approval before they render"
        checked={draft.approval}
        onChange={(event) => change({ approval: event.currentTarget.checked })}
      />
      <Select
        label="Deliver finished videos"
        data={[
          { value: "none", label: "Keep them in the client's videos" },
          { value: "webhook", label: "Tell the client's webhook (pipeline.item.rendered)" },
          { value: "landing_page", label: "Present each on a landing page" },
          { value: "storage", label: "Copy the MP4 to a storage prefix" },
        ]}
        value={draft.deliveryKind}
        onChange={(kind) => change({ deliveryKind: kind ?? "none" })}
      />
      {draft.deliveryKind === "storage" && (
        <TextInput
          label="Prefix"
          description="Under deliveries/<client>/ in the storage layer."
          value={draft.prefix}
          onChange={(event) => change({ prefix: event.currentTarget.value })}
          error={errors["delivery.prefix"]}
        />
      )}
    </Stack>
  );
}
