import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keptStatements } from "./pglite-statements.ts";

describe("keptStatements", () => {
  let pglite: PGlite;
  let kept: ReturnType<typeof keptStatements>;
  const options = () => ({ parsers: pglite.parsers });
  const keptCount = async () => (await pglite.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]!.n;

  beforeAll(async () => {
    pglite = await PGlite.create();
    kept = keptStatements(pglite);
    await pglite.exec("create table note (id int primary key, body text); insert into note values (1, 'one'), (2, 'two');");
  });
  afterAll(() => pglite.close());

  it("parses a statement once and runs it again by name", async () => {
    const before = await keptCount();
    for (const id of [1, 2, 1]) {
      expect((await kept.query("select body from note where id = $1", [id], options())).rows).toEqual([{ body: id === 1 ? "one" : "two" }]);
    }
    expect(await keptCount()).toBe(before + 1);
  });

  it("answers a statement whose columns a schema change altered, parsed again", async () => {
    const selectAll = "select * from note where id = $1";
    expect((await kept.query(selectAll, [1], options())).rows).toEqual([{ id: 1, body: "one" }]);
    const before = await keptCount();
    await pglite.exec("alter table note add column pinned bool not null default false");
    expect((await kept.query(selectAll, [1], options())).rows).toEqual([{ id: 1, body: "one", pinned: false }]);
    expect(await keptCount()).toBe(before); // the old one is closed
  });

  it("keeps no statement PostgreSQL refused to parse", async () => {
    const before = await keptCount();
    for (let run = 0; run < 2; run++)
      await expect(kept.query("select body frm note where id = $1", [1], options())).rejects.toMatchObject({ code: "42601" });
    expect(await keptCount()).toBe(before);
  });

  it("keeps at most 500, and still answers the statements past them", async () => {
    for (let i = 0; i < 520; i++) expect((await kept.query(`select $1::int + ${i} as n`, [1], options())).rows).toEqual([{ n: i + 1 }]);
    expect(await keptCount()).toBe(500);
  });
});
