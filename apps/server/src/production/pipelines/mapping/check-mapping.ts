import { applyRenderModifications, parseModificationKey, type Content, type LayoutSlots, type ModificationTarget } from "@framewise/scene";
import { templateProblem } from "./field-template.ts";
import type { MappingSettings } from "./mapping-settings.ts";

const SAMPLE_SOURCE = "https://example.com/sample.jpg";

/** A value of the right kind for a key, so a dry run tests the key's address rather than the data. */
function sampleValue(template: Content, target: ModificationTarget): unknown {
  if (target.kind === "variable") {
    const type = template.variables[target.name]!.type;
    return type === "image" || type === "video" ? SAMPLE_SOURCE : type === "number" ? "1" : "Sample";
  }
  if (target.kind === "duration") return 4;
  if (target.kind === "slot") return target.property === "source" ? SAMPLE_SOURCE : target.property === "items" ? ["Sample"] : "Sample";
  if (target.field === "title") return "Sample";
  return target.field.endsWith("source") || target.field.endsWith("logo") ? SAMPLE_SOURCE : undefined;
}

/**
 * Checks a mapping against its client template before it is saved: every key must address a
 * variable, slot or field the template has, with a value of its kind, and every value must be a
 * readable `{{field}}` template. Answers problems by field path (`mapping.modifications.<key>`).
 */
export function checkMapping(template: Content, mapping: MappingSettings, layoutSlots?: LayoutSlots): Record<string, string> {
  const problems: Record<string, string> = {};
  if (mapping.kind === "planner") {
    const problem = templateProblem(mapping.prompt);
    if (problem) problems["mapping.prompt"] = `The prompt ${problem}.`;
    return problems;
  }
  for (const [key, value] of Object.entries(mapping.modifications)) {
    const path = `mapping.modifications.${key}`;
    const syntax = templateProblem(value);
    const target = parseModificationKey(template, key);
    if (syntax) problems[path] = `The value ${syntax}.`;
    else if (typeof target === "string") problems[path] = `"${key}" ${target}.`;
    else {
      const sample = sampleValue(template, target);
      if (sample === undefined) continue;
      const [problem] = applyRenderModifications(template, { [key]: sample }, { layoutSlots }).problems;
      if (problem) problems[path] = `"${key}" ${problem.message}.`;
    }
  }
  return problems;
}
