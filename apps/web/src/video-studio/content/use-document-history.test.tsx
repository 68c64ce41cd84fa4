// @vitest-environment happy-dom
import type { Content } from "@framewise/scene";
import { act, cleanup, fireEvent, renderHook } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { useDocumentHistory } from "./use-document-history";

const loaded = { version: 1, title: "Loaded", aspectRatio: "16:9", templateId: "bold", scenes: [] } as unknown as Content;
const retitle = (title: string) => (doc: Content) => ({ ...doc, title });

afterEach(cleanup);

test("Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo, ⌘ alike on a Mac", () => {
  const { result } = renderHook(() => useDocumentHistory(loaded));
  act(() => result.current.apply(retitle("First"), null));
  act(() => result.current.apply(retitle("Second"), null));
  const press = (init: KeyboardEventInit) => act(() => void fireEvent.keyDown(window, init));

  press({ key: "z", ctrlKey: true });
  expect(result.current.document.title).toBe("First");
  press({ key: "y", ctrlKey: true });
  expect(result.current.document.title).toBe("Second");
  press({ key: "z", metaKey: true });
  press({ key: "z", metaKey: true });
  expect(result.current.document.title).toBe("Loaded");
  press({ key: "Z", ctrlKey: true, shiftKey: true });
  expect(result.current.document.title).toBe("First");
  press({ key: "y", metaKey: true });
  expect(result.current.document.title).toBe("Second");
});

test("leaves other shortcuts alone: Y or Z alone, Ctrl+Shift+Y, Ctrl+Alt+Z", () => {
  const { result } = renderHook(() => useDocumentHistory(loaded));
  act(() => result.current.apply(retitle("Edited"), null));
  for (const init of [{ key: "z" }, { key: "y" }, { key: "Y", ctrlKey: true, shiftKey: true }, { key: "z", ctrlKey: true, altKey: true }])
    act(() => void fireEvent.keyDown(window, init));
  expect(result.current.document.title).toBe("Edited");
  expect(result.current.canUndo).toBe(true);
});
