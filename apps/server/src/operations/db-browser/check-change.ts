import { jsonPointer } from "@framewise/scene";
import { DomainError } from "../../kernel/errors.ts";
import { visibleColumn, type BrowserColumn, type Collection } from "./collection.ts";

const refuse = (code: string, name: string, message: string) => new DomainError("invalid", code, message, { [name]: message });

/** The column an edit names, if staff may change it: a hidden, unknown or guarded one is a 400 naming it. */
export function editableColumn(collection: Collection, name: string): BrowserColumn {
  const column = visibleColumn(collection, name);
  if (!column) throw refuse("read_only_field", name, `${name} cannot be changed in the browser.`);
  if (!column.edit) throw refuse("read_only_field", name, `${name} is read-only: ${column.readOnly}`);
  return column;
}

/** The value as the field's schema reads it; its problems answer 400 at their paths (`document/scenes/0/duration`). */
export function checkChange(collection: Collection, name: string, value: unknown): unknown {
  const column = editableColumn(collection, name);
  const parsed = column.edit!.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues.slice(0, 50)) fields[`${name}${jsonPointer(issue.path)}`] ??= issue.message;
  throw new DomainError("invalid", "invalid_request", `${name} is not valid.`, fields);
}
