import { contentJsonSchema } from "@framewise/scene";
import { STORYBOARD_TOOL } from "../../video-studio/planner/llm/plan-with-model.ts";

/** The parameters (JSON Schema) of the tools the product gives models, by tool name. */
const TOOL_SCHEMAS: Record<string, () => Record<string, unknown>> = {
  [STORYBOARD_TOOL]: contentJsonSchema,
};

export const hasToolSchema = (name: string | null): name is string => name !== null && Object.hasOwn(TOOL_SCHEMAS, name);

/** A tool's parameters as the model was given them; undefined for a tool the product does not describe. */
export const toolSchema = (name: string) => (hasToolSchema(name) ? TOOL_SCHEMAS[name]!() : undefined);
