import { JsonInput, NumberInput, Select, Switch, TagsInput, Textarea, TextInput } from "@mantine/core";
import type { BrowserColumn } from "./db-browser-api";

interface FieldInputProps {
  column: BrowserColumn;
  /** JSON columns are edited as text (parsed on save); others as their value. */
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  label?: string;
}

/** The input for one editable column, by its kind: a switch, a list of choices, a number, tags, JSON text or text. */
export function FieldInput({ column, value, onChange, error, label = column.name }: FieldInputProps) {
  const common = { label, error, required: !column.nullable };
  if (column.kind === "boolean")
    return <Switch label={label} checked={value === true} onChange={(event) => onChange(event.currentTarget.checked)} error={error} />;
  if (column.enum_values)
    return (
      <Select {...common} data={column.enum_values} value={(value as string | null) ?? null} onChange={onChange} allowDeselect={false} />
    );
  if (column.kind === "number")
    return (
      <NumberInput
        {...common}
        value={typeof value === "number" ? value : ""}
        onChange={(next) => onChange(next === "" ? null : Number(next))}
      />
    );
  if (column.kind === "array") return <TagsInput {...common} value={Array.isArray(value) ? (value as string[]) : []} onChange={onChange} />;
  if (column.kind === "json")
    return (
      <JsonInput
        {...common}
        value={typeof value === "string" ? value : ""}
        onChange={onChange}
        validationError="Not valid JSON"
        formatOnBlur
        rows={16}
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
      />
    );
  const text = typeof value === "string" ? value : "";
  if (text.length > 80 || text.includes("\n"))
    return <Textarea {...common} value={text} onChange={(event) => onChange(event.currentTarget.value)} rows={4} />;
  return <TextInput {...common} value={text} onChange={(event) => onChange(event.currentTarget.value)} />;
}
