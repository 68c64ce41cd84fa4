import type { ClientTemplateInfo } from "@framewise/contracts";
import type { Content } from "@framewise/scene";
import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";
import type { ClientTemplateRow } from "./client-template-queries.ts";

export const clientTemplateSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  template_id: z.string().describe("The library template its document uses."),
  aspect_ratio: z.string(),
  document: z.record(z.string(), z.unknown()).describe("The content document (`@framewise/scene`'s Content) modifications fill."),
  created_at: timestamp,
  updated_at: timestamp,
}) satisfies z.ZodType<ClientTemplateInfo>;

export const clientTemplateView = (row: ClientTemplateRow): ClientTemplateInfo<Content> => ({
  id: row.id,
  name: row.name,
  template_id: row.document.templateId,
  aspect_ratio: row.document.aspectRatio,
  document: row.document,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
