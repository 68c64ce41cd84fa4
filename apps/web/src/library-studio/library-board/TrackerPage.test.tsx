// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi } from "../../testing/fake-api";
import { libraryRoutes } from "../../testing/library";
import { renderScreen } from "../../testing/render";
import { boardItems, weekActivity } from "./board-fixtures";
import TrackerPage from "./TrackerPage";

beforeEach(() => {
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ACTIVITY = "GET /api/v1/staff/library/activity";
const names = () =>
  within(screen.getByRole("table", { name: "Layouts" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.getAttribute("data-testid"));

test("lists every layout with its stage, owner, what blocks it and its last change; filters by owner", async () => {
  stubApi({ ...libraryRoutes(), "GET /api/v1/staff/library/board": [ok({ data: boardItems })], [ACTIVITY]: [ok({ data: [] })] });
  renderScreen(<TrackerPage />, { path: "/layout-tracker" });

  await screen.findByRole("table", { name: "Layouts" });
  expect(names()).toEqual(["row-title", "row-promo", "row-quote"]);
  const quote = screen.getByTestId("row-quote");
  expect(quote.textContent).toContain("Draft");
  expect(quote.textContent).toContain("bob@example.com");
  expect(quote.textContent).toContain("text_fits 9:16");
  expect(quote.textContent).toContain("23 Nov 2026");
  expect(screen.getByTestId("row-title").textContent).toContain("System");

  // The signed-in test user is user-1, Promo's owner.
  await userEvent.click(screen.getByRole("combobox", { name: "Owner" }));
  await userEvent.click(await screen.findByRole("option", { name: "Mine" }));
  expect(names()).toEqual(["row-promo"]);
  await userEvent.click(screen.getByRole("combobox", { name: "Owner" }));
  await userEvent.click(await screen.findByRole("option", { name: "No owner" }));
  expect(names()).toEqual(["row-title"]);
  await userEvent.click(screen.getByRole("checkbox", { name: "Blocked only" }));
  expect(screen.getByText("No layout matches these filters.")).toBeTruthy();
  // The filters are in the address: shared or reloaded, the tracker opens filtered the same way.
  expect(screen.getByTestId("location").textContent).toBe("/layout-tracker?owner=nobody&blocked=1");
  expect(screen.getByRole("region", { name: "This week" }).textContent).toContain("No versions were made");
});

test("shows what changed in the last seven days: who, what, when", async () => {
  const calls = stubApi({
    ...libraryRoutes(),
    "GET /api/v1/staff/library/board": [ok({ data: boardItems })],
    [ACTIVITY]: [ok({ data: weekActivity })],
  });
  const asked: string[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(input instanceof Request ? input.url : String(input));
    return inner(input, init);
  });
  renderScreen(<TrackerPage />, { path: "/layout-tracker" });

  const week = await screen.findByRole("region", { name: "This week" });
  const entries = await within(week).findAllByTestId("activity");
  expect(entries.map((entry) => entry.textContent)).toEqual([
    "Promo: version 2 draft → in reviewada@example.com · 24 Nov 2026, 09:00:00 UTC",
    "Quote: version 1 created (draft)bob@example.com · 23 Nov 2026, 09:00:00 UTC",
  ]);
  expect(callsTo(calls, ACTIVITY)).toHaveLength(1);
  const since = new URL(
    asked.find((url) => url.includes("/activity"))!,
    "http://app",
  ).searchParams.get("since")!;
  expect(Math.round((Date.now() - Date.parse(since)) / 86_400_000)).toBe(7);
});

test("the Blocked only box shows its click at once, before the address has caught up in a transition", async () => {
  stubApi({ ...libraryRoutes(), "GET /api/v1/staff/library/board": [ok({ data: boardItems })], [ACTIVITY]: [ok({ data: [] })] });
  renderScreen(<TrackerPage />, { path: "/layout-tracker" });

  await screen.findByRole("table", { name: "Layouts" });
  const blocked = screen.getByRole<HTMLInputElement>("checkbox", { name: "Blocked only" });
  // The DOM's own click, outside act(), which would finish any transition before returning.
  blocked.click();
  // A box waiting on a transitioned navigation still reads unchecked here, as it does to a browser.
  expect(blocked.checked).toBe(true);
});
