// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test } from "vitest";
import { renderScreen } from "../../testing/render";
import { daySummary } from "./report-fixtures";
import { ToolModelTable } from "./ToolModelTable";

afterEach(cleanup);

const toolsInOrder = () =>
  within(screen.getByRole("table", { name: "Calls by tool and model" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]!.textContent);

test("shows a row per tool × model with its figures, most calls first", () => {
  renderScreen(<ToolModelTable rows={daySummary.by_tool_model} />);
  expect(toolsInOrder()).toEqual(["create_storyboard", "find_templates", "search_help"]);
  const [first] = screen.getAllByRole("row").slice(1);
  expect(
    within(first!)
      .getAllByRole("cell")
      .map((cell) => cell.textContent),
  ).toEqual(["create_storyboard", "gpt-fake (openai-compatible)", "6", "33.3%", "–", "0", "350 ms", "575 ms", "0 / 0", "$1.50"]);
  expect(screen.getByRole("columnheader", { name: "Calls" }).getAttribute("aria-sort")).toBe("descending");
});

test("sorts by the column clicked, and reverses on a second click", async () => {
  renderScreen(<ToolModelTable rows={daySummary.by_tool_model} />);
  await userEvent.click(screen.getByRole("button", { name: "p95" }));
  expect(toolsInOrder()).toEqual(["search_help", "find_templates", "create_storyboard"]);
  expect(screen.getByRole("columnheader", { name: "p95" }).getAttribute("aria-sort")).toBe("descending");
  await userEvent.click(screen.getByRole("button", { name: "p95" }));
  expect(toolsInOrder()).toEqual(["create_storyboard", "find_templates", "search_help"]);
  expect(screen.getByRole("columnheader", { name: "p95" }).getAttribute("aria-sort")).toBe("ascending");
  await userEvent.click(screen.getByRole("button", { name: "Tool" }));
  expect(toolsInOrder()).toEqual(["create_storyboard", "find_templates", "search_help"]);
  await userEvent.click(screen.getByRole("button", { name: "Success" }));
  expect(toolsInOrder()).toEqual(["find_templates", "create_storyboard", "search_help"]);
});
