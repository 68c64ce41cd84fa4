import { API_KEY_SCOPES, type ApiKeyInfo, type CreatedApiKey } from "@framewise/contracts";
import { z } from "zod";
import { timestamp } from "../../kernel/api-schemas.ts";
import type { ApiKeyRow } from "./api-key-queries.ts";

export const apiKeyInfoSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  prefix: z.string().describe("`fwk_` and the key's next 8 characters, to tell keys apart."),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  last_used_at: timestamp.nullable().describe("Recorded at most once a minute."),
  expires_at: timestamp.nullable(),
  revoked_at: timestamp.nullable(),
  created_at: timestamp,
}) satisfies z.ZodType<ApiKeyInfo>;

export const createdApiKeySchema = z.strictObject({
  key: z.string().describe("The key itself: shown this once, stored only as a hash."),
  api_key: apiKeyInfoSchema,
}) satisfies z.ZodType<CreatedApiKey>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const apiKeyInfoView = (row: ApiKeyRow): ApiKeyInfo => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  last_used_at: iso(row.lastUsedAt),
  expires_at: iso(row.expiresAt),
  revoked_at: iso(row.revokedAt),
  created_at: row.createdAt.toISOString(),
});
