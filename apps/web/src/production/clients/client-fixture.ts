import type { Client } from "../shared/clients-api";

/** A client as the staff API answers it, for the client screens' tests; `changes` set what a test is about. */
export const clientFixture = (changes: Partial<Client> = {}): Client => ({
  id: "client-1",
  name: "Acme Shoes",
  status: "active",
  account_user_id: "account-1",
  brand_kit: null,
  template_ids: ["bold"],
  webhook_url: null,
  webhook_secret: "whsec_x",
  max_concurrent_renders: 4,
  created_at: "2026-11-20T10:00:00Z",
  updated_at: "2026-11-20T10:00:00Z",
  ...changes,
});
