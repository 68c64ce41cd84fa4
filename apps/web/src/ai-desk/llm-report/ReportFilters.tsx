import { Button, Group, Select } from "@mantine/core";
import type { LlmReportFilterOptions } from "@framewise/contracts";
import { FILTER_NAMES, isFiltered, type ReportFilterName, type ReportParams } from "./report-params";

const LABELS: Record<ReportFilterName, string> = { tool: "Tool", model: "Model", provider: "Provider", source: "Source" };
const OPTIONS: Record<ReportFilterName, keyof LlmReportFilterOptions> = {
  tool: "tools",
  model: "models",
  provider: "providers",
  source: "sources",
};

interface Props {
  params: ReportParams;
  options: LlmReportFilterOptions | undefined;
  onChange: (changes: Partial<ReportParams>) => void;
}

/** A select per filter, offering the values the range's calls used (and the one chosen, even if none did). */
export function ReportFilters({ params, options, onChange }: Props) {
  return (
    <Group gap="xs" align="flex-end">
      {FILTER_NAMES.map((name) => {
        const values: string[] = options?.[OPTIONS[name]] ?? [];
        const data = params[name] && !values.includes(params[name]) ? [params[name], ...values] : values;
        return (
          <Select
            key={name}
            aria-label={LABELS[name]}
            placeholder={`Any ${LABELS[name].toLowerCase()}`}
            data={data}
            value={params[name] || null}
            onChange={(value) => onChange({ [name]: value ?? "" })}
            clearable
            searchable
            w={180}
          />
        );
      })}
      {isFiltered(params) && (
        <Button variant="subtle" onClick={() => onChange({ tool: "", model: "", provider: "", source: "" })}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
