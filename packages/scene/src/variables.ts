import type { Content, SlotValue } from "./content.ts";

export class UnknownVariableError extends Error {
  readonly names: string[];
  constructor(names: string[]) {
    super(`Unknown variable${names.length > 1 ? "s" : ""}: ${names.join(", ")}`);
    this.name = "UnknownVariableError";
    this.names = names;
  }
}

/**
 * Fills a document's variables with data ("modifications", as Creatomate and Shotstack call
 * them): the public API and pipelines render one template many times this way. Unknown names
 * are an error, so a typo never renders a video with the default silently.
 */
export function applyModifications(content: Content, modifications: Record<string, string | number>): Content {
  const unknown = Object.keys(modifications).filter((name) => !Object.hasOwn(content.variables, name));
  if (unknown.length) throw new UnknownVariableError(unknown);
  const variables = Object.fromEntries(
    Object.entries(content.variables).map(([name, variable]) => [
      name,
      Object.hasOwn(modifications, name) ? { ...variable, default: String(modifications[name]) } : variable,
    ]),
  );
  return { ...content, variables };
}

/** A slot's value with any variable binding replaced by the variable's current value. */
export function resolveSlot(content: Content, value: SlotValue | undefined): SlotValue | undefined {
  if (!value || !("variable" in value)) return value;
  const variable = content.variables[value.variable];
  if (!variable) return undefined;
  if (variable.type === "image" || variable.type === "video") return variable.default ? { src: variable.default } : undefined;
  return { text: variable.default };
}
