// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { ok, stubApi } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import FunctionCallingReportPage from "./FunctionCallingReportPage";
import { callDetail, daySummary, failedCall, figures } from "./report-fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const API = "/api/v1/staff/llm-report";
const options = {
  tools: ["create_storyboard", "find_templates"],
  models: ["claude-fake", "gpt-fake"],
  providers: ["anthropic"],
  sources: ["chat", "planner"],
};

/** The fake report server, and every address the screen asked it for (with its query). */
function reportServer(summary = daySummary) {
  stubApi({
    [`GET ${API}/summary`]: [ok({ data: summary })],
    [`GET ${API}/filters`]: [ok({ data: options })],
    [`GET ${API}/calls`]: [ok({ data: [failedCall(), failedCall({ id: "call-c2", attempt: 2, fallback: true })], next_cursor: null })],
    [`GET ${API}/calls/call-b0`]: [ok({ data: callDetail })],
  });
  const asked: URL[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(new URL(input instanceof Request ? input.url : input.toString(), location.origin));
    return inner(input, init);
  });
  return (path: string) => asked.filter((url) => url.pathname === `${API}${path}`);
}

const address = () => new URL(screen.getByTestId("location").textContent, "http://app");

test("shows the range's figures, the chart, the tool × model table and the failing calls", async () => {
  const asked = reportServer();
  renderScreen(<FunctionCallingReportPage />, { path: "/function-calling-report" });
  const success = await screen.findByRole("group", { name: "Success rate" });
  expect(success.textContent).toContain("37.5%");
  expect(success.textContent).toContain("3 of 8 calls");
  expect(screen.getByRole("group", { name: "Repair rate" }).textContent).toContain("20%1 of 5 runs");
  expect(screen.getByRole("group", { name: "Fallbacks" }).textContent).toContain("1");
  expect(screen.getByRole("group", { name: "Latency" }).textContent).toBe("Latency450 ms p50765 ms p95");
  expect(screen.getByRole("group", { name: "Cost" }).textContent).toBe("Cost$1.506.1K tokens in, 1.2K out; 2 calls without a price");
  expect(screen.getByRole("group", { name: "Calls and latency by hour (UTC)" })).toBeTruthy();
  expect(within(screen.getByRole("table", { name: "Calls by tool and model" })).getAllByRole("row")).toHaveLength(4);
  const failing = await screen.findByRole("table", { name: "Failing calls" });
  expect(within(failing).getAllByRole("row")).toHaveLength(3);
  expect(within(failing).getByText(/Fell back after this call/)).toBeTruthy();

  // The last 7 days by default, the same range for every route.
  const [summary] = asked("/summary");
  const from = Date.parse(summary!.searchParams.get("from")!);
  expect(Date.parse(summary!.searchParams.get("to")!) - from).toBe(7 * 86_400_000);
  expect(asked("/calls")[0]!.searchParams.get("failed")).toBe("true");
  expect(asked("/calls")[0]!.searchParams.get("from")).toBe(summary!.searchParams.get("from"));
});

test("keeps the range and filters in the address, and asks for what it says", async () => {
  const asked = reportServer();
  renderScreen(<FunctionCallingReportPage />, { path: "/function-calling-report?range=24h&tool=create_storyboard" });
  await screen.findByRole("group", { name: "Success rate" });
  const [first] = asked("/summary");
  expect(first!.searchParams.get("tool")).toBe("create_storyboard");
  expect(Date.parse(first!.searchParams.get("to")!) - Date.parse(first!.searchParams.get("from")!)).toBe(86_400_000);

  await userEvent.click(screen.getByRole("combobox", { name: "Model" }));
  await userEvent.click(await screen.findByRole("option", { name: "gpt-fake" }));
  await vi.waitFor(() => expect(address().search).toBe("?range=24h&tool=create_storyboard&model=gpt-fake"));
  await vi.waitFor(() => expect(asked("/summary").at(-1)!.searchParams.get("model")).toBe("gpt-fake"));

  await userEvent.click(screen.getByRole("radio", { name: "Custom" }));
  await vi.waitFor(() => expect(address().searchParams.get("range")).toBe("custom"));
  fireEvent.change(screen.getByLabelText("From (UTC)"), { target: { value: "2026-03-01" } });
  await vi.waitFor(() => expect(address().searchParams.get("from")).toBe("2026-03-01"));
  await vi.waitFor(() => expect(asked("/summary").at(-1)!.searchParams.get("from")).toBe("2026-03-01T00:00:00.000Z"));
});

test("opens a failing call: its problems at their JSON paths, the raw answer, the request folded, and what happened next", async () => {
  reportServer();
  renderScreen(<FunctionCallingReportPage />, { path: "/function-calling-report" });
  const failing = await screen.findByRole("table", { name: "Failing calls" });
  await userEvent.click(within(failing).getAllByRole("button")[0]!);
  await vi.waitFor(() => expect(address().searchParams.get("call")).toBe("call-b0"));

  const drawer = await screen.findByRole("dialog", { name: "Model call" });
  const problems = await within(drawer).findByRole("list", { name: "Problems" });
  expect(problems.textContent).toBe("/scenes/0/layoutId must be one of title, stat");
  expect(within(drawer).getByRole("region", { name: "Raw answer" }).textContent).toContain('"layoutId": "nope"');
  expect(within(drawer).getByRole("link", { name: "(its JSON Schema)" }).getAttribute("href")).toBe(
    `${API}/tools/create_storyboard/schema`,
  );
  const timeline = within(drawer).getByLabelText("The run's calls");
  expect(timeline.textContent).toContain("Attempt 0: failed (this call)");
  expect(timeline.textContent).toContain("Attempt 1: valid");
  expect(timeline.textContent).toContain("Repaired: a later answer was valid.");

  await userEvent.click(within(drawer).getByRole("button", { name: "Request (2 messages)" }));
  const system = within(drawer).getByRole("article", { name: "Message 1: system" });
  expect(system.textContent).not.toContain("Layouts you may use: title, stat. ".repeat(40));
  await userEvent.click(within(system).getByRole("button", { name: "Show all" }));
  expect(system.textContent).toContain("Layouts you may use: title, stat. ".repeat(40).trim());
  expect(within(drawer).getByRole("article", { name: "Message 2: user" }).textContent).toContain("Trail Runner 2 grips wet rock.");
});

test("explains how calls get recorded when the range has none", async () => {
  reportServer({ ...daySummary, totals: figures(), series: [], by_tool_model: [] });
  renderScreen(<FunctionCallingReportPage />, { path: "/function-calling-report" });
  expect(await screen.findByText("No model calls were recorded in this range.")).toBeTruthy();
  expect(screen.getByText(/each storyboard answer and each repair/)).toBeTruthy();
  expect(screen.queryByRole("table")).toBeNull();
});

test("says when the filters match nothing, and clears them", async () => {
  reportServer({ ...daySummary, totals: figures(), series: [], by_tool_model: [] });
  renderScreen(<FunctionCallingReportPage />, { path: "/function-calling-report?source=chat" });
  expect(await screen.findByText("No calls match these filters in this range.")).toBeTruthy();
  await userEvent.click(screen.getAllByRole("button", { name: "Clear filters" }).at(-1)!);
  await vi.waitFor(() => expect(address().search).toBe(""));
});
