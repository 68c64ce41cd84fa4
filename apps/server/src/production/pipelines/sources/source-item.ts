import { createHash } from "node:crypto";

/** One item of a source: a stable key (its id, GUID or link) and a flat record of text fields. */
export interface SourceItem {
  key: string;
  fields: Record<string, string>;
}

/** What one read of a source may hold: more is refused rather than cut, so no item is lost silently. */
export const SOURCE_LIMITS = { items: 5000, fieldsPerItem: 100, fieldLength: 10_000, keyLength: 500, fieldName: 100 } as const;

/** A source that cannot be read: the message says what is wrong with it, for the run's log and the wizard. */
export class SourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SourceError";
  }
}

/** Values of a parsed document as text: numbers and booleans as written, nested and empty values left out. */
function asText(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim() || undefined;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return undefined;
}

/** Drops empty fields, cuts each to its length limit and keeps at most the limit of fields. */
export function flatFields(entries: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(entries)) {
    const text = asText(value);
    if (text === undefined || name.length > SOURCE_LIMITS.fieldName) continue;
    if (Object.keys(fields).length >= SOURCE_LIMITS.fieldsPerItem) break;
    fields[name] = text.slice(0, SOURCE_LIMITS.fieldLength);
  }
  return fields;
}

/**
 * The item's key: the configured field when one is set, else the first of `candidates` present,
 * else a hash of all its fields (the same row always hashes the same). Keys past the limit are hashed too.
 */
export function itemKey(fields: Record<string, string>, candidates: readonly string[], keyField?: string): string {
  if (keyField) {
    const value = fields[keyField];
    if (!value) throw new SourceError(`An item has no "${keyField}", the field chosen as its key.`);
    return boundedKey(value);
  }
  const found = candidates.map((name) => fields[name]).find((value) => value);
  return boundedKey(found ?? `sha256:${hashFields(fields)}`);
}

const boundedKey = (key: string) =>
  key.length > SOURCE_LIMITS.keyLength ? `sha256:${createHash("sha256").update(key).digest("hex")}` : key;

function hashFields(fields: Record<string, string>): string {
  const sorted = Object.keys(fields)
    .sort()
    .map((name) => [name, fields[name]]);
  return createHash("sha256").update(JSON.stringify(sorted)).digest("hex");
}

/** Refuses a source with more items than one read may hold. */
export function checkItemCount(count: number): void {
  if (count > SOURCE_LIMITS.items)
    throw new SourceError(`The source has ${count} items; a pipeline reads at most ${SOURCE_LIMITS.items} at a time.`);
}

/** Text of an HTML fragment (feed descriptions): tags dropped, common entities decoded, white space folded. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<br\s*\/?>|<\/p>/gi, "\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/[ \t\f\v\u00a0]+/g, " ")
    .replace(/ *\n[\s]*/g, "\n")
    .trim();
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
