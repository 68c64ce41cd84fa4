import type { ApiTemplate } from "@framewise/contracts";
import { slotProperty, timeline, type Content, type SlotProperty } from "@framewise/scene";
import { z } from "zod";
import { findClientTemplates } from "../client-templates/client-template-queries.ts";
import type { ClientRow } from "../clients/client-queries.ts";
import type { Db } from "../../platform/db/database.ts";
import { timestamp } from "../../kernel/api-schemas.ts";
import { findLayoutDefinitions } from "../../workspace/library/library-queries.ts";

export const apiTemplateSchema = z
  .strictObject({
    id: z.string().describe("What `template` names in `POST /api/v1/client/renders`."),
    name: z.string(),
    template_id: z.string().describe("The library template it is drawn with."),
    aspect_ratio: z.enum(["9:16", "1:1", "16:9", "4:5"]),
    duration_seconds: z.number(),
    variables: z.array(
      z.strictObject({
        name: z.string().describe("The modification key."),
        type: z.enum(["text", "image", "video", "number"]),
        label: z.string().nullable(),
        default: z.string(),
      }),
    ),
    slots: z
      .array(z.strictObject({ name: z.string(), property: z.enum(["text", "source", "items"]), scenes: z.array(z.number()) }))
      .describe("Each slot is filled as `<name>.<property>` in every scene, or `scenes.<n>.<name>.<property>` in one."),
    updated_at: timestamp,
  })
  .meta({ id: "ApiTemplate" }) satisfies z.ZodType<ApiTemplate>;

type LayoutSlots = Map<string, { name: string; kind: Parameters<typeof slotProperty>[2] }[]>;

/** Every slot the document's scenes have or their layouts offer, with what it takes and where. */
function slotsOf(document: Content, layouts: LayoutSlots): ApiTemplate["slots"] {
  const found = new Map<string, { property: SlotProperty; scenes: number[] }>();
  document.scenes.forEach((scene, index) => {
    const offered = layouts.get(scene.layoutId) ?? [];
    const names = new Set([...Object.keys(scene.slots), ...offered.map((slot) => slot.name)]);
    for (const name of names) {
      const property = slotProperty(document, scene.slots[name], offered.find((slot) => slot.name === name)?.kind);
      if (!property) continue;
      const entry = found.get(name) ?? { property, scenes: [] };
      entry.scenes.push(index);
      found.set(name, entry);
    }
  });
  return [...found].map(([name, { property, scenes }]) => ({ name, property, scenes }));
}

/** The client's templates it may render (their library template allowed), with what modifications can address. */
export async function findApiTemplates(db: Db, client: ClientRow): Promise<ApiTemplate[]> {
  const rows = (await findClientTemplates(db, client.id)).filter((row) => client.templateIds.includes(row.document.templateId));
  const layoutIds = [...new Set(rows.flatMap((row) => row.document.scenes.map((scene) => scene.layoutId)))];
  const layouts: LayoutSlots = new Map(
    (layoutIds.length ? await findLayoutDefinitions(db, layoutIds) : []).map((layout) => [layout.id, layout.slots]),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    template_id: row.document.templateId,
    aspect_ratio: row.document.aspectRatio,
    duration_seconds: timeline(row.document).duration,
    variables: Object.entries(row.document.variables).map(([name, variable]) => ({
      name,
      type: variable.type,
      label: variable.label ?? null,
      default: variable.default,
    })),
    slots: slotsOf(row.document, layouts),
    updated_at: row.updatedAt.toISOString(),
  }));
}
