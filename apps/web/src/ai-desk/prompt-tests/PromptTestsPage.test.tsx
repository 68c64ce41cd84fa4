// @vitest-environment happy-dom
import type { LlmModelInfo, PromptTestRun, PromptTestSuiteSummary } from "@framewise/contracts";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi } from "../../testing/fake-api";
import { FakeEventSource } from "../../testing/fake-event-source";
import { renderScreen } from "../../testing/render";
import PromptTestsPage from "./PromptTestsPage";

const API = "/api/v1/staff/prompt-tests";

const suite = (fields: Partial<PromptTestSuiteSummary>): PromptTestSuiteSummary => ({
  id: "suite-1",
  name: "Starter suite",
  description: "The product's real uses.",
  starter: true,
  prompt_count: 33,
  last_run: { id: "run-9", status: "succeeded", score: 0.8, created_at: "2026-03-01T10:00:00Z" },
  recent_scores: [0.5, 0.8],
  updated_at: "2026-01-01T00:00:00Z",
  ...fields,
});

const model = (id: string): LlmModelInfo => ({
  id,
  label: `${id} label`,
  provider: "openai-compatible",
  model: id,
  price: null,
  vision: false,
  planner: false,
});

const run: PromptTestRun = {
  id: "run-10",
  suite_id: "suite-2",
  suite_name: "Bakery",
  status: "running",
  targets: ["text-planner", "alpha"],
  judge_model_id: null,
  done: 3,
  total: 8,
  score: 1,
  judge_score: null,
  started_by: { id: "u1", name: "Ada" },
  error: null,
  created_at: "2026-03-02T10:00:00Z",
  started_at: "2026-03-02T10:00:01Z",
  finished_at: null,
};

beforeEach(() => {
  FakeEventSource.made = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("lists the suites with their last score and trend and the runs with their progress, and runs a suite against the chosen targets", async () => {
  const calls = stubApi({
    [`GET ${API}/suites`]: [
      ok({
        data: [suite({}), suite({ id: "suite-2", name: "Bakery", starter: false, prompt_count: 4, last_run: null, recent_scores: [] })],
      }),
    ],
    [`GET ${API}/runs`]: [ok({ data: [run] })],
    "GET /api/v1/staff/llm/models": [ok({ data: [model("alpha"), model("beta")] })],
    [`POST ${API}/runs`]: [{ status: 202, body: { data: { ...run, id: "run-11", status: "queued" } } }],
  });
  renderScreen(<PromptTestsPage />, { path: "/automated-prompts-testing" });

  const rows = await screen.findAllByTestId("suite-row");
  expect(within(rows[0]!).getByText("Starter")).toBeTruthy();
  expect(within(rows[0]!).getByRole("link", { name: "80%" }).getAttribute("href")).toBe("/automated-prompts-testing/run-9");
  expect(within(rows[0]!).getByRole("img").getAttribute("aria-label")).toBe("Recent scores: 50%, 80%");
  expect(within(rows[1]!).getByText("Never run")).toBeTruthy();
  const runRow = await screen.findByTestId("run-row");
  expect(within(runRow).getByText("3/8")).toBeTruthy();
  expect(within(runRow).getByText("Text planner (baseline), alpha")).toBeTruthy();

  await userEvent.click(within(rows[1]!).getByRole("button", { name: "Run" }));
  const dialog = await screen.findByRole("dialog", { name: "Run “Bakery”" });
  expect(within(dialog).getByRole("checkbox", { name: "Text planner (baseline)" })).toHaveProperty("checked", true);
  await userEvent.click(await within(dialog).findByRole("checkbox", { name: "beta" }));
  await userEvent.click(within(dialog).getByRole("checkbox", { name: "alpha" }));
  expect(within(dialog).getByText("4 prompts × 3 targets = 12 storyboards.")).toBeTruthy();
  await userEvent.click(within(dialog).getByRole("combobox", { name: "Judge" }));
  await userEvent.click(await screen.findByRole("option", { name: "beta label" }));
  await userEvent.click(within(dialog).getByRole("button", { name: "Start run" }));

  await vi.waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/automated-prompts-testing/run-11"));
  // In the order offered, not the order ticked.
  expect(callsTo(calls, `POST ${API}/runs`)[0]!.body).toEqual({
    suite_id: "suite-2",
    targets: ["text-planner", "alpha", "beta"],
    judge_model_id: "beta",
  });
});
