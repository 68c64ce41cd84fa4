// @vitest-environment happy-dom
import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { InpaintPanel } from "./InpaintPanel";

afterEach(cleanup);

/** happy-dom lays nothing out: the canvas reports no size, so pointer positions are taken as image pixels. */
function renderPanel() {
  render(
    <MantineProvider env="test">
      <InpaintPanel image={{ url: "/picture.png", width: 64, height: 48 }} busy={false} onSubmit={vi.fn()} />
    </MantineProvider>,
  );
  fireEvent.change(screen.getByLabelText("What goes in the painted area"), { target: { value: "a red boat" } });
  return {
    canvas: screen.getByTestId("mask-canvas"),
    ready: () => !screen.getByRole<HTMLButtonElement>("button", { name: "Repaint the masked area" }).disabled,
    paint(from: [number, number], to: [number, number]) {
      fireEvent.pointerDown(this.canvas, { clientX: from[0], clientY: from[1], pointerId: 1 });
      fireEvent.pointerMove(this.canvas, { clientX: to[0], clientY: to[1], pointerId: 1 });
      fireEvent.pointerUp(this.canvas, { clientX: to[0], clientY: to[1], pointerId: 1 });
    },
  };
}

test("a painted stroke makes a mask to submit; Ctrl+Z undoes it and Ctrl+Shift+Z brings it back", () => {
  const panel = renderPanel();
  expect(panel.ready()).toBe(false);
  expect(screen.getByText("Paint over the part of the picture to change.")).toBeTruthy();
  panel.paint([10, 10], [40, 10]);
  expect(panel.ready()).toBe(true);
  fireEvent.keyDown(window, { key: "z", ctrlKey: true });
  expect(panel.ready()).toBe(false);
  fireEvent.keyDown(window, { key: "Z", ctrlKey: true, shiftKey: true });
  expect(panel.ready()).toBe(true);
  fireEvent.click(screen.getByRole("button", { name: "Clear" }));
  expect(panel.ready()).toBe(false);
});

test("invert of an empty mask selects the whole picture; the eraser takes paint away", () => {
  const panel = renderPanel();
  fireEvent.click(screen.getByRole("button", { name: "Invert" }));
  expect(panel.ready()).toBe(true);
  fireEvent.click(screen.getByRole("button", { name: "Undo" }));
  expect(panel.ready()).toBe(false);
  panel.paint([5, 5], [6, 5]);
  expect(panel.ready()).toBe(true);
  fireEvent.click(screen.getByRole("radio", { name: "Eraser" }));
  // The eraser, the brush's size, over the same path leaves nothing painted.
  panel.paint([5, 5], [6, 5]);
  expect(panel.ready()).toBe(false);
});
