import { expect, test } from "vitest";
import { readParams, resolveDays, writeParams } from "./dashboard-params";

const NOW = Date.parse("2026-03-15T18:00:00Z");
const read = (query: string) => readParams(new URLSearchParams(query));

test("reads the twelve weeks up to today by default, and ignores what it does not know", () => {
  expect(read("")).toEqual({ range: "12w", from: "", to: "", tab: "templates" });
  expect(read("range=9w&tab=scenes")).toEqual({ range: "12w", from: "", to: "", tab: "templates" });
  expect(resolveDays(read(""), NOW)).toEqual({ from: "2025-12-22", to: "2026-03-15" });
  expect(resolveDays(read("range=4w"), NOW)).toEqual({ from: "2026-02-16", to: "2026-03-15" });
});

test("keeps a custom range only when it is whole days in order and at most 366 of them", () => {
  expect(read("range=custom&from=2026-03-02&to=2026-03-15&tab=layouts")).toEqual({
    range: "custom",
    from: "2026-03-02",
    to: "2026-03-15",
    tab: "layouts",
  });
  expect(read("range=custom&from=2026-03-15&to=2026-03-02").range).toBe("12w");
  expect(read("range=custom&from=2024-01-01&to=2026-03-02").range).toBe("12w");
  expect(read("range=custom&from=March&to=2026-03-02").range).toBe("12w");
});

test("writes only what differs from the defaults", () => {
  expect(writeParams(read("")).toString()).toBe("");
  expect(writeParams({ range: "custom", from: "2026-03-02", to: "2026-03-15", tab: "layouts" }).toString()).toBe(
    "range=custom&from=2026-03-02&to=2026-03-15&tab=layouts",
  );
  expect(writeParams({ range: "52w", from: "", to: "", tab: "templates" }).toString()).toBe("range=52w");
});
