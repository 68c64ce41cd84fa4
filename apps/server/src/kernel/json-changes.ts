import { z } from "zod";

/** One difference between two JSON values, at a JSON Pointer path. */
export interface JsonChange {
  path: string;
  kind: "added" | "removed" | "changed";
  before?: unknown;
  after?: unknown;
}

/** A `JsonChange` on the wire. */
export const jsonChangeSchema = z.strictObject({
  path: z.string().describe("A JSON Pointer into the definition."),
  kind: z.enum(["added", "removed", "changed"]),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const pointer = (path: string, key: string | number) => `${path}/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`;

/**
 * Where two JSON documents differ, leaf by leaf (objects by key, arrays by index), at most `limit`
 * changes: what the versions page lists beside its side-by-side view. Pure.
 */
export function jsonChanges(before: unknown, after: unknown, limit = 500, path = ""): JsonChange[] {
  const changes: JsonChange[] = [];
  const walk = (a: unknown, b: unknown, at: string) => {
    if (changes.length >= limit) return;
    if (isObject(a) && isObject(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        if (!(key in b)) changes.push({ path: pointer(at, key), kind: "removed", before: a[key] });
        else if (!(key in a)) changes.push({ path: pointer(at, key), kind: "added", after: b[key] });
        else walk(a[key], b[key], pointer(at, key));
      }
    } else if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.max(a.length, b.length); i++) {
        if (i >= b.length) changes.push({ path: pointer(at, i), kind: "removed", before: a[i] });
        else if (i >= a.length) changes.push({ path: pointer(at, i), kind: "added", after: b[i] });
        else walk(a[i], b[i], pointer(at, i));
      }
    } else if (JSON.stringify(a) !== JSON.stringify(b)) changes.push({ path: at, kind: "changed", before: a, after: b });
  };
  walk(before, after, path);
  return changes.slice(0, limit);
}
