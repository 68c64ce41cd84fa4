import { Code, Text } from "@mantine/core";
import type { ColumnKind } from "./db-browser-api";

const LONG = 48;

/** One grid cell: nulls dimmed, times in short form with the exact value on hover, long text and JSON cut with the preview on hover. */
export function CellValue({ value, kind }: { value: unknown; kind: ColumnKind }) {
  if (value === null || value === undefined)
    return (
      <Text span c="dimmed" size="sm">
        null
      </Text>
    );
  if (kind === "timestamp" && typeof value === "string")
    return (
      <Text span size="sm" title={value} style={{ whiteSpace: "nowrap" }}>
        {value.slice(0, 19).replace("T", " ")}
      </Text>
    );
  const scalar = typeof value === "string" || typeof value === "number" || typeof value === "boolean";
  const text = scalar ? String(value) : Array.isArray(value) ? value.join(", ") : JSON.stringify(value);
  const short = text.length > LONG ? `${text.slice(0, LONG)}…` : text;
  if (kind === "json") return <Code title={text}>{short}</Code>;
  return (
    <Text span size="sm" title={text.length > LONG ? text : undefined} style={{ whiteSpace: "nowrap" }}>
      {short}
    </Text>
  );
}
