import { Code, Group, Spoiler, Stack, Text } from "@mantine/core";
import { useMemo } from "react";
import { diffLines, type DiffLine, type TextPart } from "./json-diff";

/** A row as the diff shows it: any JSON object. */
type RowState = Record<string, unknown>;

const ADDED = { background: "var(--mantine-color-green-light)", color: "var(--mantine-color-green-light-color)" };
const REMOVED = {
  background: "var(--mantine-color-red-light)",
  color: "var(--mantine-color-red-light-color)",
  textDecoration: "line-through",
};

/** A value as it reads in the diff: text as it is, anything else as JSON (objects indented, long ones folded). */
function Value({ value, style }: { value: unknown; style: React.CSSProperties }) {
  if (typeof value === "string" && value.length <= 200 && !value.includes("\n"))
    return (
      <Text span ff="monospace" size="sm" px={4} style={{ ...style, borderRadius: 4, wordBreak: "break-word" }}>
        {value === "" ? "(empty)" : value}
      </Text>
    );
  const json = typeof value === "string" ? value : JSON.stringify(value, null, 2);
  return (
    <Spoiler maxHeight={160} showLabel="Show all" hideLabel="Show less">
      <Code block style={{ ...style, whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
        {json}
      </Code>
    </Spoiler>
  );
}

function TextDiff({ parts }: { parts: TextPart[] }) {
  return (
    <Text size="sm" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
      {parts.map((part, index) =>
        part.op === "same" ? (
          <span key={index}>{part.text}</span>
        ) : part.op === "added" ? (
          <ins key={index} style={{ ...ADDED, textDecoration: "none" }} aria-label={`added: ${part.text}`}>
            {part.text}
          </ins>
        ) : (
          <del key={index} style={REMOVED} aria-label={`removed: ${part.text}`}>
            {part.text}
          </del>
        ),
      )}
    </Text>
  );
}

function Line({ line }: { line: DiffLine }) {
  const body =
    line.kind === "text" ? (
      <TextDiff parts={line.parts} />
    ) : line.kind === "changed" ? (
      <Group gap={6} wrap="wrap">
        <Value value={line.before} style={REMOVED} />
        <Text span c="dimmed" aria-hidden>
          →
        </Text>
        <Value value={line.after} style={ADDED} />
      </Group>
    ) : line.kind === "added" ? (
      <Value value={line.value} style={ADDED} />
    ) : line.kind === "removed" ? (
      <Value value={line.value} style={REMOVED} />
    ) : (
      <Text size="sm" c="dimmed">
        moved from position {line.from + 1} to {line.to + 1}
      </Text>
    );
  return (
    <div role="listitem" aria-label={`${line.path || "row"}: ${line.kind}`}>
      <Text size="xs" c="dimmed" ff="monospace">
        {line.path || "(row)"}
      </Text>
      {body}
    </div>
  );
}

/**
 * A readable diff of a change: each changed path with its old and new value, long text as a word
 * diff, created and deleted rows as their fields added or removed. Colours come from Mantine's
 * light variants, so it reads in light and dark schemes alike.
 */
export function ChangeDiff({ before, after }: { before: RowState | null; after: RowState | null }) {
  const lines = useMemo(() => diffLines(before, after), [before, after]);
  if (!lines.length)
    return (
      <Text size="sm" c="dimmed">
        No recorded difference.
      </Text>
    );
  return (
    <Stack gap="xs" role="list" aria-label="Changes">
      {lines.map((line, index) => (
        <Line key={`${line.path}:${index}`} line={line} />
      ))}
    </Stack>
  );
}
