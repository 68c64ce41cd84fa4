import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A throwaway database on the PostgreSQL server at `adminUrl`, dropped by the returned function:
 * empty, or a copy of the database named `template` (which nobody may be connected to).
 */
export async function createScratchDatabase(adminUrl: string, options: { template?: string } = {}): Promise<ScratchDatabase> {
  const name = `framewise_test_${randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(options.template ? `create database ${name} template ${options.template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
