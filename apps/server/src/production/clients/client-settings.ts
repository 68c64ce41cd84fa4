import { brandKitSchema } from "@framewise/scene";
import { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import { checkWebhookUrl, type AddressRules } from "../../platform/net/check-public-url.ts";
import { findLibraryTemplateIds } from "./client-queries.ts";

export const MAX_CLIENT_TEMPLATES = 50;

/** What staff set on a client, when creating or editing it (every field optional when editing). */
export const clientSettingsShape = {
  name: z.string().trim().min(1, "Give the client a name.").max(100),
  brand_kit: brandKitSchema.nullable().describe("The editor's brand kit: logo, colours, fonts."),
  template_ids: z
    .array(z.string().min(1).max(64))
    .max(MAX_CLIENT_TEMPLATES)
    .refine((ids) => new Set(ids).size === ids.length, "A template is listed twice.")
    .describe("Library templates the client may render with."),
  webhook_url: z.string().trim().max(2048).nullable().describe("Where render events are sent (http or https, public addresses only)."),
  max_concurrent_renders: z.number().int().min(1).max(50).describe("Renders waiting or running at once; more answer 429."),
};

export type ClientSettings = Partial<{ [Key in keyof typeof clientSettingsShape]: z.infer<(typeof clientSettingsShape)[Key]> }>;

/** Checks what a schema cannot: templates exist in the library, the webhook URL is public. 400 with fields otherwise. */
export async function checkClientSettings(db: Db, settings: ClientSettings, rules: AddressRules): Promise<void> {
  if (settings.template_ids?.length) {
    const known = await findLibraryTemplateIds(db, settings.template_ids);
    const index = settings.template_ids.findIndex((id) => !known.has(id));
    if (index >= 0) {
      const message = `There is no template "${settings.template_ids[index]}" in the library.`;
      throw new DomainError("invalid", "invalid_request", message, { [`template_ids.${index}`]: message });
    }
  }
  if (settings.webhook_url) await checkWebhookUrl(settings.webhook_url, rules);
}

/** The client row's columns for the settings given (absent ones are left out). */
export function clientColumns(settings: ClientSettings) {
  return {
    ...(settings.name !== undefined && { name: settings.name }),
    ...(settings.brand_kit !== undefined && { brandKit: settings.brand_kit }),
    ...(settings.template_ids !== undefined && { templateIds: settings.template_ids }),
    ...(settings.webhook_url !== undefined && { webhookUrl: settings.webhook_url || null }),
    ...(settings.max_concurrent_renders !== undefined && { maxConcurrentRenders: settings.max_concurrent_renders }),
  };
}
