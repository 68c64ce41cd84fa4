// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { renderScreen } from "../../testing/render";
import type { PinnedComment } from "./comments-api";
import { PinOverlay } from "./PinOverlay";

const pinned = (number: number, aspect: PinnedComment["pin"]["aspect"], time: number): PinnedComment => ({
  number,
  id: `c${number}`,
  threadId: `c${number}`,
  pin: { aspect, time, x: 0.25, y: 0.5 },
  body: `Comment ${number}`,
  authorName: "Ben",
  resolved: false,
});

afterEach(cleanup);

test("draws the numbered markers of its aspect ratio where they are pinned, and picks a clicked point at the current time", () => {
  const onPick = vi.fn();
  const onSelect = vi.fn();
  const comments = [pinned(1, "9:16", 1.2), pinned(2, "1:1", 0.4), pinned(3, "9:16", 4)];
  renderScreen(<PinOverlay comments={comments} aspect="9:16" time={1.234} onPick={onPick} onSelect={onSelect} />);

  const first = screen.getByRole("button", { name: "Comment 1 at 1.2 s" });
  expect(first.style.left).toBe("25%");
  expect(first.style.top).toBe("50%");
  expect(screen.queryByRole("button", { name: /Comment 2/ })).toBeNull();
  // Pins far from the preview's moment are dimmed.
  expect(screen.getByRole("button", { name: "Comment 3 at 4.0 s" }).style.opacity).toBe("0.45");

  fireEvent.click(first);
  expect(onSelect).toHaveBeenCalledWith(comments[0]);
  expect(onPick).not.toHaveBeenCalled();

  const overlay = screen.getByRole("button", { name: "Pin a comment to this 9:16 frame at 1.2 s" });
  vi.spyOn(overlay, "getBoundingClientRect").mockReturnValue(new DOMRect(100, 50, 200, 400));
  fireEvent.click(overlay, { clientX: 150, clientY: 350 });
  expect(onPick).toHaveBeenCalledWith({ aspect: "9:16", time: 1.23, x: 0.25, y: 0.75 });
  fireEvent.keyDown(overlay, { key: "Enter" });
  expect(onPick).toHaveBeenLastCalledWith({ aspect: "9:16", time: 1.23, x: 0.5, y: 0.5 });
});
