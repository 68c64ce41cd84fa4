import { Table } from "@mantine/core";
import type { ReactNode } from "react";

interface Props {
  /** Each row's label and value, in order; labels are the row keys, so they are unique. */
  rows: [string, ReactNode][];
  /** The table's accessible name ("Details", "Recipe"). */
  label: string;
  labelWidth?: number;
}

/** A borderless two-column table of facts about one thing: dimmed labels on the left, values on the right. */
export function FactsTable({ rows, label, labelWidth = 120 }: Props) {
  return (
    <Table withRowBorders={false} verticalSpacing={4} aria-label={label}>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Td c="dimmed" w={labelWidth} valign="top">
              {name}
            </Table.Td>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
