import { z } from "zod";
import { contentSchema } from "./content.ts";
import { layoutSchema } from "./layout.ts";

/**
 * The content document as JSON Schema (draft 2020-12), for LLM function calling and API docs.
 * Checks zod cannot express in JSON Schema (unique ids, defined variables) run at validation.
 */
export function contentJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(contentSchema, { io: "input", unrepresentable: "any" });
}

/** A layout definition as JSON Schema, for the layout generator's function calling. */
export function layoutJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(layoutSchema, { io: "input", unrepresentable: "any" });
}
