import { randomUUID } from "node:crypto";
import type { ApiKeyScope } from "@framewise/contracts";
import { sql } from "drizzle-orm";
import type { RunningServer } from "../../src/server.ts";
import { STAFF_API_PREFIX } from "../../src/http/routes/operations/staff-routes.ts";
import { TestClient } from "./http.ts";

/** A signed-in staff member (a verified address on the test servers' staff domain, `staff.test`). */
export async function signInStaff(server: RunningServer, email = `staff-${randomUUID()}@staff.test`, name?: string): Promise<TestClient> {
  const staff = new TestClient(server.url);
  await staff.signUp(email, undefined, name);
  await server.database.db.execute(sql`update "user" set email_verified = true where email = ${email}`);
  return staff;
}

export interface MadeClient {
  clientId: string;
  /** The plain API key (`fwk_…`), with the scopes asked for. */
  key: string;
  keyId: string;
  /** The account that owns the client's videos (decision 0013). */
  accountUserId: string;
  /** A client template (the library template's blank video), which the key may render. */
  templateId: string;
  webhookSecret: string;
  /** The staff member who made it, signed in, for further staff calls. */
  staff: TestClient;
}

export interface MakeClientOptions {
  name?: string;
  scopes?: ApiKeyScope[];
  /** Library templates the client may use (default: `bold`, which the client template is made from). */
  templateIds?: string[];
  webhookUrl?: string;
  maxConcurrentRenders?: number;
  staff?: TestClient;
}

async function expectCreated(response: { status: number; body: Record<string, any> }, what: string) {
  if (response.status !== 201) throw new Error(`${what} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/**
 * A client made through the real staff routes: the client, an API key and a template. Tests of
 * the public API, webhooks, pipelines and campaigns start from it.
 */
export async function makeClient(server: RunningServer, options: MakeClientOptions = {}): Promise<MadeClient> {
  const staff = options.staff ?? (await signInStaff(server));
  const templateIds = options.templateIds ?? ["bold"];
  const client = await expectCreated(
    await staff.post(`${STAFF_API_PREFIX}/clients`, {
      name: options.name ?? `Client ${randomUUID().slice(0, 8)}`,
      template_ids: templateIds,
      ...(options.webhookUrl && { webhook_url: options.webhookUrl }),
      ...(options.maxConcurrentRenders && { max_concurrent_renders: options.maxConcurrentRenders }),
    }),
    "Creating the client",
  );
  const base = `${STAFF_API_PREFIX}/clients/${client.id}`;
  const created = await expectCreated(
    await staff.post(`${base}/keys`, { name: "Test key", scopes: options.scopes ?? ["render", "read", "pipelines"] }),
    "Creating the key",
  );
  const template = await expectCreated(
    await staff.post(`${base}/templates`, { from: "library", template_id: templateIds[0], name: "Test template" }),
    "Creating the template",
  );
  return {
    clientId: client.id,
    key: created.key,
    keyId: created.api_key.id,
    accountUserId: client.account_user_id,
    templateId: template.id,
    webhookSecret: client.webhook_secret,
    staff,
  };
}
