import { z } from "zod";
import { contentSchema } from "./content.ts";

/**
 * The content document as JSON Schema (draft 2020-12), for LLM function calling and API docs.
 * Checks zod cannot express in JSON Schema (unique ids, defined variables) run at validation.
 */
export function contentJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(contentSchema, { io: "input", unrepresentable: "any" });
}
