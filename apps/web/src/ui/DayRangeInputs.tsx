import { TextInput } from "@mantine/core";

interface Props {
  from: string;
  to: string;
  /** The last day that may be chosen (YYYY-MM-DD), if any. */
  latest?: string;
  onChange: (changes: { from?: string; to?: string }) => void;
}

/** Two date fields for a custom range of whole days (UTC); a cleared field changes nothing. */
export function DayRangeInputs({ from, to, latest, onChange }: Props) {
  return (
    <>
      <TextInput
        type="date"
        aria-label="From (UTC)"
        value={from}
        max={to}
        onChange={(event) => event.currentTarget.value && onChange({ from: event.currentTarget.value })}
        w={150}
      />
      <TextInput
        type="date"
        aria-label="To (UTC)"
        value={to}
        min={from}
        max={latest}
        onChange={(event) => event.currentTarget.value && onChange({ to: event.currentTarget.value })}
        w={150}
      />
    </>
  );
}
