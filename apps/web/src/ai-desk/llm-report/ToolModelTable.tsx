import { Table, Text, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import type { LlmReportRow } from "@framewise/contracts";
import { useState } from "react";
import { costText, formatCount, formatMs, formatPercent } from "./format";
import { compareBy } from "../../ui/compare-by";

interface Column {
  label: string;
  /** What the column sorts by; null sorts last. */
  value: (row: LlmReportRow) => number | string | null;
  show: (row: LlmReportRow) => string;
  numeric?: boolean;
}

const COLUMNS: Column[] = [
  { label: "Tool", value: (row) => row.tool, show: (row) => row.tool ?? "(no tool)" },
  { label: "Model", value: (row) => `${row.model} ${row.provider}`, show: (row) => `${row.model} (${row.provider})` },
  { label: "Calls", value: (row) => row.calls, show: (row) => formatCount(row.calls), numeric: true },
  { label: "Success", value: (row) => row.success_rate, show: (row) => formatPercent(row.success_rate), numeric: true },
  { label: "Repaired", value: (row) => row.repair_rate, show: (row) => formatPercent(row.repair_rate), numeric: true },
  { label: "Fallbacks", value: (row) => row.fallbacks, show: (row) => formatCount(row.fallbacks), numeric: true },
  { label: "p50", value: (row) => row.latency_p50_ms, show: (row) => formatMs(row.latency_p50_ms), numeric: true },
  { label: "p95", value: (row) => row.latency_p95_ms, show: (row) => formatMs(row.latency_p95_ms), numeric: true },
  {
    label: "Tokens in / out",
    value: (row) => row.input_tokens + row.output_tokens,
    show: (row) => `${formatCount(row.input_tokens)} / ${formatCount(row.output_tokens)}`,
    numeric: true,
  },
  {
    label: "Cost",
    value: (row) => row.cost_usd,
    show: (row) => costText(row),
    numeric: true,
  },
];

type Sort = { column: number; descending: boolean };

/** The figures per tool × model, sorted by any column (most calls first); a header click sorts by it, a second reverses. */
export function ToolModelTable({ rows }: { rows: LlmReportRow[] }) {
  const [sort, setSort] = useState<Sort>({ column: 2, descending: true });
  const sorted = [...rows].sort(compareBy(COLUMNS[sort.column]!.value, sort.descending));
  const sortBy = (column: number) =>
    setSort((current) =>
      current.column === column ? { column, descending: !current.descending } : { column, descending: COLUMNS[column]!.numeric === true },
    );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover aria-label="Calls by tool and model">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column, index) => {
              const active = sort.column === index;
              const Arrow = sort.descending ? IconArrowDown : IconArrowUp;
              return (
                <Table.Th
                  key={column.label}
                  ta={column.numeric ? "right" : "left"}
                  aria-sort={active ? (sort.descending ? "descending" : "ascending") : "none"}
                >
                  <UnstyledButton onClick={() => sortBy(index)} fw={600} fz="sm">
                    {column.label}
                    {active && <Arrow size={12} style={{ marginLeft: 4 }} aria-hidden />}
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr key={`${row.tool}|${row.provider}|${row.model}`}>
              {COLUMNS.map((column) => (
                <Table.Td key={column.label} ta={column.numeric ? "right" : "left"}>
                  <Text size="sm" ff={column.numeric ? "monospace" : undefined}>
                    {column.show(row)}
                  </Text>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
