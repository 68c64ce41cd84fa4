/**
 * Production clients on the wire (issue 22): the staff screens `prod/clients` and
 * `prod/clients/{id}`. Brand kits and documents are `@framewise/scene`'s shapes.
 */
import type { QuotaState } from "./operations.ts";
import type { ApiKeyScope, ClientStatus } from "./production.ts";

/** A client as the staff list shows it. */
export interface ClientSummary {
  id: string;
  name: string;
  status: ClientStatus;
  /** The account that owns the client's videos (decision 0013). */
  account_user_id: string;
  /** Keys that still work (not revoked, not expired). */
  active_key_count: number;
  /** This period's use of each quota of the client's plan. */
  usage: QuotaState[];
  created_at: string;
}

/** One client with its settings (`GET /api/v1/staff/clients/{id}`). */
export interface ClientDetail<BrandKit = unknown> {
  id: string;
  name: string;
  status: ClientStatus;
  account_user_id: string;
  brand_kit: BrandKit | null;
  template_ids: string[];
  webhook_url: string | null;
  /** The Standard Webhooks signing secret (`whsec_…`), for staff to hand to the client. */
  webhook_secret: string;
  max_concurrent_renders: number;
  created_at: string;
  updated_at: string;
}

/** An API key as lists show it: never the key itself. */
export interface ApiKeyInfo {
  id: string;
  name: string;
  /** `fwk_` and the key's next 8 characters. */
  prefix: string;
  scopes: ApiKeyScope[];
  last_used_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

/** `POST …/keys`: the new key, shown this once. */
export interface CreatedApiKey {
  key: string;
  api_key: ApiKeyInfo;
}

/** A user who may see the client's videos. */
export interface ClientMemberInfo {
  user_id: string;
  email: string;
  name: string;
  added_at: string;
}

/** A document the client renders with modifications. */
export interface ClientTemplateInfo<Document = unknown> {
  id: string;
  name: string;
  /** The library template its document uses. */
  template_id: string;
  aspect_ratio: string;
  document: Document;
  created_at: string;
  updated_at: string;
}

/** A client as its members see it (`GET /api/v1/clients`): the clients a user may see the videos of. */
export interface MemberClientInfo<BrandKit = unknown> {
  id: string;
  name: string;
  status: ClientStatus;
  brand_kit: BrandKit | null;
}

/** Where staff open a client's render (its video and poster under it): the account's own files are not theirs to open. */
export const clientRenderPath = (clientId: string, renderId: string) =>
  `/api/v1/staff/clients/${encodeURIComponent(clientId)}/renders/${encodeURIComponent(renderId)}`;
