import { ActionIcon, Badge, Group, Table, Text, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import type { Layout, Template } from "@framewise/scene";
import { Fragment, useState } from "react";
import { formatCount, formatPercent } from "../../ai-desk/llm-report/format";
import type { DashboardItem } from "./dashboard-api";
import { formatSpeed } from "./format";
import { ItemDetails } from "./ItemDetails";
import { ItemThumbnail } from "./ItemThumbnail";
import { Sparkline } from "./Sparkline";
import { compareBy } from "../../ui/compare-by";

interface Column {
  label: string;
  /** What the column sorts by; null sorts last. */
  value: (item: DashboardItem) => number | string | null;
  show: (item: DashboardItem) => string;
}

const COLUMNS: Column[] = [
  { label: "Videos", value: (item) => item.videos, show: (item) => formatCount(item.videos) },
  {
    label: "Switched away",
    value: (item) => item.switch_away_rate,
    show: (item) => `${formatPercent(item.switch_away_rate)} (${formatCount(item.switched_away)})`,
  },
  { label: "Renders", value: (item) => item.renders, show: (item) => formatCount(item.renders) },
  {
    label: "Failed",
    value: (item) => item.failure_rate,
    show: (item) => `${formatPercent(item.failure_rate)} (${formatCount(item.failed_renders)})`,
  },
  { label: "Speed", value: (item) => item.render_speed, show: (item) => formatSpeed(item.render_speed) },
];
/** The name column sorts too; it is drawn apart, with the thumbnail. */
const NAME: Column = { label: "Name", value: (item) => item.name, show: (item) => item.name };

type Sort = { column: Column; descending: boolean };

interface Props {
  kind: "template" | "layout";
  items: DashboardItem[];
  templates: Template[];
  layouts: Record<string, Layout>;
  fontsReady: boolean;
}

/**
 * A row per template (or layout) with its thumbnail, figures and weekly sparkline, sorted by any
 * column (most videos first; a header click sorts by it, a second reverses); a row opens to show
 * its failure reasons and where users went.
 */
export function UsageTable({ kind, items, templates, layouts, fontsReady }: Props) {
  const [sort, setSort] = useState<Sort>({ column: COLUMNS[0]!, descending: true });
  const [open, setOpen] = useState<Set<string>>(new Set());
  const sorted = [...items].sort(compareBy(sort.column.value, sort.descending));
  const sortBy = (column: Column) =>
    setSort((current) =>
      current.column === column ? { column, descending: !current.descending } : { column, descending: column !== NAME },
    );
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const header = (column: Column, numeric: boolean) => {
    const active = sort.column === column;
    const Arrow = sort.descending ? IconArrowDown : IconArrowUp;
    return (
      <Table.Th
        key={column.label}
        ta={numeric ? "right" : "left"}
        aria-sort={active ? (sort.descending ? "descending" : "ascending") : "none"}
      >
        <UnstyledButton onClick={() => sortBy(column)} fw={600} fz="sm">
          {column.label}
          {active && <Arrow size={12} style={{ marginLeft: 4 }} aria-hidden />}
        </UnstyledButton>
      </Table.Th>
    );
  };

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table highlightOnHover aria-label={kind === "template" ? "Templates" : "Layouts"} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36} aria-label="Details" />
            {header(NAME, false)}
            {COLUMNS.map((column) => header(column, true))}
            <Table.Th>Weekly trend</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((item) => {
            const expanded = open.has(item.id);
            return (
              <Fragment key={item.id}>
                <Table.Tr data-testid={`${kind}-row-${item.id}`}>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-expanded={expanded}
                      aria-label={`Details of ${item.name}`}
                      onClick={() => toggle(item.id)}
                    >
                      {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <ItemThumbnail kind={kind} id={item.id} templates={templates} layouts={layouts} fontsReady={fontsReady} />
                      <div>
                        <Text size="sm" fw={600}>
                          {item.name}
                        </Text>
                        {item.origin === null ? (
                          <Badge size="xs" color="gray" variant="light">
                            Not in the library
                          </Badge>
                        ) : (
                          <Text size="xs" c="dimmed">
                            {item.origin === "starter" ? "Starter library" : "Staff"}
                          </Text>
                        )}
                      </div>
                    </Group>
                  </Table.Td>
                  {COLUMNS.map((column) => (
                    <Table.Td key={column.label} ta="right">
                      <Text size="sm" ff="monospace">
                        {column.show(item)}
                      </Text>
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Sparkline trend={item.trend} />
                  </Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr>
                    <Table.Td />
                    <Table.Td colSpan={COLUMNS.length + 2}>
                      <ItemDetails item={item} kind={kind} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
