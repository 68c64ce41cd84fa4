// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { ok, stubApi, type FakeAnswer } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import { contentCollection, contentRows } from "./db-browser-fixtures";
import DatabaseBrowserPage from "./DatabaseBrowserPage";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const API = "/api/v1/staff/collections";

/** The fake browser API (the content collection as given, its rows answered in turn), and the rows queries the screen asked for. */
function browserServer(collection = contentCollection, rowsAnswers: FakeAnswer[] = [ok({ data: contentRows, next_cursor: null })]) {
  stubApi({
    [`GET ${API}`]: [
      ok({
        data: [
          { name: "content", documents: 2, estimated: false, editable: true },
          { name: "llm_call", documents: 1_234_000, estimated: true, editable: false },
        ],
      }),
    ],
    [`GET ${API}/content`]: [ok({ data: collection })],
    [`GET ${API}/content/rows`]: rowsAnswers,
  });
  const asked: URL[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(new URL(input instanceof Request ? input.url : input.toString(), location.origin));
    return inner(input, init);
  });
  return () => asked.filter((url) => url.pathname === `${API}/content/rows`);
}

const address = () => new URL(screen.getByTestId("location").textContent, "http://app");

test("lists the collections with exact and estimated counts, and the chosen one's grid with its columns", async () => {
  browserServer();
  renderScreen(<DatabaseBrowserPage />, { path: "/firestore-dashboard?collection=content" });
  const nav = await screen.findByRole("navigation", { name: "Collections" });
  expect(within(nav).getByRole("link", { name: /content.*2 rows.*editable/ })).toBeTruthy();
  expect(within(nav).getByRole("link", { name: /llm_call.*≈ 1.2M rows \(estimate\).*read-only/ })).toBeTruthy();

  const grid = await screen.findByRole("table", { name: "content rows" });
  const headers = within(grid)
    .getAllByRole("columnheader")
    .map((header) => header.textContent);
  expect(headers).toEqual(["document", "id", "title", "user_id", "shared", "created_at"]);
  expect(within(grid).getAllByRole("row")).toHaveLength(3);
  // Long values are cut, the whole on hover; times short, exact on hover.
  expect(within(grid).getByTitle("x".repeat(80)).textContent).toBe(`${"x".repeat(48)}…`);
  expect(within(grid).getByTitle("2026-11-02T10:00:00.123+00:00").textContent).toBe("2026-11-02 10:00:00");
  expect(
    within(grid)
      .getByRole("columnheader", { name: /created_at/ })
      .getAttribute("aria-sort"),
  ).toBe("descending");
});

test("keeps sort and filters in the address and asks the server for them", async () => {
  const asked = browserServer();
  renderScreen(<DatabaseBrowserPage />, { path: "/firestore-dashboard?collection=content" });
  await screen.findByRole("table", { name: "content rows" });

  await userEvent.click(screen.getByRole("button", { name: "Sort by title" }));
  await vi.waitFor(() => expect(address().searchParams.get("sort")).toBe("title:asc"));
  await vi.waitFor(() => expect(asked().at(-1)!.searchParams.get("sort")).toBe("title:asc"));

  await userEvent.click(screen.getByRole("button", { name: "Filter title" }));
  const form = await screen.findByRole("form", { name: "Filter title" });
  await userEvent.click(within(form).getByRole("combobox", { name: "Operator" }));
  await userEvent.click(await screen.findByRole("option", { name: "contains" }));
  await userEvent.type(within(form).getByRole("textbox", { name: "Value" }), "sale:50%{Enter}");
  await vi.waitFor(() => expect(address().searchParams.getAll("where")).toEqual(["title:contains:sale:50%"]));
  await vi.waitFor(() => expect(asked().at(-1)!.searchParams.getAll("where")).toEqual(["title:contains:sale:50%"]));

  await userEvent.click(screen.getByRole("button", { name: "Remove filter title:contains:sale:50%" }));
  await vi.waitFor(() => expect(address().searchParams.getAll("where")).toEqual([]));
});

test("opens a row's document by its link or a click on the row", async () => {
  browserServer();
  renderScreen(<DatabaseBrowserPage />, { path: "/firestore-dashboard?collection=content" });
  const grid = await screen.findByRole("table", { name: "content rows" });
  expect(within(grid).getByRole("link", { name: "c1" }).getAttribute("href")).toBe("/firestore-dashboard/content/c1");
  await userEvent.click(within(grid).getByText("Spring sale"));
  await vi.waitFor(() => expect(address().pathname).toBe("/firestore-dashboard/content/c1"));
});

/** Content grown past 100,000 rows: only its indexed columns (id, created_at) sort. */
const slowTitle =
  "Sorting by title would scan all ≈1,234,000 rows: sort by an indexed column (id, created_at) or narrow the rows with a filter instead.";
const largeContent = {
  ...contentCollection,
  columns: contentCollection.columns.map((column) =>
    column.name === "title" ? { ...column, sortable: false, unsortable_reason: slowTitle } : column,
  ),
};

test("disables sorting by a large table's unindexed column, saying why, and sorts by an indexed one", async () => {
  const asked = browserServer(largeContent);
  renderScreen(<DatabaseBrowserPage />, { path: "/firestore-dashboard?collection=content" });
  await screen.findByRole("table", { name: "content rows" });

  const title = screen.getByRole("button", { name: "Sort by title" });
  expect(title.getAttribute("aria-disabled")).toBe("true");
  await userEvent.hover(title);
  expect((await screen.findByRole("tooltip")).textContent).toBe(slowTitle);
  await userEvent.click(title);
  expect(address().searchParams.get("sort")).toBeNull();
  expect(asked().every((url) => !url.searchParams.has("sort"))).toBe(true);

  await userEvent.click(screen.getByRole("button", { name: "Sort by id" }));
  await vi.waitFor(() => expect(asked().at(-1)!.searchParams.get("sort")).toBe("id:asc"));
});

test("offers the default order when a shared address sorts a large table by an unindexed column", async () => {
  const refused = { status: 400, body: { error: { code: "slow_sort", message: slowTitle, fields: { sort: slowTitle } } } };
  const asked = browserServer(largeContent, [refused, ok({ data: contentRows, next_cursor: null })]);
  renderScreen(<DatabaseBrowserPage />, { path: "/firestore-dashboard?collection=content&sort=title:asc" });
  expect(await screen.findByText(slowTitle)).toBeTruthy();
  await userEvent.click(screen.getByRole("button", { name: "Use the default order" }));
  await vi.waitFor(() => expect(address().searchParams.get("sort")).toBeNull());
  await screen.findByRole("table", { name: "content rows" });
  expect(asked().at(-1)!.searchParams.has("sort")).toBe(false);
});
