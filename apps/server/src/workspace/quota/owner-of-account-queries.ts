import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { client } from "../../platform/db/schema.ts";
import { clientOwner, userOwner, type QuotaOwner } from "./quota-owner.ts";

/**
 * Whose quota a user's files count against: a production client's account counts against its
 * client (decision 0013), so a campaign's or pipeline's copies use the client's storage, not a
 * plan nobody assigned to the account.
 */
export async function ownerOfAccount(db: Db, userId: string): Promise<QuotaOwner> {
  const [row] = await db.select({ id: client.id }).from(client).where(eq(client.accountUserId, userId)).limit(1);
  return row ? clientOwner(row.id) : userOwner(userId);
}
