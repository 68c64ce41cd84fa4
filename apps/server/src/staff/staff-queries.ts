import { sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";

/** The database's tables by name, each with how many rows it holds (one count per table, in turn). */
export async function countRowsPerTable(db: Db): Promise<{ name: string; documents: number }[]> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const collections = [];
  for (const { name } of tables.rows) {
    const counted = await db.execute<{ count: number }>(sql`select count(*)::int as count from ${sql.identifier(name)}`);
    collections.push({ name, documents: counted.rows[0]?.count ?? 0 });
  }
  return collections;
}
