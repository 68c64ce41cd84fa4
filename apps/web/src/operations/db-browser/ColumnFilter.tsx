import { ActionIcon, Button, Popover, Select, Stack, TextInput } from "@mantine/core";
import { IconFilter } from "@tabler/icons-react";
import { useState } from "react";
import { OPERATOR_LABELS, type RowFilter } from "./browser-params";
import type { BrowserColumn, FilterOperator } from "./db-browser-api";

const PLACEHOLDERS: Partial<Record<BrowserColumn["kind"], string>> = { timestamp: "2026-11-01 or 2026-11-01T10:00Z", number: "42" };

/** A column's filter menu: one of the operators its kind takes and a value; each filter added shows as a pill above the grid. */
export function ColumnFilter({ column, active, onAdd }: { column: BrowserColumn; active: boolean; onAdd: (filter: RowFilter) => void }) {
  const [opened, setOpened] = useState(false);
  const [op, setOp] = useState<FilterOperator>(column.operators[0]!);
  const [value, setValue] = useState("");
  const choices = column.kind === "boolean" ? ["true", "false"] : op === "eq" ? column.enum_values : null;
  const needsValue = op !== "empty";

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    if (needsValue && value === "") return;
    onAdd({ column: column.name, op, value: needsValue ? value : "" });
    setValue("");
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom-start" withArrow>
      <Popover.Target>
        <ActionIcon
          variant={active ? "light" : "subtle"}
          color={active ? "blue" : "gray"}
          size="sm"
          aria-label={`Filter ${column.name}`}
          onClick={() => setOpened((open) => !open)}
        >
          <IconFilter size={14} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={add} aria-label={`Filter ${column.name}`}>
          <Stack gap="xs" w={240}>
            <Select
              label="Operator"
              data={column.operators.map((each) => ({ value: each, label: OPERATOR_LABELS[each] }))}
              value={op}
              onChange={(next) => next && setOp(next)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
            {needsValue &&
              (choices ? (
                <Select
                  label="Value"
                  data={choices}
                  value={value || null}
                  onChange={(next) => setValue(next ?? "")}
                  comboboxProps={{ withinPortal: false }}
                />
              ) : (
                <TextInput
                  label="Value"
                  placeholder={PLACEHOLDERS[column.kind]}
                  value={value}
                  onChange={(event) => setValue(event.currentTarget.value)}
                />
              ))}
            <Button type="submit" size="xs" disabled={needsValue && value === ""}>
              Add filter
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
