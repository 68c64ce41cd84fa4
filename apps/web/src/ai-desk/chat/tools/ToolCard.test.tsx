// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { ok, stubApi } from "../../../testing/fake-api";
import { renderScreen } from "../../../testing/render";
import { ToolCard, type ToolPart } from "./ToolCard";

beforeEach(() => {
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const part = (fields: Record<string, unknown>) => ({ toolCallId: "call-1", ...fields }) as unknown as ToolPart;

test("is compact: what the tool did, with its input and output on demand", async () => {
  renderScreen(
    <ToolCard
      part={part({
        type: "tool-find_library",
        state: "output-available",
        input: { query: "bold" },
        output: { templates: [{ id: "bold", name: "Bold", description: "" }], layouts: [] },
      })}
      onApproval={vi.fn()}
    />,
  );
  const card = screen.getByTestId("tool-card");
  expect(within(card).getByText("Searched templates and layouts")).toBeTruthy();
  expect(within(card).getByText("Bold")).toBeTruthy();
  const toggle = within(card).getByRole("button", { name: "Searched templates and layouts: details" });
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  await userEvent.click(toggle);
  expect(toggle.getAttribute("aria-expanded")).toBe("true");
  expect(within(card).getByText(/"query": "bold"/)).toBeTruthy();
  expect(within(card).getByText(/"id": "bold"/)).toBeTruthy();
});

test("says it is running, and shows a failure's reason", () => {
  renderScreen(<ToolCard part={part({ type: "tool-find_videos", state: "input-available", input: {} })} onApproval={vi.fn()} />);
  expect(screen.getByText("Looking through your videos")).toBeTruthy();
  cleanup();
  renderScreen(
    <ToolCard
      part={part({ type: "tool-render_status", state: "output-error", input: {}, errorText: "That video was not found." })}
      onApproval={vi.fn()}
    />,
  );
  expect(screen.getByText("Failed")).toBeTruthy();
  expect(screen.getByText("That video was not found.")).toBeTruthy();
});

test("asks before a render starts, and passes the answer on", async () => {
  const onApproval = vi.fn();
  renderScreen(
    <ToolCard
      part={part({ type: "tool-render_video", state: "approval-requested", input: { content_id: "v1" }, approval: { id: "approval-1" } })}
      onApproval={onApproval}
    />,
  );
  expect(screen.getByText("Needs your approval")).toBeTruthy();
  expect(screen.getByRole("link", { name: "this video" }).getAttribute("href")).toBe("/content/v1/edit");
  await userEvent.click(screen.getByRole("button", { name: "Render" }));
  expect(onApproval).toHaveBeenCalledWith("approval-1", true);
  await userEvent.click(screen.getByRole("button", { name: "Don’t render" }));
  expect(onApproval).toHaveBeenCalledWith("approval-1", false);
});

test("asks before pictures are made, saying what and how many, and passes the answer on", async () => {
  const onApproval = vi.fn();
  renderScreen(
    <ToolCard
      part={part({
        type: "tool-generate_image",
        state: "approval-requested",
        input: { prompt: "A spring meadow", count: 2 },
        approval: { id: "approval-2" },
      })}
      onApproval={onApproval}
    />,
  );
  expect(screen.getByText("Needs your approval")).toBeTruthy();
  expect(screen.getByText(/Make 2 pictures of “A spring meadow”\? They count against your images\./)).toBeTruthy();
  await userEvent.click(screen.getByRole("button", { name: "Make them" }));
  expect(onApproval).toHaveBeenCalledWith("approval-2", true);
  await userEvent.click(screen.getByRole("button", { name: "Don’t make them" }));
  expect(onApproval).toHaveBeenCalledWith("approval-2", false);
});

test("shows a drafted video's storyboard and the way into the editor", async () => {
  stubApi({ "GET /api/v1/templates": [ok({ data: [] })], "GET /api/v1/layouts": [ok({ data: [] })] });
  const document = {
    version: 1,
    title: "Spring sale",
    aspectRatio: "9:16",
    templateId: "clean",
    scenes: [
      { id: "s1", layoutId: "title", slots: {}, duration: 3 },
      { id: "s2", layoutId: "title", slots: {}, duration: 4 },
    ],
  };
  renderScreen(
    <ToolCard
      part={part({
        type: "tool-draft_video",
        state: "output-available",
        input: { brief: "A sale" },
        output: { content_id: "v1", title: "Spring sale", edit_path: "/content/v1/edit", planner: "llm", scene_count: 2, document },
      })}
      onApproval={vi.fn()}
    />,
  );
  expect(screen.getByText("Drafted a video")).toBeTruthy();
  expect(screen.getByText("2 scenes · planned by the language model")).toBeTruthy();
  expect(screen.getByRole("link", { name: /Open in the editor/ }).getAttribute("href")).toBe("/content/v1/edit");
  expect(await screen.findAllByTestId("storyboard-strip-tile")).toHaveLength(2);
});
