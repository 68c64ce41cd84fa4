import { readFileSync } from "node:fs";

/**
 * A ComfyUI workflow in its API format (`{ nodeId: { class_type, inputs } }`) with named inputs:
 * any input value `"{{name}}"` is replaced by that input's value (a number stays a number), and
 * `{{name}}` inside a longer text by its text. The names: prompt, negative, seed, width, height,
 * count, steps, cfg, checkpoint, reference, image, mask.
 */
export type Workflow = Record<string, { class_type: string; inputs: Record<string, unknown>; _meta?: unknown }>;
export type WorkflowInputs = Partial<Record<WorkflowInput, string | number>>;
export const WORKFLOW_INPUTS = [
  "prompt",
  "negative",
  "seed",
  "width",
  "height",
  "count",
  "steps",
  "cfg",
  "checkpoint",
  "reference",
  "image",
  "mask",
] as const;
export type WorkflowInput = (typeof WORKFLOW_INPUTS)[number];

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The shipped workflow (`text-to-image` or `inpainting`, beside this file), or the file configuration names. */
export function loadWorkflow(file: string | undefined, shipped: "text-to-image" | "inpainting"): Workflow {
  const path = file ?? new URL(`./${shipped}.json`, import.meta.url);
  let workflow: unknown;
  try {
    workflow = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(`The ComfyUI workflow ${String(path)} could not be read: ${(error as Error).message}`);
  }
  const nodes = Object.values(workflow as object);
  if (!nodes.length || !nodes.every((node) => typeof node === "object" && node && "class_type" in node && "inputs" in node))
    throw new Error(`The ComfyUI workflow ${String(path)} is not in ComfyUI's API format (export it with "Save (API Format)")`);
  return workflow as Workflow;
}

/** The named inputs a workflow uses. */
export function workflowInputs(workflow: Workflow): Set<string> {
  const names = new Set<string>();
  for (const node of Object.values(workflow))
    for (const value of Object.values(node.inputs))
      if (typeof value === "string") for (const match of value.matchAll(PLACEHOLDER)) names.add(match[1]!);
  return names;
}

/** A copy of the workflow with its named inputs filled in; a name without a value is an error in the workflow. */
export function fillWorkflow(workflow: Workflow, values: WorkflowInputs): Workflow {
  const valueOf = (name: string) => {
    const value = values[name as WorkflowInput];
    if (value === undefined) throw new Error(`The ComfyUI workflow asks for "{{${name}}}", which this request has no value for`);
    return value;
  };
  const filled: Workflow = {};
  for (const [id, node] of Object.entries(workflow)) {
    const inputs: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node.inputs)) {
      if (typeof value !== "string") inputs[key] = value;
      else {
        const whole = /^\{\{(\w+)\}\}$/.exec(value);
        inputs[key] = whole ? valueOf(whole[1]!) : value.replace(PLACEHOLDER, (_, name: string) => String(valueOf(name)));
      }
    }
    filled[id] = { ...node, inputs };
  }
  return filled;
}
