// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { itemPath } from "../studio/studio-api";
import { callsTo, stubApi } from "../../testing/fake-api";
import { libraryRoutes } from "../../testing/library";
import { renderScreen } from "../../testing/render";
import LayoutAnimationPage from "./LayoutAnimationPage";
import { animatedLayout, studioRoutes } from "./studio-fixtures";

beforeEach(() => {
  // happy-dom has no font loading; the renderer's font hook listens to it.
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
  // happy-dom lays nothing out: every lane is 400 px wide from x = 0, so 100 px is one second of the 4 s sample.
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ left: 0, top: 0, width: 400, height: 20 } as DOMRect);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const SAVE = `POST ${itemPath("layout", "title")}/versions`;
const savedDefinition = (call: { body: unknown }) => (call.body as { definition: typeof animatedLayout; note: string }).definition;
const savedTrack = (call: { body: unknown }) => savedDefinition(call).elements[1]!.keyframes!.x!;

async function open(routes = studioRoutes("layout", animatedLayout)) {
  const calls = stubApi({ ...libraryRoutes(), ...routes });
  const view = renderScreen(
    <Routes>
      <Route path="/layouts-pipeline/:layoutId/animation" element={<LayoutAnimationPage />} />
    </Routes>,
    { path: "/layouts-pipeline/title/animation" },
  );
  await screen.findByRole("heading", { name: "Animation · Title" });
  return Object.assign(calls, { view });
}

test("dragging a keyframe moves it in time, snapped to frames, and the draft is autosaved as a new version", async () => {
  const calls = await open();
  const second = screen.getByTestId("keyframe-words-x-1");
  fireEvent.pointerDown(second, { clientX: 100, pointerId: 1 });
  fireEvent.pointerMove(second, { clientX: 150, pointerId: 1 });
  fireEvent.pointerMove(second, { clientX: 201, pointerId: 1 });
  fireEvent.pointerUp(second, { clientX: 201, pointerId: 1 });
  expect(screen.getByTestId("keyframe-words-x-1").getAttribute("aria-label")).toBe("x keyframe 2 of words at 2.00 s");
  expect(screen.getByTestId("keyframe-inspector").textContent).toContain("x keyframe at 2.00 s");

  await waitFor(() => expect(screen.getByText("Saved as version 2")).toBeTruthy(), { timeout: 4000 });
  const saves = callsTo(calls, SAVE);
  // The whole drag is one version.
  expect(saves).toHaveLength(1);
  expect(saves[0]!.body).toMatchObject({ note: "Animation edited" });
  expect(savedTrack(saves[0]!).map((frame) => frame.time)).toEqual([0, 2]);
});

test("the easing editor writes a cubic-bézier, its handles dragged on the graph", async () => {
  const calls = await open();
  await userEvent.click(screen.getByTestId("keyframe-words-x-0"));
  const inspector = screen.getByTestId("keyframe-inspector");
  await userEvent.click(within(inspector).getByText("Curve"));
  const handle = within(inspector).getByTestId("bezier-handle-1");
  // The graph is 160 px with 12 px padding around x 0..1 and y 1.5..-0.5: (80, 80) is x 0.5, y 0.5.
  vi.spyOn(SVGElement.prototype, "getBoundingClientRect").mockReturnValue({ left: 0, top: 0, width: 160, height: 160 } as DOMRect);
  fireEvent.pointerDown(handle, { clientX: 80, clientY: 80, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientX: 80, clientY: 80, pointerId: 1 });
  fireEvent.pointerUp(handle, { pointerId: 1 });
  expect(within(inspector).getByLabelText<HTMLInputElement>("x1").value).toBe("0.5");

  await waitFor(() => expect(callsTo(calls, SAVE)).toHaveLength(1), { timeout: 4000 });
  expect(savedTrack(callsTo(calls, SAVE)[0]!)[0]!.easing).toEqual({ type: "cubic-bezier", x1: 0.5, y1: 0.5, x2: 0.25, y2: 1 });
});

