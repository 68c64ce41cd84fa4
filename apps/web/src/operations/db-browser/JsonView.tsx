import { Box, Code } from "@mantine/core";

const OPEN_DEPTH = 2;

/** A JSON value, formatted, its objects and arrays folding (open to two levels): native disclosure, so keyboards work. */
export function JsonView({ value, name, depth = 0 }: { value: unknown; name?: string; depth?: number }) {
  const label = name === undefined ? null : <Code fw={600}>{name}:</Code>;
  if (value === null || typeof value !== "object")
    return (
      <Box pl={depth ? "md" : 0} ff="monospace" fz="sm">
        {label} {JSON.stringify(value)}
      </Box>
    );
  const entries = Array.isArray(value)
    ? (value as unknown[]).map((item, index) => [String(index), item] as const)
    : Object.entries(value as Record<string, unknown>);
  const summary = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`;
  return (
    <Box component="details" open={depth < OPEN_DEPTH} pl={depth ? "md" : 0} ff="monospace" fz="sm">
      <summary>
        {label} {summary}
      </summary>
      {entries.map(([key, item]) => (
        <JsonView key={key} name={key} value={item} depth={depth + 1} />
      ))}
    </Box>
  );
}
