// @vitest-environment happy-dom
import type { PromptTestResult, PromptTestRunDetail } from "@framewise/contracts";
import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi } from "../../testing/fake-api";
import { FakeEventSource, latestEventSource } from "../../testing/fake-event-source";
import { libraryRoutes } from "../../testing/library";
import { renderScreen } from "../../testing/render";
import RunPage from "./RunPage";

const API = "/api/v1/staff/prompt-tests";

const document = {
  version: 1,
  title: "Bread",
  aspectRatio: "9:16",
  templateId: "clean",
  fps: 30,
  variables: {},
  scenes: [
    { id: "scene-1", layoutId: "title", slots: { headline: { text: "Fresh bread" } }, duration: 3 },
    { id: "scene-2", layoutId: "title", slots: { headline: { text: "Order" } }, duration: 3 },
  ],
};

const result = (promptId: string, target: string, fields: Partial<PromptTestResult>): PromptTestResult => ({
  id: `${promptId}-${target}`,
  prompt_id: promptId,
  prompt_name: promptId === "p1" ? "Bread ad" : "Opening hours",
  prompt: "An ad for our bakery.",
  language: "en",
  target,
  status: "passed",
  document,
  checks: [{ check: "schema_valid", passed: true, detail: "A valid storyboard." }],
  judgement: null,
  latency_ms: 1200,
  input_tokens: 1001,
  output_tokens: 201,
  cost_usd: 0.0036,
  error: null,
  change: null,
  ...fields,
});

const run = (fields: Partial<PromptTestRunDetail> = {}): PromptTestRunDetail => ({
  id: "run-2",
  suite_id: "suite-1",
  suite_name: "Bakery",
  status: "succeeded",
  targets: ["alpha", "text-planner"],
  judge_model_id: "judge",
  done: 4,
  total: 4,
  score: 0.75,
  judge_score: 4,
  started_by: { id: "u1", name: "Ada" },
  error: null,
  created_at: "2026-03-01T10:00:00Z",
  started_at: "2026-03-01T10:00:01Z",
  finished_at: "2026-03-01T10:01:00Z",
  previous_run_id: "run-1",
  regressed: 1,
  fixed: 1,
  targets_summary: [
    { target: "alpha", passed: 1, failed: 1, score: 0.5, latency_ms: 1200, cost_usd: 0.0072 },
    { target: "text-planner", passed: 2, failed: 0, score: 1, latency_ms: 3, cost_usd: 0 },
  ],
  results: [
    result("p1", "alpha", {
      status: "failed",
      change: "regressed",
      checks: [
        { check: "schema_valid", passed: true, detail: "A valid storyboard." },
        { check: "words_forbidden", passed: false, detail: 'Says "cheap".' },
      ],
      judgement: { model_id: "judge", score: 4, reason: "Warm and clear." },
    }),
    result("p1", "text-planner", { change: "fixed", input_tokens: null, output_tokens: null, cost_usd: 0, latency_ms: 3 }),
    result("p2", "alpha", {}),
    result("p2", "text-planner", { input_tokens: null, output_tokens: null, cost_usd: 0, latency_ms: 3 }),
  ],
  ...fields,
});

const trend = [
  { run_id: "run-1", created_at: "2026-02-01T10:00:00Z", status: "succeeded", score: 0.5, judge_score: null },
  { run_id: "run-2", created_at: "2026-03-01T10:00:00Z", status: "succeeded", score: 0.75, judge_score: 4 },
];

const routes = (runAnswers: PromptTestRunDetail[]) => ({
  [`GET ${API}/runs/run-2`]: runAnswers.map((answer) => ok({ data: answer })),
  [`GET ${API}/suites/suite-1/trend`]: [ok({ data: trend })],
  ...libraryRoutes(),
});

const show = () =>
  renderScreen(
    <Routes>
      <Route path="automated-prompts-testing/:runId" element={<RunPage />} />
    </Routes>,
    { path: "/automated-prompts-testing/run-2" },
  );