test("adds a keyframe at the playhead, undoes and redoes it with the buttons and the keys, Delete removes it", async () => {
  await open();
  await userEvent.click(screen.getByRole("button", { name: "Add opacity keyframe to words" }));
  expect(screen.getByTestId("keyframe-words-opacity-0")).toBeTruthy();
  expect(screen.getByTestId("keyframe-inspector").textContent).toContain("opacity keyframe at 0.00 s");

  await userEvent.click(screen.getByRole("button", { name: "Undo" }));
  expect(screen.queryByTestId("keyframe-words-opacity-0")).toBeNull();
  await userEvent.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
  expect(screen.getByTestId("keyframe-words-opacity-0")).toBeTruthy();
  await userEvent.keyboard("{Control>}z{/Control}");
  expect(screen.queryByTestId("keyframe-words-opacity-0")).toBeNull();
  await userEvent.click(screen.getByRole("button", { name: "Redo" }));

  // Arrows nudge the selected keyframe a frame; Delete removes it.
  await userEvent.click(screen.getByTestId("keyframe-words-opacity-0"));
  await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
  expect(screen.getByTestId("keyframe-words-opacity-0").getAttribute("aria-label")).toBe("opacity keyframe 1 of words at 0.10 s");
  await userEvent.keyboard("{Delete}");
  expect(screen.queryByTestId("keyframe-words-opacity-0")).toBeNull();
  // Every change since opening, saved once things are quiet (not left for the unmount to send).
  await waitFor(() => expect(screen.getByText("Saved as version 2")).toBeTruthy(), { timeout: 4000 });
});

test("adds and adjusts a preset, and shows the server's refusal at its JSON path", async () => {
  const refusal = {
    status: 422,
    body: {
      error: {
        code: "invalid_definition",
        message: "The layout is not valid.",
        fields: { "definition.elements.1.animations.0.duration": "Too big" },
      },
    },
  };
  const calls = await open(studioRoutes("layout", animatedLayout, [refusal]));
  await userEvent.click(screen.getByRole("button", { name: /words · headline/ }));
  await userEvent.click(screen.getByRole("button", { name: "Add preset" }));
  await userEvent.click(await screen.findByRole("menuitem", { name: "Slide" }));
  const preset = screen.getByTestId("preset-0");
  expect(within(preset).getByText("Slide")).toBeTruthy();
  await userEvent.click(within(preset).getByText("Exit"));
  await waitFor(() => expect(screen.getByTestId("save-state").textContent).toBe("Not saved: The layout is not valid."), { timeout: 4000 });
  expect(screen.getByText("definition.elements.1.animations.0.duration")).toBeTruthy();
  expect(savedDefinition(callsTo(calls, SAVE)[0]!).elements[1]!.animations).toMatchObject([{ preset: "slide", phase: "out" }]);
  await userEvent.click(within(preset).getByRole("button", { name: "Remove Slide" }));
  expect(screen.queryByTestId("preset-0")).toBeNull();
  // The next edit is sent again (and refused again).
  await waitFor(() => expect(callsTo(calls, SAVE)).toHaveLength(2), { timeout: 4000 });
});

test("a spring's parameters are written to the keyframe, and leaving the editor saves at once", async () => {
  const calls = await open();
  await userEvent.click(screen.getByTestId("keyframe-words-x-0"));
  const inspector = screen.getByTestId("keyframe-inspector");
  await userEvent.click(within(inspector).getByText("Spring"));
  const stiffness = within(inspector).getByLabelText("Stiffness");
  await userEvent.tripleClick(stiffness);
  await userEvent.keyboard("300");
  expect(within(inspector).getByRole("img", { name: "Easing curve" })).toBeTruthy();

  // Gone before the autosave's quiet time: the pending edit is sent on the way out.
  calls.view.unmount();
  await waitFor(() => expect(callsTo(calls, SAVE)).toHaveLength(1));
  expect(savedTrack(callsTo(calls, SAVE)[0]!)[0]!.easing).toEqual({ type: "spring", stiffness: 300, damping: 26, mass: 1 });
});
