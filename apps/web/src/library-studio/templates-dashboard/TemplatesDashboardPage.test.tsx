// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { ok, stubApi, type FakeAnswer } from "../../testing/fake-api";
import { libraryRoutes } from "../../testing/library";
import { renderScreen } from "../../testing/render";
import { TEMPLATES_DASHBOARD_API } from "./dashboard-api";
import { busyDashboard, emptyDashboard } from "./dashboard-fixtures";
import TemplatesDashboardPage from "./TemplatesDashboardPage";

beforeEach(() => {
  // happy-dom has no font loading; the renderer's font hook listens to it.
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROUTE = `GET ${TEMPLATES_DASHBOARD_API}`;

/** The fake server, and the query strings the screen asked the dashboard with. */
function dashboardServer(answers: Record<string, FakeAnswer[]>) {
  stubApi({ ...answers, ...libraryRoutes() });
  const asked: URLSearchParams[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), location.origin);
    if (url.pathname === TEMPLATES_DASHBOARD_API) asked.push(url.searchParams);
    return inner(input, init);
  });
  return asked;
}
const address = () => new URL(screen.getByTestId("location").textContent, "http://app");
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).queryAllByText(/^(Bold|Clean|retired-style)$/)[0]?.textContent);

test("shows each template's figures, most videos first, sorts by a column and opens a row's reasons and destinations", async () => {
  const asked = dashboardServer({ [ROUTE]: [ok({ data: busyDashboard })] });
  renderScreen(<TemplatesDashboardPage />, { path: "/templates-dashboard" });

  const table = await screen.findByRole("table", { name: "Templates" });
  expect(rowNames(table)).toEqual(["Clean", "Bold", "retired-style"]);
  const clean = screen.getByTestId("template-row-clean");
  expect(clean.textContent).toContain("25% (1)");
  expect(clean.textContent).toContain("40% (2)");
  expect(clean.textContent).toContain("1.50×");
  expect(within(clean).getByRole("img", { name: /^Weekly trend: videos 1, 3; renders 1, 4; failed 0, 2/ })).toBeTruthy();
  expect(screen.getByTestId("template-row-retired-style").textContent).toContain("Not in the library");

  // The last twelve weeks by default: 84 days, today included.
  const query = asked[0]!;
  expect((Date.parse(query.get("to")!) - Date.parse(query.get("from")!)) / 86_400_000).toBe(83);

  await userEvent.click(within(table).getByRole("button", { name: "Failed" }));
  expect(rowNames(table)).toEqual(["retired-style", "Clean", "Bold"]);
  await userEvent.click(within(table).getByRole("button", { name: "Failed" }));
  expect(rowNames(table)).toEqual(["Bold", "Clean", "retired-style"]);

  await userEvent.click(screen.getByRole("button", { name: "Details of Clean" }));
  const reasons = screen.getByRole("region", { name: "Failure reasons" });
  expect(reasons.textContent).toContain("1× The photo in scene N could not be prepared");
  expect(screen.getByRole("region", { name: "Where users went" }).textContent).toContain("Bold: 1 video");
  expect(screen.getByRole("button", { name: "Details of Clean" }).getAttribute("aria-expanded")).toBe("true");
});

test("keeps the range and the tab in the address, and asks for the custom days", async () => {
  const asked = dashboardServer({ [ROUTE]: [ok({ data: busyDashboard })] });
  renderScreen(<TemplatesDashboardPage />, { path: "/templates-dashboard?range=custom&from=2026-03-02&to=2026-03-15&tab=layouts" });

  const layouts = await screen.findByRole("table", { name: "Layouts" });
  expect(within(layouts).getByText("Title")).toBeTruthy();
  expect(asked[0]!.toString()).toBe("from=2026-03-02&to=2026-03-15");
  expect(screen.getByText("2 Mar 2026 to 15 Mar 2026")).toBeTruthy();

  await userEvent.click(screen.getByRole("tab", { name: /Templates/ }));
  expect(address().searchParams.get("tab")).toBeNull();
  await userEvent.click(screen.getByRole("radio", { name: "4 weeks" }));
  expect(address().searchParams.get("range")).toBe("4w");
  await vi.waitFor(() => expect(asked).toHaveLength(2));
  expect((Date.parse(asked[1]!.get("to")!) - Date.parse(asked[1]!.get("from")!)) / 86_400_000).toBe(27);
});

test("says when nothing was made in the range", async () => {
  dashboardServer({ [ROUTE]: [ok({ data: emptyDashboard })] });
  renderScreen(<TemplatesDashboardPage />, { path: "/templates-dashboard" });
  expect(await screen.findByText("Nothing was made in this range")).toBeTruthy();
  // The library is still listed, so staff see what went unused.
  expect(screen.getByRole("table", { name: "Templates" })).toBeTruthy();
});

test("shows the server's error", async () => {
  dashboardServer({
    [ROUTE]: [{ status: 400, body: { error: { code: "invalid_request", message: "The range can be at most 366 days." } } }],
  });
  renderScreen(<TemplatesDashboardPage />, { path: "/templates-dashboard" });
  expect(await screen.findByText("The range can be at most 366 days.")).toBeTruthy();
  expect(screen.queryByRole("table")).toBeNull();
});