beforeEach(() => {
  if (!("fonts" in window.document)) Object.defineProperty(window.document, "fonts", { value: new EventTarget(), configurable: true });
  FakeEventSource.made = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("shows every prompt side by side per target, with failing checks, changes since the last run, the judgement marked, and the trend", async () => {
  stubApi(routes([run()]));
  show();

  expect(await screen.findByRole("heading", { name: "Bakery" })).toBeTruthy();
  const grid = screen.getByRole("table", { name: "Comparison" });
  expect(
    within(grid)
      .getAllByRole("columnheader")
      .map((header) => header.textContent),
  ).toEqual(["Prompt", "alpha", "Text planner (baseline)"]);
  expect(within(grid).getAllByTestId("comparison-row")).toHaveLength(2);

  const failed = screen.getByLabelText("Bread ad with alpha");
  expect(within(failed).getByText("Fail")).toBeTruthy();
  expect(within(failed).getByTestId("change-badge").textContent).toBe("Regressed");
  expect(within(failed).getByRole("list", { name: "Failing checks" }).textContent).toBe('Forbidden words: Says "cheap".');
  expect(within(failed).getByTestId("judgement").textContent).toContain("Judgement by judge: 4/5");
  expect(within(failed).getByTestId("judgement").textContent).toContain("it does not decide pass or fail");
  expect(within(failed).getByText("1.2 s · 1001 + 201 tokens · $0.0036")).toBeTruthy();
  await vi.waitFor(() => expect(within(failed).getAllByTestId("scene-thumbnail")).toHaveLength(2));

  const fixed = screen.getByLabelText("Bread ad with Text planner (baseline)");
  expect(within(fixed).getByTestId("change-badge").textContent).toBe("Fixed");
  expect(within(fixed).queryByTestId("judgement")).toBeNull();

  expect(screen.getByTestId("changes").textContent).toContain("1 regressed");
  expect(screen.getByTestId("changes").textContent).toContain("1 fixed");
  expect(screen.getByRole("link", { name: "the previous run" }).getAttribute("href")).toBe("/automated-prompts-testing/run-1");
  expect((await screen.findByTestId("trend-chart")).getAttribute("aria-label")).toBe("Suite score by run: 50%, 75%");
  expect(screen.queryByRole("button", { name: "Cancel run" })).toBeNull();

  await userEvent.click(screen.getByLabelText("Only prompts with a failure"));
  expect(
    within(grid)
      .getAllByTestId("comparison-row")
      .map((row) => within(row).getAllByRole("cell")[0]!.textContent),
  ).toEqual(["Bread adAn ad for our bakery."]);
});

test("follows a running run live and cancels it", async () => {
  const running = run({
    status: "running",
    done: 1,
    score: 1,
    previous_run_id: null,
    regressed: 0,
    fixed: 0,
    results: run().results.map((each, index) =>
      index === 0 ? { ...each, status: "passed", change: null } : { ...each, status: "pending", change: null, document: null, checks: [] },
    ),
  });
  const calls = stubApi({
    // Read when shown, again when the live stream opens, on the event, and after the cancel.
    ...routes([running, running, { ...running, done: 2 }, { ...running, status: "canceled", done: 2 }]),
    [`POST ${API}/runs/run-2/cancel`]: [ok({ data: { ...running, status: "canceled" } })],
  });
  show();

  expect((await screen.findByTestId("run-progress")).textContent).toBe("1 of 4 results");
  expect(screen.getByTestId("run-status").textContent).toBe("Running");
  expect(screen.getAllByTestId("result-cell").filter((cell) => cell.dataset.status === "pending")).toHaveLength(3);
  expect(screen.getByText("The suite's first finished run: nothing to compare with yet.")).toBeTruthy();

  act(() => latestEventSource().open());
  await vi.waitFor(() => expect(callsTo(calls, `GET ${API}/runs/run-2`)).toHaveLength(2));
  act(() =>
    latestEventSource().send({ type: "prompt-test-run", id: "run-2", suite_id: "suite-1", status: "running", done: 2, total: 4, score: 1 }),
  );
  await vi.waitFor(() => expect(screen.getByTestId("run-progress").textContent).toBe("2 of 4 results"));

  await userEvent.click(screen.getByRole("button", { name: "Cancel run" }));
  await vi.waitFor(() => expect(screen.getByTestId("run-status").textContent).toBe("Canceled"));
  expect(callsTo(calls, `POST ${API}/runs/run-2/cancel`)).toHaveLength(1);
  expect(screen.queryByRole("button", { name: "Cancel run" })).toBeNull();
});
