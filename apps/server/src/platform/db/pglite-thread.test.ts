import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPgliteThread, type PgliteThread } from "./pglite-thread.ts";

const SETUP = `
  create table item (id int8 primary key, name text unique not null, at timestamptz, doc jsonb, tags text[], data bytea, ok bool, price numeric);
  insert into item values (1, 'first', '2026-01-02T03:04:05.678Z', '{"a":[1,2]}', '{x,y}', '\\x0102', true, 12.50);
`;
/** How Drizzle asks: rows as arrays, dates and intervals as text. */
const drizzleOptions = {
  rowMode: "array" as const,
  parsers: Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE].map((oid) => [oid, (text: string) => text])),
};
const selectAll = "select * from item where id >= $1 order by id";

describe("PGlite on its own thread", () => {
  let thread: PgliteThread;
  let inProcess: PGlite;
  beforeAll(async () => {
    [thread, inProcess] = await Promise.all([openPgliteThread(null), PGlite.create()]);
    await Promise.all([thread.exec(SETUP), inProcess.exec(SETUP)]);
  });
  afterAll(async () => {
    await Promise.all([thread.close(), inProcess.close()]);
  });

  it("answers every statement as PGlite in the process does, kept or not", async () => {
    const insert = "insert into item (id, name, at, doc, data) values ($1, $2, $3, $4, $5) returning id";
    const params = [2, "second", new Date("2026-03-04T05:06:07Z"), JSON.stringify({ b: "ü" }), new Uint8Array([3, 4])];
    expect(await thread.query(insert, params)).toEqual(
      await inProcess.query(insert, params).then(({ rows, affectedRows }) => ({ rows, affectedRows })),
    );
    for (let run = 0; run < 3; run++) {
      for (const options of [{}, drizzleOptions]) {
        const expected = await inProcess.query(selectAll, [1], options);
        expect(await thread.query(selectAll, [1], options)).toEqual({ rows: expected.rows, affectedRows: expected.affectedRows });
      }
    }
    const [answered] = (await thread.query<unknown[]>(selectAll, [1], drizzleOptions)).rows;
    expect(answered).toEqual([1, "first", "2026-01-02 03:04:05.678+00", { a: [1, 2] }, ["x", "y"], new Uint8Array([1, 2]), true, "12.50"]);
    expect((await thread.exec("select 1 as one; select 2 as two")).map(({ rows }) => rows)).toEqual([[{ one: 1 }], [{ two: 2 }]]);
  });

  it("refuses with PostgreSQL's error fields, as code reading them expects", async () => {
    const failure = thread.query("insert into item (id, name) values ($1, $2)", [9, "first"]);
    await expect(failure).rejects.toMatchObject({
      code: "23505",
      constraint: "item_name_key",
      message: expect.stringContaining("duplicate key"),
    });
    await expect(thread.query("select nonsense from item where id = $1", [1])).rejects.toMatchObject({ code: "42703" });
    expect((await thread.query("select count(*)::int as n from item where id > $1", [0])).rows).toEqual([{ n: 2 }]);
  });

  it("keeps a transaction to itself until it ends, then commits it or rolls it back", async () => {
    const order: string[] = [];
    const outside = (async () => {
      await Promise.resolve();
      await thread.query("update item set ok = $1 where id = $2", [false, 1]);
      order.push("outside");
    })();
    await thread.transaction(async (tx) => {
      await tx.query("insert into item (id, name) values ($1, $2)", [10, "tenth"]);
      order.push("inside");
      expect((await tx.query("select ok from item where id = $1", [1])).rows).toEqual([{ ok: true }]);
    });
    await outside;
    expect(order).toEqual(["inside", "outside"]);
    expect((await thread.query("select name from item where id = $1", [10])).rows).toEqual([{ name: "tenth" }]);

    const failed = thread.transaction(async (tx) => {
      await tx.query("insert into item (id, name) values ($1, $2)", [11, "eleventh"]);
      throw new Error("changed my mind");
    });
    await expect(failed).rejects.toThrow("changed my mind");
    await expect(
      thread.transaction(async (tx) => {
        await tx.query("insert into item (id, name) values ($1, $2)", [12, "first"]).catch(() => "ignored");
      }),
    ).rejects.toMatchObject({ code: "25P02" }); // a failed statement aborts the whole transaction
    expect((await thread.query("select id from item where id > $1 order by id", [9])).rows).toEqual([{ id: 10 }]);
  });

  it("hands a notification to its listener before the statement that sent it answers", async () => {
    const heard: string[] = [];
    const unlisten = await thread.listen("item_news", (payload) => heard.push(payload));
    await thread.query("select pg_notify('item_news', $1)", ["with a parameter"]);
    expect(heard).toEqual(["with a parameter"]);
    await thread.exec("notify item_news, 'without'");
    expect(heard).toEqual(["with a parameter", "without"]);
    await thread.transaction(async (tx) => void (await tx.query("select pg_notify('item_news', $1)", ["committed"])));
    expect(heard).toEqual(["with a parameter", "without", "committed"]);
    await unlisten();
    await thread.query("select pg_notify('item_news', $1)", ["unheard"]);
    expect(heard).toHaveLength(3);
  });
});

describe("a closed PGlite thread", () => {
  it("refuses further statements", async () => {
    const thread = await openPgliteThread(null);
    expect((await thread.query("select $1::int as n", [1])).rows).toEqual([{ n: 1 }]);
    await thread.close();
    await expect(thread.query("select $1::int as n", [1])).rejects.toThrow("stopped");
  });
});
