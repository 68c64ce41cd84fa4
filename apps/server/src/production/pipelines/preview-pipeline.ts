import type { Content } from "@framewise/scene";
import { z } from "zod";
import { findClientTemplate } from "../client-templates/client-template-queries.ts";
import { documentLayoutSlots } from "../../video-studio/content/layout-slots.ts";
import { DomainError } from "../../kernel/errors.ts";
import { DraftError, itemDocument } from "./item-document.ts";
import { checkMapping } from "./mapping/check-mapping.ts";
import { mappingSettingsSchema } from "./mapping/mapping-settings.ts";
import type { PipelineDeps } from "./pipeline-deps.ts";
import { readSource } from "./sources/read-source.ts";
import { SourceError, type SourceItem } from "./sources/source-item.ts";
import { sourceSettingsSchema } from "./sources/source-settings.ts";

export const previewBody = z.strictObject({
  client_id: z.string().min(1).max(64),
  source: sourceSettingsSchema,
  client_template_id: z.string().min(1).max(64).optional(),
  mapping: mappingSettingsSchema.optional(),
  limit: z.number().int().min(1).max(10).default(4),
});
export type PreviewBody = z.infer<typeof previewBody>;

export interface PreviewItem {
  key: string;
  fields: Record<string, string>;
  /** The storyboard the item would make, when a template and mapping were given and it fits. */
  document: Content | null;
  problem: string | null;
}

/**
 * The wizard's test fetch and live preview: reads the source now (nothing is stored), answers
 * how many items it holds and the first few, each with the storyboard the mapping would make of
 * it, so the screen draws thumbnails with the shared renderer. An unreadable source is 422 with the reason.
 */
export async function previewPipeline(
  deps: PipelineDeps,
  clientAccount: { accountUserId: string; brandKit: Content["brandKit"] | null },
  body: PreviewBody,
) {
  let items: SourceItem[];
  try {
    items = await readSource(body.source, { allowLoopbackForTests: deps.allowLoopbackForTests });
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    throw new DomainError("unprocessable", "source_unreadable", error.message, { source: error.message });
  }
  const template = body.client_template_id ? await findClientTemplate(deps.db, body.client_id, body.client_template_id) : undefined;
  if (body.client_template_id && !template)
    throw new DomainError("unprocessable", "invalid_pipeline", "The client has no template with this id.", {
      client_template_id: "Not one of the client's templates.",
    });
  const layoutSlots = template && (await documentLayoutSlots(deps.db, template.document));
  const mappingProblems = template && layoutSlots && body.mapping ? checkMapping(template.document, body.mapping, layoutSlots) : {};
  const settings =
    template && layoutSlots && body.mapping && !Object.keys(mappingProblems).length
      ? { mapping: body.mapping, template: template.document, layoutSlots, ...clientAccount }
      : undefined;
  const previews: PreviewItem[] = [];
  for (const item of items.slice(0, body.limit)) {
    const drafted = settings
      ? await itemDocument(deps, settings, item.fields).catch((error: unknown) => {
          if (error instanceof DraftError) return error;
          throw error;
        })
      : undefined;
    previews.push({
      ...item,
      document: drafted && !(drafted instanceof DraftError) ? drafted.document : null,
      problem: drafted instanceof DraftError ? drafted.message : null,
    });
  }
  return { total: items.length, fields: fieldNames(items), items: previews, mappingProblems };
}

/** Every field name the items have, in the order first seen: what the mapping can pick from. */
const fieldNames = (items: SourceItem[]) => [...new Set(items.slice(0, 200).flatMap((item) => Object.keys(item.fields)))];
