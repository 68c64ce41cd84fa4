import { randomUUID } from "node:crypto";
import { z } from "zod";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import type { AddressRules } from "../../platform/net/check-public-url.ts";
import { insertClient, insertClientAccount, type ClientRow } from "./client-queries.ts";
import { checkClientSettings, clientColumns, clientSettingsShape } from "./client-settings.ts";
import { newWebhookSecret } from "./webhook-secret.ts";

export const createClientBody = z.strictObject({
  name: clientSettingsShape.name,
  brand_kit: clientSettingsShape.brand_kit.optional(),
  template_ids: clientSettingsShape.template_ids.optional(),
  webhook_url: clientSettingsShape.webhook_url.optional(),
  max_concurrent_renders: clientSettingsShape.max_concurrent_renders.optional(),
});
export type CreateClientBody = z.infer<typeof createClientBody>;

/** The account's address: `.invalid` (RFC 2606) receives no mail and matches no staff domain. */
export const clientAccountEmail = (clientId: string) => `client-${clientId}@clients.invalid`;

/**
 * Creates a client and, in the same transaction, its account (decision 0013): a user row with no
 * sign-in method, never verified, which owns everything made for the client. The client gets a
 * fresh Standard Webhooks secret.
 */
export async function createClient(
  db: Db,
  actor: AuditActor,
  body: CreateClientBody,
  rules: AddressRules = { allowLoopbackForTests: false },
): Promise<ClientRow> {
  await checkClientSettings(db, body, rules);
  const id = randomUUID();
  const accountUserId = randomUUID();
  return asActor(db, actor, async (tx) => {
    await insertClientAccount(tx, { id: accountUserId, name: body.name, email: clientAccountEmail(id) });
    return insertClient(tx, { ...clientColumns(body), id, name: body.name, accountUserId, webhookSecret: newWebhookSecret() });
  });
}
