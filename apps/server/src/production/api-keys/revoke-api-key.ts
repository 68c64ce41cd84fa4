import { asActor, type AuditActor } from "../../platform/audit/audit-context.ts";
import type { ClientRow } from "../clients/client-queries.ts";
import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../kernel/errors.ts";
import { findClientApiKey, revokeApiKeyRow, type ApiKeyRow } from "./api-key-queries.ts";

/** Revokes the client's key `keyId` (404 for another client's); it answers 401 from the next request on. Revoking twice keeps the first time. */
export async function revokeApiKey(db: Db, actor: AuditActor, target: ClientRow, keyId: string): Promise<ApiKeyRow> {
  const row = await findClientApiKey(db, target.id, keyId);
  if (!row) throw notFound("That key");
  return asActor(db, actor, (tx) => revokeApiKeyRow(tx, row.id, new Date()));
}
