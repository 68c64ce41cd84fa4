import { findClientByAccountUserId } from "../clients/client-queries.ts";
import type { Db } from "../db/database.ts";
import { clientOwner, userOwner, type QuotaOwner } from "./quota-owner.ts";

/**
 * Whose quota a user's files count against: a production client's account counts against its
 * client (decision 0013), so a campaign's or pipeline's copies use the client's storage, not a
 * plan nobody assigned to the account.
 */
export async function ownerOfAccount(db: Db, userId: string): Promise<QuotaOwner> {
  const client = await findClientByAccountUserId(db, userId);
  return client ? clientOwner(client.id) : userOwner(userId);
}
