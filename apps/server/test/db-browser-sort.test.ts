import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const API = "/api/v1/staff/collections";
/** Just past the size at which a table counts as large (`collection-size.ts`): the real threshold, no knob. */
const ROWS = 100_500;

interface ColumnView {
  name: string;
  sortable: boolean;
  unsortable_reason: string | null;
}

describe.each(databaseKinds)("the database browser's sorting of a large table on %s", (kind) => {
  let server: TestServer;
  let staff: TestClient;

  const rows = (collection: string, params: Record<string, string>) =>
    staff.get(`${API}/${collection}/rows?${new URLSearchParams(params).toString()}`);
  const ids = (answer: { body: Record<string, unknown> }) => (answer.body.data as { id: string }[]).map((row) => row.id);

  beforeAll(async () => {
    server = await startTestServer(kind);
    staff = new TestClient(server.url);
    await staff.signUp("sorter@staff.test");
    await server.database.db.execute(sql`update "user" set email_verified = true where email like '%@staff.test'`);
    // Sign-in links: `id` (the primary key) and `identifier` are indexed, `created_at` and `expires_at` are not.
    await server.database.db.execute(sql`
      insert into verification (id, identifier, value, expires_at, created_at)
      select 'v' || lpad(i::text, 6, '0'), 'user-' || lpad((i % 1000)::text, 3, '0'), md5(i::text),
        now() + i * interval '1 second', now() - i * interval '1 second'
      from generate_series(1, ${ROWS}) as i`);
  });
  afterAll(() => server?.destroy());

  it("refuses to sort a large table by a column no index leads (400 slow_sort naming the indexed ones)", async () => {
    for (const sort of ["created_at:desc", "expires_at:asc"]) {
      const answer = await rows("verification", { sort });
      expect(answer.status, sort).toBe(400);
      expect(answer.body.error.code).toBe("slow_sort");
      expect(answer.body.error.message).toMatch(/would scan all ≈100,\d{3} rows: sort by an indexed column \(id, identifier\)/);
      expect(answer.body.error.fields.sort).toBe(answer.body.error.message);
    }
  });

  it("sorts a large table by its indexed columns, page after page", async () => {
    const first = await rows("verification", { sort: "identifier:asc", limit: "200" });
    expect(first.status).toBe(200);
    const second = await rows("verification", { sort: "identifier:asc", limit: "200", cursor: first.body.next_cursor });
    expect(second.status).toBe(200);
    const identifiers = [...first.body.data, ...second.body.data].map((row: { cells: { identifier: string } }) => row.cells.identifier);
    // 100 rows a user: the first two pages hold user-000 to user-003, in order, ties by id.
    expect(identifiers).toEqual([...identifiers].sort());
    expect(new Set(identifiers)).toEqual(new Set(["user-000", "user-001", "user-002", "user-003"]));
    expect(ids(first).slice(0, 2)).toEqual(["v001000", "v002000"]);

    expect(ids(await rows("verification", { sort: "id:desc", limit: "2" }))).toEqual(["v100500", "v100499"]);
  });

  it("reads a large table in its key's order when its own order has no index, and says which columns sort", async () => {
    const described = await staff.get(`${API}/verification`);
    expect(described.body.data.default_sort).toEqual({ column: "id", direction: "desc" });
    const columns = new Map((described.body.data.columns as ColumnView[]).map((column) => [column.name, column]));
    expect(columns.get("id")).toMatchObject({ sortable: true, unsortable_reason: null });
    expect(columns.get("identifier")).toMatchObject({ sortable: true, unsortable_reason: null });
    expect(columns.get("created_at")!.sortable).toBe(false);
    expect(columns.get("created_at")!.unsortable_reason).toMatch(/^Sorting by created_at would scan all ≈100,\d{3} rows/);

    const unsorted = await rows("verification", { limit: "3" });
    expect(unsorted.status).toBe(200);
    expect(ids(unsorted)).toEqual(["v100500", "v100499", "v100498"]);
    const next = await rows("verification", { limit: "3", cursor: unsorted.body.next_cursor });
    expect(ids(next)).toEqual(["v100497", "v100496", "v100495"]);
  });

  it("still sorts a small table by any column, indexed or not", async () => {
    const described = await staff.get(`${API}/user`);
    const columns = described.body.data.columns as ColumnView[];
    expect(columns.filter((column) => !column.sortable).every((column) => column.unsortable_reason?.startsWith("Lists and JSON"))).toBe(
      true,
    );
    expect(described.body.data.default_sort).toEqual({ column: "created_at", direction: "desc" });
    const byName = await rows("user", { sort: "name:asc" });
    expect(byName.status).toBe(200);
    expect(ids(byName)).toHaveLength(1);
  });
});
