import type { LibraryKind } from "@framewise/contracts";
import { frameContrastFindings, overflowFindings, type MeasureText, type PixelFrame } from "@framewise/renderer";
import {
  safeAreaFindings,
  validateLayout,
  validateTemplate,
  type AspectRatio,
  type CheckFinding,
  type Layout,
  type Template,
} from "@framewise/scene";
import type { StoredChecks } from "../../platform/db/library-studio-schema.ts";
import { checkKey, checklistAspects } from "./checklist-aspects.ts";

type Failures = StoredChecks["failures"];
/** What the checks are run against: the published library (a layout is checked under templates, a template with its layouts). */
export interface PublishedLibrary {
  templates: Template[];
  layouts: Layout[];
}

const add = (failures: Failures, check: string, findings: CheckFinding[], template?: string) => {
  for (const finding of findings) {
    const key = checkKey(check, finding.aspect!);
    (failures[key] ??= []).push({ element: finding.element, template, message: finding.message });
  }
};

/** How the checks see a layout: text measured, and the frames behind its words drawn, by the host's renderer. */
export interface CheckTools {
  measure: MeasureText;
  backdrops: (layout: Layout, template: Template, aspect: AspectRatio) => PixelFrame[];
}

/** Runs the overflow, safe-area and contrast checks of each layout under each template in each of the aspects. */
function checkPairs(pairs: { template: Template; layout: Layout }[], aspects: string[], tools: CheckTools, failures: Failures) {
  for (const { template, layout } of pairs)
    for (const aspect of layout.aspectRatios.filter((ratio) => aspects.includes(ratio))) {
      add(failures, "text_fits", overflowFindings(layout, template, aspect, tools.measure), template.id);
      add(failures, "contrast", frameContrastFindings(layout, template, aspect, tools.backdrops(layout, template, aspect)), template.id);
    }
  const layouts = new Map(pairs.map(({ layout }) => [layout.id, layout]));
  for (const layout of layouts.values())
    for (const aspect of layout.aspectRatios.filter((ratio) => aspects.includes(ratio)))
      add(failures, "safe_areas", safeAreaFindings(layout, aspect));
}

/**
 * The automatic half of a version's checklist, in every aspect it is checked in: schema-valid,
 * text fits (the longest allowed text, fuzzed), safe areas and contrast (on rendered frames). A
 * layout is checked under every published template that offers it (else the first published
 * template); a template with each layout it offers. Pure but for the clock and the tools: the
 * caller stores the answer.
 */
export function runAutomaticChecks(kind: LibraryKind, definition: unknown, library: PublishedLibrary, tools: CheckTools): StoredChecks {
  const started = performance.now();
  const aspects = checklistAspects(kind, definition);
  const failures: Failures = {};
  const schemaFailure = (message: string, element?: string) => {
    for (const aspect of aspects) (failures[checkKey("schema_valid", aspect)] ??= []).push({ element, message });
  };
  let pairs: { template: Template; layout: Layout }[] = [];
  if (kind === "layout") {
    const layout = validateLayout(definition);
    if (!layout.ok) for (const error of layout.errors) schemaFailure(`${error.path || "/"} ${error.message}`);
    else {
      const offering = library.templates.filter((template) => template.layouts.includes(layout.value.id));
      const templates = offering.length ? offering : library.templates.slice(0, 1);
      pairs = templates.map((template) => ({ template, layout: layout.value }));
    }
  } else {
    const template = validateTemplate(definition);
    if (!template.ok) for (const error of template.errors) schemaFailure(`${error.path || "/"} ${error.message}`);
    else {
      const published = new Map(library.layouts.map((layout) => [layout.id, layout]));
      for (const id of template.value.layouts.filter((layoutId) => !published.has(layoutId)))
        schemaFailure(`offers the layout "${id}", which is not published`);
      pairs = template.value.layouts.flatMap((id) => (published.has(id) ? [{ template: template.value, layout: published.get(id)! }] : []));
    }
  }
  if (!pairs.length && !Object.keys(failures).length) schemaFailure("nothing to check it with: no published template or layout");
  if (Object.keys(failures).length && !pairs.length)
    for (const aspect of aspects)
      for (const check of ["text_fits", "safe_areas", "contrast"])
        failures[checkKey(check, aspect)] = [{ message: "not checked: the definition is not valid" }];
  checkPairs(pairs, aspects, tools, failures);
  return {
    ranAt: new Date().toISOString(),
    failures,
    checkedWith: [...new Set(pairs.map((pair) => (kind === "layout" ? pair.template.id : pair.layout.id)))],
    durationMs: Math.round((performance.now() - started) * 10) / 10,
  };
}
