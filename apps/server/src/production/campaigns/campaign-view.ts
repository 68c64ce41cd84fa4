import {
  API_RENDER_STATUSES,
  type CampaignField,
  type CampaignInfo,
  type CampaignRender,
  type MemberCampaignDetail,
  type MemberCampaignSummary,
} from "@framewise/contracts";
import type { Content } from "@framewise/scene";
import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";
import type { RenderRow } from "../../video-studio/renders/render-queries.ts";
import type { CampaignRow, MemberCampaign } from "./campaign-queries.ts";
import { FIELD_MAX_LENGTH } from "./campaign-values.ts";

export const campaignSchema = z.strictObject({
  id: z.string(),
  client_template_id: z.string(),
  name: z.string(),
  variables: z.array(z.string()),
  active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
}) satisfies z.ZodType<CampaignInfo>;

export const campaignView = (row: CampaignRow): CampaignInfo => ({
  id: row.id,
  client_template_id: row.clientTemplateId,
  name: row.name,
  variables: row.variables,
  active: row.active,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const memberCampaignSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  client: z.strictObject({ id: z.string(), name: z.string() }),
}) satisfies z.ZodType<MemberCampaignSummary>;

const fieldSchema = z.strictObject({
  name: z.string(),
  type: z.enum(["text", "number", "image", "video"]),
  label: z.string(),
  default: z.string(),
  max_length: z.number().nullable(),
  options: z.array(z.string()).nullable().describe("The values a choice field takes; null for free fields."),
}) satisfies z.ZodType<CampaignField>;

export const memberCampaignDetailSchema = memberCampaignSchema.extend({
  fields: z.array(fieldSchema),
  document: z
    .record(z.string(), z.unknown())
    .describe("The template's document (`@framewise/scene`'s Content), for the page's live preview."),
});

export const memberCampaignView = ({ campaign, client }: MemberCampaign): MemberCampaignSummary => ({
  id: campaign.id,
  name: campaign.name,
  client: { id: client.id, name: client.name },
});

/** The form: each exposed variable in the campaign's order (one the template has since lost is left out). */
export function memberCampaignDetailView(found: MemberCampaign): MemberCampaignDetail<Content> {
  const { document } = found.template;
  const fields = found.campaign.variables.flatMap((name): CampaignField[] => {
    const variable = document.variables[name];
    if (!variable) return [];
    const text = variable.type === "text";
    return [
      {
        name,
        type: variable.type,
        label: variable.label ?? name,
        default: variable.default,
        max_length: text ? FIELD_MAX_LENGTH : null,
        options: variable.options ?? null,
      },
    ];
  });
  return { ...memberCampaignView(found), fields, document };
}

export const campaignRenderSchema = z.strictObject({
  id: z.string(),
  status: z.enum(API_RENDER_STATUSES),
  progress: z.number(),
  error: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  video_url: z.string().nullable().describe("Once done: a signed link to the MP4 that expires."),
  poster_url: z.string().nullable(),
  created_at: timestamp,
}) satisfies z.ZodType<CampaignRender>;

export const campaignRenderView = (row: RenderRow, links?: { video: string; poster: string }): CampaignRender => ({
  id: row.id,
  status: row.status,
  progress: row.progress,
  error: row.error,
  duration_seconds: row.durationSeconds,
  video_url: links?.video ?? null,
  poster_url: links?.poster ?? null,
  created_at: row.createdAt.toISOString(),
});
