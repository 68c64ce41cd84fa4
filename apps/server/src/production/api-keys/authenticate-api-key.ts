import type { ApiKeyScope } from "@framewise/contracts";
import type { FastifyRequest } from "fastify";
import type { AuditActor } from "../../platform/audit/audit-context.ts";
import type { ClientRow } from "../clients/client-queries.ts";
import type { Db } from "../../platform/db/database.ts";
import { DomainError } from "../../kernel/errors.ts";
import { findApiKeyByHash, touchApiKey } from "./api-key-queries.ts";
import { hashApiKey, looksLikeApiKey } from "./api-key-text.ts";

/** A client system calling the public API with one of its keys. */
export interface ApiCaller {
  client: ClientRow;
  key: { id: string; name: string; scopes: ApiKeyScope[] };
  /** The audit trail's actor for what the call changes: the key, through the API. */
  actor: AuditActor;
}

/** `last_used_at` is written at most this often per key: a busy key must not cost a write per request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

const invalidKey = (message: string) => new DomainError("unauthenticated", "invalid_api_key", message);

/** The API key in `Authorization: Bearer fwk_…`, or undefined when the header carries none. */
export function bearerApiKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return undefined;
  const token = header.slice("Bearer ".length).trim();
  return token.startsWith("fwk_") ? token : undefined;
}

/**
 * Authenticates a public API request by its key and checks it may do `scope`. Unknown, revoked
 * and expired keys answer 401 `invalid_api_key` (each saying which, and nothing about any
 * client); a key without the scope 403 `insufficient_scope`; a suspended client's keys 403
 * `client_suspended`. Nothing is cached, so revocation takes effect on the next request.
 */
export async function authenticateApiKey(db: Db, request: FastifyRequest, scope: ApiKeyScope, now = new Date()): Promise<ApiCaller> {
  const text = bearerApiKey(request);
  if (!text) throw invalidKey("Send your API key in the header Authorization: Bearer fwk_….");
  const found = looksLikeApiKey(text) ? await findApiKeyByHash(db, hashApiKey(text)) : undefined;
  if (!found) throw invalidKey("This API key is not valid.");
  const { key, client } = found;
  if (key.revokedAt) throw invalidKey("This API key was revoked.");
  if (key.expiresAt && key.expiresAt <= now) throw invalidKey("This API key has expired.");
  if (client.status === "suspended")
    throw new DomainError("forbidden", "client_suspended", "This client is suspended; its keys cannot be used.");
  if (!key.scopes.includes(scope))
    throw new DomainError("forbidden", "insufficient_scope", `This API key does not have the "${scope}" scope.`);
  const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (!key.lastUsedAt || key.lastUsedAt < staleBefore) await touchApiKey(db, key.id, now, staleBefore);
  return {
    client,
    key: { id: key.id, name: key.name, scopes: key.scopes },
    actor: { kind: "api_key", id: key.id, label: key.name, source: "api" },
  };
}
