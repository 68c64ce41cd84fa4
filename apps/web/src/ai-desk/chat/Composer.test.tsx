// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { LlmModelInfo } from "@framewise/contracts";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { renderScreen } from "../../testing/render";
import { Composer, type ComposerProps } from "./Composer";

beforeEach(() => {
  // happy-dom has no font loading; the autosizing textarea listens to it.
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
});
afterEach(cleanup);

const model = (id: string, vision: boolean): LlmModelInfo => ({
  id,
  label: id.toUpperCase(),
  provider: "openai-compatible",
  model: id,
  price: null,
  vision,
  planner: false,
});

function renderComposer(props: Partial<ComposerProps> = {}) {
  const handlers = { onSend: vi.fn(), onStop: vi.fn(), onModelChange: vi.fn() };
  renderScreen(<Composer models={[model("fast", false), model("eye", true)]} modelId="fast" busy={false} {...handlers} {...props} />);
  return { ...handlers, box: screen.getByRole("textbox", { name: "Message" }) };
}

test("Enter sends the question and empties the box; Shift+Enter starts a new line", async () => {
  const { onSend, box } = renderComposer();
  await userEvent.type(box, "First line{Shift>}{Enter}{/Shift}second line");
  expect(onSend).not.toHaveBeenCalled();
  expect((box as HTMLTextAreaElement).value).toBe("First line\nsecond line");
  await userEvent.type(box, "{Enter}");
  expect(onSend).toHaveBeenCalledWith({ text: "First line\nsecond line", pictures: [] });
  expect((box as HTMLTextAreaElement).value).toBe("");
});

test("sends nothing empty", async () => {
  const { onSend, box } = renderComposer();
  await userEvent.type(box, "   {Enter}");
  expect(onSend).not.toHaveBeenCalled();
  expect(screen.getByRole("button", { name: "Send" }).hasAttribute("disabled")).toBe(true);
});

test("while an answer arrives, offers Stop, and Escape stops it too", async () => {
  const { onStop, onSend, box } = renderComposer({ busy: true });
  expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
  fireEvent.keyDown(box, { key: "Escape" });
  expect(onStop).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole("button", { name: "Stop" }));
  expect(onStop).toHaveBeenCalledTimes(2);
  await userEvent.type(box, "More{Enter}");
  expect(onSend).not.toHaveBeenCalled();
});

test("offers attachments only for a model that takes pictures", () => {
  renderComposer();
  expect(screen.getByRole("button", { name: "Attach a picture" }).hasAttribute("disabled")).toBe(true);
  cleanup();
  renderComposer({ modelId: "eye" });
  expect(screen.getByRole("button", { name: "Attach a picture" }).hasAttribute("disabled")).toBe(false);
});
