// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import { ModelsPanel } from "./ModelsPanel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const models = [
  { id: "fast", label: "Fast", provider: "openai-compatible", model: "llama3.1", price: null, vision: false, planner: true },
  { id: "gpt", label: "GPT", provider: "openai", model: "gpt-4.1-mini", price: { input: 0.4, output: 1.6 }, vision: true, planner: false },
];

test("lists each model with its price, and checks one on demand, saying how it answered or why it failed", async () => {
  const calls = stubApi({
    "POST /api/v1/staff/llm/models/fast/health": [
      ok({ data: { id: "fast", ok: true, latency_ms: 42, error: null, checked_at: "2026-11-24T00:00:00Z" } }),
    ],
    "POST /api/v1/staff/llm/models/gpt/health": [
      ok({ data: { id: "gpt", ok: false, latency_ms: 9, error: "Incorrect API key provided", checked_at: "2026-11-24T00:00:00Z" } }),
    ],
  });
  renderScreen(<ModelsPanel models={models} />);
  await userEvent.click(screen.getByRole("button", { name: "Models" }));
  const table = await screen.findByRole("table", { name: "Configured models" });
  expect(within(table).getByText("$0.4 / $1.6")).toBeTruthy();
  expect(within(table).getByText("not set")).toBeTruthy();
  expect(within(table).getByText("plans storyboards")).toBeTruthy();

  await userEvent.click(within(table).getByRole("button", { name: "Check Fast" }));
  expect((await screen.findByTestId("health-fast")).textContent).toBe("Answered in 42 ms");
  await userEvent.click(within(table).getByRole("button", { name: "Check GPT" }));
  expect((await screen.findByTestId("health-gpt")).textContent).toBe("Failed: Incorrect API key provided");
  expect(callsTo(calls, "POST /api/v1/staff/llm/models/fast/health")).toHaveLength(1);
});
