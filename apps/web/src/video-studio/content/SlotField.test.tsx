// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Slot } from "@framewise/scene";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { renderScreen } from "../../testing/render";
import { SlotField } from "./SlotField";

beforeEach(() => {
  // happy-dom has no font loading; Mantine's growing textarea listens to it.
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
});
afterEach(cleanup);

const points: Slot = { name: "items", kind: "list", label: "Points", required: true };

test("a list's field numbers its points at a switch, and says how it is drawn", async () => {
  const onNumberedChange = vi.fn();
  renderScreen(
    <SlotField slot={points} value={"Water\nSnacks"} onChange={() => undefined} numbered={false} onNumberedChange={onNumberedChange} />,
  );
  const toggle = screen.getByRole("switch", { name: "Numbered (1., 2., 3.)" });
  // The field keeps its own name: only the text box answers to "Points".
  expect(screen.getAllByLabelText(/Points/)).toHaveLength(1);
  expect((toggle as HTMLInputElement).checked).toBe(false);
  await userEvent.click(toggle);
  expect(onNumberedChange).toHaveBeenCalledWith(true);
});

test("a text slot has no numbering switch", () => {
  renderScreen(
    <SlotField
      slot={{ name: "headline", kind: "headline", label: "Headline", required: true, maxLength: 80 }}
      value="Hi"
      onChange={() => undefined}
    />,
  );
  expect(screen.queryByRole("switch")).toBeNull();
});
