import { LIMITS, type Content, type LayoutSlots } from "@framewise/scene";
import { documentLayoutSlots } from "../../video-studio/content/layout-slots.ts";
import type { Db } from "../../platform/db/database.ts";
import type { PlannerKind } from "../../video-studio/planner/planner.ts";
import type { PipelineDeps } from "./pipeline-deps.ts";
import type { PipelineContext } from "./pipeline-queries.ts";
import { fillTemplate } from "./mapping/field-template.ts";
import { mapItem } from "./mapping/map-item.ts";
import type { MappingSettings } from "./mapping/mapping-settings.ts";

/** Why an item could not become a storyboard: shown on the item and in the run's log. */
export class DraftError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DraftError";
  }
}

/** The item's own title names its video, unless the mapping sets the title. */
const titled = (document: Content, fields: Record<string, string>, mapping: Record<string, string>): Content =>
  mapping.title === undefined && fields.title ? { ...document, title: fields.title.slice(0, LIMITS.nameLength) } : document;

/**
 * What drafting needs of a pipeline: its mapping, its client template's document and the slots
 * its layouts offer (a mapping key may fill a slot the template leaves empty), the client's
 * account and brand kit.
 */
export interface DraftSettings {
  mapping: MappingSettings;
  template: Content;
  layoutSlots: LayoutSlots;
  accountUserId: string;
  brandKit: Content["brandKit"] | null;
}

/** Read once per run: the template's layouts do not change while it drafts. */
export const draftSettings = async (db: Db, pipeline: PipelineContext): Promise<DraftSettings> => ({
  mapping: pipeline.mapping as MappingSettings,
  template: pipeline.template.document,
  layoutSlots: await documentLayoutSlots(db, pipeline.template.document),
  accountUserId: pipeline.client.accountUserId,
  brandKit: pipeline.client.brandKit,
});

/**
 * One item's storyboard in the client's template: the mapping's modifications applied to the
 * template document, or the planner's storyboard from the item's prompt in the template's style
 * and aspect ratio. The client's brand kit dresses it where the template sets none.
 */
export async function itemDocument(
  deps: Pick<PipelineDeps, "planner">,
  settings: DraftSettings,
  fields: Record<string, string>,
): Promise<{ document: Content; planner: PlannerKind | null }> {
  const { mapping, template } = settings;
  const brandKit = template.brandKit ?? settings.brandKit ?? undefined;
  if (mapping.kind === "planner") {
    const prompt = fillTemplate(mapping.prompt, fields);
    if (!prompt) throw new DraftError("The item has none of the fields the planner's prompt uses.");
    const planned = await deps.planner.plan(
      settings.accountUserId,
      { from: "prompt", prompt },
      { aspectRatio: template.aspectRatio, templateId: template.templateId },
    );
    return { document: { ...planned.document, brandKit: planned.document.brandKit ?? brandKit }, planner: planned.planner };
  }
  const mapped = mapItem(template, mapping.modifications, fields, settings.layoutSlots);
  if (!mapped.ok) throw new DraftError(mapped.problems.map((problem) => `${problem.path}: ${problem.message}`).join("; "));
  return { document: titled({ ...mapped.document, brandKit }, fields, mapping.modifications), planner: null };
}
