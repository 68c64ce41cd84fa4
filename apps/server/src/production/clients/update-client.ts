import { z } from "zod";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import type { AddressRules } from "../../platform/net/check-public-url.ts";
import { updateClientRow, type ClientRow } from "./client-queries.ts";
import { checkClientSettings, clientColumns, clientSettingsShape } from "./client-settings.ts";

export const updateClientBody = z
  .strictObject({
    name: clientSettingsShape.name.optional(),
    brand_kit: clientSettingsShape.brand_kit.optional(),
    template_ids: clientSettingsShape.template_ids.optional(),
    webhook_url: clientSettingsShape.webhook_url.optional(),
    max_concurrent_renders: clientSettingsShape.max_concurrent_renders.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, "Change at least one field.");
export type UpdateClientBody = z.infer<typeof updateClientBody>;

/** Changes the client's settings (templates checked against the library, the webhook URL against private addresses). */
export async function updateClient(
  db: Db,
  actor: AuditActor,
  target: ClientRow,
  body: UpdateClientBody,
  rules: AddressRules,
): Promise<ClientRow> {
  await checkClientSettings(db, body, rules);
  return asActor(db, actor, (tx) => updateClientRow(tx, target.id, clientColumns(body)));
}
