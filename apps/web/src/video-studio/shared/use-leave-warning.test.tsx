// @vitest-environment happy-dom
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { useUnloadWarning } from "./use-leave-warning";

afterEach(cleanup);

/** Whether closing the tab now would make the browser ask first. */
function closingAsks(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

test("closing the tab asks first only while edits are not saved, and stops asking once they are or the screen is gone", () => {
  const hook = renderHook(({ unsaved }) => useUnloadWarning(unsaved), { initialProps: { unsaved: false } });
  expect(closingAsks()).toBe(false);
  hook.rerender({ unsaved: true });
  expect(closingAsks()).toBe(true);
  hook.rerender({ unsaved: false });
  expect(closingAsks()).toBe(false);
  hook.rerender({ unsaved: true });
  hook.unmount();
  expect(closingAsks()).toBe(false);
});
