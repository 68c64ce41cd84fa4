import { randomUUID } from "node:crypto";
import { API_KEY_SCOPES } from "@framewise/contracts";
import { z } from "zod";
import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { ClientRow } from "../clients/client-queries.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import { insertApiKey, type ApiKeyRow } from "./api-key-queries.ts";
import { hashApiKey, newApiKeyText } from "./api-key-text.ts";

export const createApiKeyBody = z.strictObject({
  name: z.string().trim().min(1, "Name the key (where it is used).").max(100),
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1, "Give the key at least one scope.")
    .max(API_KEY_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, "A scope is listed twice.")
    .describe("What the key may do: `render` (and dry runs), `read` renders, run `pipelines`."),
  expires_at: z.iso.datetime({ offset: true }).nullable().optional().describe("When the key stops working; none: never."),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBody>;

/**
 * Makes a key for the client. Only its SHA-256 and prefix are stored: the plain key exists only
 * in this answer, for staff to hand to the client once.
 */
export async function createApiKey(
  db: Db,
  actor: AuditActor,
  target: ClientRow,
  body: CreateApiKeyBody,
  now = new Date(),
): Promise<{ key: string; row: ApiKeyRow }> {
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && expiresAt <= now)
    throw new DomainError("invalid", "invalid_request", "The expiry is in the past.", { expires_at: "Choose a time in the future." });
  const { key, prefix } = newApiKeyText();
  const row = await asActor(db, actor, (tx) =>
    insertApiKey(tx, {
      id: randomUUID(),
      clientId: target.id,
      name: body.name,
      prefix,
      hash: hashApiKey(key),
      scopes: body.scopes,
      expiresAt,
      createdBy: actor.kind === "api_key" ? null : actor.id,
    }),
  );
  return { key, row };
}
