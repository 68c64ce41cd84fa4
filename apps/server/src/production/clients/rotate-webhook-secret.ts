import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { Db } from "../../platform/db/database.ts";
import { updateClientRow, type ClientRow } from "./client-queries.ts";
import { newWebhookSecret } from "./webhook-secret.ts";

/** Gives the client a new signing secret: messages signed from now on use it, so the client must switch at once. */
export const rotateWebhookSecret = (db: Db, actor: AuditActor, target: ClientRow): Promise<ClientRow> =>
  asActor(db, actor, (tx) => updateClientRow(tx, target.id, { webhookSecret: newWebhookSecret() }));
