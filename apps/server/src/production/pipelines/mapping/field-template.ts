/**
 * The mapping's tiny template syntax: `{{field}}` is the item's field (empty when it has none),
 * `{{field|fallback}}` the fallback when the field is empty; everything else is kept as written.
 * No logic, loops or escapes: a feed's data never runs.
 */
const PLACEHOLDER = /\{\{\s*([^{}|]+?)\s*(?:\|([^{}]*))?\}\}/g;

/** The text with each placeholder replaced by the item's field. */
export function fillTemplate(template: string, fields: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (_, name: string, fallback: string | undefined) => fields[name] || (fallback ?? "")).trim();
}

/** The field names a template reads, in order, each once. */
export function templateFields(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** Why a template cannot be read (an unclosed or stray brace pair), or undefined when it can. */
export function templateProblem(template: string): string | undefined {
  const rest = template.replace(PLACEHOLDER, "");
  if (rest.includes("{{") || rest.includes("}}")) return "has a {{ without its }} (write {{field}} or {{field|fallback}})";
  return undefined;
}
