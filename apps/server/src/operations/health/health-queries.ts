import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";

/** Answers once the database answers a trivial query (throws when it cannot). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
