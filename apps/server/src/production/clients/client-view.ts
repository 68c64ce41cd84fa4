import { CLIENT_STATUSES, type ClientDetail, type ClientSummary, type MemberClientInfo } from "@framewise/contracts";
import { brandKitSchema, type Content } from "@framewise/scene";
import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";
import { quotaStateSchema } from "../../workspace/quota/quota-view.ts";
import type { ClientRow } from "./client-queries.ts";

type BrandKit = NonNullable<Content["brandKit"]>;

export const clientDetailSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  status: z.enum(CLIENT_STATUSES),
  account_user_id: z.string().describe("The account that owns the client's videos."),
  brand_kit: brandKitSchema.nullable(),
  template_ids: z.array(z.string()),
  webhook_url: z.string().nullable(),
  webhook_secret: z.string().describe("The Standard Webhooks signing secret (`whsec_…`)."),
  max_concurrent_renders: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
}) satisfies z.ZodType<ClientDetail<BrandKit>>;

export const clientSummarySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  status: z.enum(CLIENT_STATUSES),
  account_user_id: z.string(),
  active_key_count: z.number(),
  usage: z.array(quotaStateSchema),
  created_at: timestamp,
}) satisfies z.ZodType<ClientSummary>;

export const clientDetailView = (row: ClientRow): ClientDetail<BrandKit> => ({
  id: row.id,
  name: row.name,
  status: row.status,
  account_user_id: row.accountUserId,
  brand_kit: row.brandKit ?? null,
  template_ids: row.templateIds,
  webhook_url: row.webhookUrl,
  webhook_secret: row.webhookSecret,
  max_concurrent_renders: row.maxConcurrentRenders,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const memberClientSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  status: z.enum(CLIENT_STATUSES),
  brand_kit: brandKitSchema.nullable(),
}) satisfies z.ZodType<MemberClientInfo<BrandKit>>;

export const memberClientView = (row: ClientRow): MemberClientInfo<BrandKit> => ({
  id: row.id,
  name: row.name,
  status: row.status,
  brand_kit: row.brandKit ?? null,
});
