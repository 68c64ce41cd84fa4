import { Group, SegmentedControl } from "@mantine/core";
import { DayRangeInputs } from "../../ui/DayRangeInputs";
import { utcDay, type DashboardParams, type DashboardRange } from "./dashboard-params";

const RANGES: { value: DashboardRange; label: string }[] = [
  { value: "4w", label: "4 weeks" },
  { value: "12w", label: "12 weeks" },
  { value: "26w", label: "26 weeks" },
  { value: "52w", label: "52 weeks" },
  { value: "custom", label: "Custom" },
];

interface Props {
  params: DashboardParams;
  /** The days shown now, where a custom range starts from. */
  shown: { from: string; to: string };
  now: number;
  onChange: (changes: Partial<DashboardParams>) => void;
}

/** The last 4, 12, 26 or 52 weeks up to today, or whole days (UTC) from one date to another. */
export function DashboardRangePicker({ params, shown, now, onChange }: Props) {
  const choose = (range: DashboardRange) => onChange(range === "custom" ? { range, ...shown } : { range, from: "", to: "" });
  return (
    <Group gap="xs" align="flex-end">
      <SegmentedControl aria-label="Time range" data={RANGES} value={params.range} onChange={choose} />
      {params.range === "custom" && <DayRangeInputs from={params.from} to={params.to} latest={utcDay(now)} onChange={onChange} />}
    </Group>
  );
}
