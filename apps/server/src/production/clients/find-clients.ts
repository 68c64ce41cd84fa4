import type { ClientSummary } from "@framewise/contracts";
import type { PlanCatalog } from "../../platform/config/plans-config.ts";
import type { Db } from "../../platform/db/database.ts";
import { quotaStatesFrom } from "../../workspace/quota/find-quota-states.ts";
import { monthOf } from "../../workspace/quota/quota-period.ts";
import { findClientsPlanIds, findClientsUsage, findClientsWithKeyCounts } from "./client-list-queries.ts";

/** The most clients the staff list shows: a production team runs tens of them, not thousands. */
export const MAX_LISTED_CLIENTS = 500;

/**
 * Every client for the staff list: status, working keys and this period's use of its plan's
 * quotas (from the quota ledger's counters for owner `client:<id>`), in three queries whatever
 * the number of clients.
 */
export async function findClients(db: Db, plans: PlanCatalog, at = new Date()): Promise<ClientSummary[]> {
  const rows = await findClientsWithKeyCounts(db, MAX_LISTED_CLIENTS, at);
  const ids = rows.map((row) => row.client.id);
  const [usage, planIds] = await Promise.all([findClientsUsage(db, ids, monthOf(at)), findClientsPlanIds(db, ids)]);
  return rows.map(({ client, activeKeys }) => {
    const plan = plans.all.find((candidate) => candidate.id === planIds.get(client.id)) ?? plans.defaultPlan;
    return {
      id: client.id,
      name: client.name,
      status: client.status,
      account_user_id: client.accountUserId,
      active_key_count: activeKeys,
      usage: quotaStatesFrom(
        plan,
        usage.filter((row) => row.clientId === client.id),
        at,
      ),
      created_at: client.createdAt.toISOString(),
    };
  });
}
