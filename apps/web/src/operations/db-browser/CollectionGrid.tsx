import { Anchor, Group, Table, Tooltip, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconArrowsSort } from "@tabler/icons-react";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { Link, useNavigate } from "react-router";
import { documentLink, nextSort, type BrowserParams } from "./browser-params";
import { CellValue } from "./CellValue";
import { ColumnFilter } from "./ColumnFilter";
import type { BrowserColumn, CollectionInfo, GridRow } from "./db-browser-api";

// The grid sorts and filters on the server: the table needs none of its own features.
const features = tableFeatures({});
const helper = createColumnHelper<typeof features, GridRow>();

interface GridProps {
  collection: CollectionInfo;
  rows: GridRow[];
  params: BrowserParams;
  onChange: (changes: Partial<BrowserParams>) => void;
}

/** A header the grid cannot sort by (a large table's unindexed column, JSON): dimmed, its reason on hover and focus. */
function UnsortableHeader({ column }: { column: BrowserColumn }) {
  if (!column.unsortable_reason) return <span>{column.name}</span>;
  return (
    <Tooltip label={column.unsortable_reason} multiline w={300} events={{ hover: true, focus: true, touch: true }}>
      <UnstyledButton
        aria-disabled="true"
        aria-label={`Sort by ${column.name}`}
        aria-description={column.unsortable_reason}
        fw={600}
        fz="sm"
        c="dimmed"
        style={{ cursor: "not-allowed" }}
      >
        <Group gap={4} wrap="nowrap">
          {column.name}
          <IconArrowsSort size={14} opacity={0.15} />
        </Group>
      </UnstyledButton>
    </Tooltip>
  );
}

function SortButton({ column, sort, onSort }: { column: BrowserColumn; sort: string; onSort: (sort: string) => void }) {
  if (!column.sortable) return <UnsortableHeader column={column} />;
  const Icon = sort === `${column.name}:asc` ? IconArrowUp : sort === `${column.name}:desc` ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton onClick={() => onSort(nextSort(sort, column.name))} fw={600} fz="sm" aria-label={`Sort by ${column.name}`}>
      <Group gap={4} wrap="nowrap">
        {column.name}
        <Icon size={14} opacity={Icon === IconArrowsSort ? 0.4 : 1} />
      </Group>
    </UnstyledButton>
  );
}

/**
 * A collection's rows (TanStack Table over the server's pages): the grid's columns with a sticky
 * header, sorting by a header's click and filtering from its menu, both kept in the address; the
 * first cell links to the document (a row's click opens it too).
 */
export function CollectionGrid({ collection, rows, params, onChange }: GridProps) {
  const navigate = useNavigate();
  const sort = params.sort || `${collection.default_sort.column}:${collection.default_sort.direction}`;
  const shown = useMemo(() => collection.columns.filter((column) => column.in_grid), [collection]);
  const columns = useMemo(
    () =>
      helper.columns(
        shown.map((column) =>
          helper.accessor((row) => row.cells[column.name], {
            id: column.name,
            header: column.name,
            cell: (context) => <CellValue value={context.getValue()} kind={column.kind} />,
          }),
        ),
      ),
    [shown],
  );
  const table = useTable({ features, columns, data: rows });

  return (
    <Table.ScrollContainer minWidth={600} maxHeight="70vh">
      <Table stickyHeader striped highlightOnHover aria-label={`${collection.name} rows`}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              <Table.Th>document</Table.Th>
              {group.headers.map((header) => {
                const column = shown.find((each) => each.name === header.column.id)!;
                const direction = sort === `${column.name}:asc` ? "ascending" : sort === `${column.name}:desc` ? "descending" : undefined;
                return (
                  <Table.Th key={header.id} aria-sort={direction}>
                    <Group gap={4} wrap="nowrap">
                      <SortButton column={column} sort={sort} onSort={(next) => onChange({ sort: next })} />
                      <ColumnFilter
                        column={column}
                        active={params.where.some((filter) => filter.column === column.name)}
                        onAdd={(filter) => onChange({ where: [...params.where, filter] })}
                      />
                    </Group>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr
              key={row.original.id}
              style={{ cursor: "pointer" }}
              onClick={() => void navigate(documentLink(collection.name, row.original.id))}
            >
              <Table.Td>
                <Anchor
                  component={Link}
                  to={documentLink(collection.name, row.original.id)}
                  size="sm"
                  onClick={(event) => event.stopPropagation()}
                >
                  {row.original.id.length > 14 ? `${row.original.id.slice(0, 13)}…` : row.original.id}
                </Anchor>
              </Table.Td>
              {row.getAllCells().map((cell) => (
                <Table.Td key={cell.id} maw={320} style={{ overflow: "hidden" }}>
                  <table.FlexRender cell={cell} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
