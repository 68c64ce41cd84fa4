import { sql } from "drizzle-orm";
import type { RunningServer } from "../../src/server.ts";
import type { MadeClient } from "./clients.ts";
import { TestClient } from "./http.ts";
import { waitFor } from "./wait-for.ts";

export const RENDERS = "/api/v1/client/renders";

/** A client system calling the public API with its key. */
export const apiCaller = (server: RunningServer, key: string) => new TestClient(server.url, { authorization: `Bearer ${key}` });

/** How many renders the client's account has, and ledger entries its quota owner has: what a dry run must leave alone. */
export async function clientFootprint(server: RunningServer, made: MadeClient) {
  const count = async (query: ReturnType<typeof sql>) => Number(((await server.database.db.execute(query)).rows[0] as { n: unknown }).n);
  return {
    renders: await count(sql`select count(*) as n from render where user_id = ${made.accountUserId}`),
    ledger: await count(sql`select count(*) as n from quota_ledger where owner_kind = 'client' and owner_id = ${made.clientId}`),
  };
}

/** Reads the render until it is in one of `statuses`. */
export const renderReaches = (caller: TestClient, id: string, statuses: string[], timeoutMs = 60_000) =>
  waitFor(
    `render ${id} to be ${statuses.join(" or ")}`,
    async () => (await caller.get(`${RENDERS}/${id}`)).body.data,
    (render) => statuses.includes(render?.status),
    timeoutMs,
  );
