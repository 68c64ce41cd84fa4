import { expect, test } from "vitest";
import { gridLink, nextSort, readParams, rowsQuery, writeParams } from "./browser-params";

test("reads the spec's query shape from the address, a value's own colons kept, unknown operators and sizes ignored", () => {
  const params = readParams(
    new URLSearchParams(
      "collection=render&where=status:eq:failed&where=created_at:gte:2026-11-01T10:00:00Z&where=title:like:x&sort=created_at:desc&limit=100",
    ),
  );
  expect(params).toEqual({
    collection: "render",
    where: [
      { column: "status", op: "eq", value: "failed" },
      { column: "created_at", op: "gte", value: "2026-11-01T10:00:00Z" },
    ],
    sort: "created_at:desc",
    limit: 100,
  });
  expect(readParams(new URLSearchParams("sort=drop table&limit=7"))).toMatchObject({ sort: "", limit: 50 });
});

test("writes only what differs from the defaults, and the API's query from the same view", () => {
  const params = {
    collection: "content",
    where: [
      { column: "title", op: "contains" as const, value: "a:b" },
      { column: "planner", op: "empty" as const, value: "x" },
    ],
    sort: "",
    limit: 50,
  };
  expect(writeParams(params).toString()).toBe("collection=content&where=title%3Acontains%3Aa%3Ab&where=planner%3Aempty%3A");
  expect(readParams(writeParams(params)).where).toEqual([params.where[0], { column: "planner", op: "empty", value: "" }]);
  expect(rowsQuery({ ...params, sort: "title:asc" }).toString()).toBe(
    "where=title%3Acontains%3Aa%3Ab&where=planner%3Aempty%3A&sort=title%3Aasc&limit=50",
  );
});

test("cycles a header's sort up, down, then back to the collection's order; links a relation to its filtered grid", () => {
  expect(nextSort("", "title")).toBe("title:asc");
  expect(nextSort("title:asc", "title")).toBe("title:desc");
  expect(nextSort("title:desc", "title")).toBe("");
  expect(nextSort("title:desc", "status")).toBe("status:asc");
  expect(gridLink("render", ["content_id:eq:c1"])).toBe("/firestore-dashboard?collection=render&where=content_id%3Aeq%3Ac1");
});
