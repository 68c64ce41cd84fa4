import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import * as schema from "../db/schema.ts";

/** Better Auth's own data access: its Drizzle adapter over our schema (users, sessions, accounts, verifications, rate limits). */
export function authDatabase(db: Db) {
  return drizzleAdapter(db, { provider: "pg", schema });
}

/** Whether the user's account is disabled (a missing user is not). */
export async function isUserDisabled(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: schema.user.id })
    .from(schema.user)
    .where(and(eq(schema.user.id, userId), isNotNull(schema.user.disabledAt)))
    .limit(1);
  return rows.length > 0;
}
