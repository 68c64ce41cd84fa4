import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { user } from "../db/schema.ts";

export async function isDisabled(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, userId), isNotNull(user.disabledAt)))
    .limit(1);
  return rows.length > 0;
}
