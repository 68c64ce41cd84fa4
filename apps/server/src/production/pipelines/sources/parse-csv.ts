import Papa from "papaparse";
import { checkItemCount, flatFields, itemKey, SourceError, type SourceItem } from "./source-item.ts";

/** Columns tried as the key, in order, when none is configured (case as written in the header). */
const CSV_KEYS = ["id", "guid", "sku", "key", "url", "link"] as const;

/**
 * Reads a CSV file with a header row: each row is an item whose fields are its columns. Keyed by
 * the configured column, else an `id`/`guid`/`sku`/`key`/`url`/`link` column, else a hash of the row.
 */
export function parseCsv(text: string, keyField?: string): SourceItem[] {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (name) => name.trim(),
  });
  const header = parsed.meta.fields ?? [];
  if (!header.length || header.every((name) => !name)) throw new SourceError("The CSV has no header row naming its columns.");
  // A one-column file has no delimiter to detect: that is not a fault.
  const broken = parsed.errors.find((error) => error.type !== "Delimiter");
  if (broken)
    throw new SourceError(`The CSV cannot be read: ${broken.message}${broken.row === undefined ? "" : ` (record ${broken.row + 1})`}.`);
  checkItemCount(parsed.data.length);
  if (keyField && !header.includes(keyField)) throw new SourceError(`The CSV has no "${keyField}" column, the column chosen as the key.`);
  const keys = CSV_KEYS.flatMap((name) => header.filter((column) => column.toLowerCase() === name));
  return parsed.data.map((row) => {
    const fields = flatFields(row);
    return { key: itemKey(fields, keys, keyField), fields };
  });
}
