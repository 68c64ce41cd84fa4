import { Button, Group, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useSaveCase, type CaseList, type Figures, type Source } from "./render-test-api";

interface Props {
  saving: CaseList["saving"] | undefined;
  /** What the finished comparison measured; undefined while there is none to save. */
  comparison: { source: Source; width: number; frames: number[]; threshold: number; measured: Figures } | undefined;
}

/** "Save as a regression case": on only when the server has a cases folder, and says why when it has none. */
export function SaveCase({ saving, comparison }: Props) {
  const [name, setName] = useState("");
  const save = useSaveCase();
  const enabled = !!saving?.enabled && !!comparison;
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label="Case name"
        placeholder="clean-title-9x16"
        value={name}
        onChange={(event) => setName(event.currentTarget.value.toLowerCase())}
        disabled={!saving?.enabled}
        error={save.error?.message}
      />
      <Button disabled={!enabled || !name} loading={save.isPending} onClick={() => comparison && save.mutate({ name, ...comparison })}>
        Save as regression case
      </Button>
      {saving && !saving.enabled && (
        <Text size="sm" c="dimmed" data-testid="saving-off">
          {saving.reason}
        </Text>
      )}
      {saving?.enabled && !comparison && (
        <Text size="sm" c="dimmed">
          Finish a comparison to save it.
        </Text>
      )}
      {save.data && (
        <Text size="sm" c="green" role="status">
          Saved {save.data.name}.json in {saving?.folder}: the suite allows up to {save.data.allowance.max_over_percent}% over the threshold
          and a mean of {save.data.allowance.max_mean_difference}.
        </Text>
      )}
    </Group>
  );
}
