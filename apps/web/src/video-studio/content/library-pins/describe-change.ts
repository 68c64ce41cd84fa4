import type { LibraryUpdate } from "@framewise/contracts";

type Change = LibraryUpdate["changes"][number];

const shown = (value: unknown): string => {
  if (value === undefined) return "nothing";
  if (typeof value === "string") return value.length > 40 ? `“${value.slice(0, 39)}…”` : `“${value}”`;
  if (typeof value === "number" || typeof value === "boolean" || value === null) return String(value);
  return Array.isArray(value) ? `a list of ${value.length}` : "a group of settings";
};

/** A change at a JSON Pointer in words: "palette › background: “#111111” → “#123456”". Pure. */
export function describeChange(change: Change): string {
  const where = change.path
    .split("/")
    .slice(1)
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .map((part) => (/^\d+$/.test(part) ? `#${Number(part) + 1}` : part))
    .join(" › ");
  if (change.kind === "added") return `${where}: added ${shown(change.after)}`;
  if (change.kind === "removed") return `${where}: removed (was ${shown(change.before)})`;
  return `${where}: ${shown(change.before)} → ${shown(change.after)}`;
}
