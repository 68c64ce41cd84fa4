import { Group, SegmentedControl } from "@mantine/core";
import { DayRangeInputs } from "../../ui/DayRangeInputs";
import type { ReportParams, ReportRange } from "./report-params";

const RANGES: { value: ReportRange; label: string }[] = [
  { value: "24h", label: "Last 24 h" },
  { value: "7d", label: "7 days" },
  { value: "30d", label: "30 days" },
  { value: "custom", label: "Custom" },
];

/** Today (UTC) as YYYY-MM-DD, and the day `days` before. */
const utcDay = (now: number, daysBefore = 0) => new Date(now - daysBefore * 86_400_000).toISOString().slice(0, 10);

interface Props {
  params: ReportParams;
  now: number;
  onChange: (changes: Partial<ReportParams>) => void;
}

/** The last 24 hours, 7 or 30 days, or whole days (UTC) from one date to another. */
export function RangePicker({ params, now, onChange }: Props) {
  const choose = (range: ReportRange) =>
    // A custom range starts as the last seven days, for the dates to be moved from there.
    onChange(
      range === "custom" ? { range, from: params.from || utcDay(now, 6), to: params.to || utcDay(now) } : { range, from: "", to: "" },
    );
  return (
    <Group gap="xs" align="flex-end">
      <SegmentedControl aria-label="Time range" data={RANGES} value={params.range} onChange={choose} />
      {params.range === "custom" && <DayRangeInputs from={params.from} to={params.to} onChange={onChange} />}
    </Group>
  );
}
