// @vitest-environment happy-dom
import { contentSchema, type Content } from "@framewise/scene";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { callsTo, stubApi } from "../../testing/fake-api";
import { libraryRoutes } from "../../testing/library";
import { renderScreen } from "../../testing/render";
import { StoryboardStrip } from "./StoryboardStrip";

const storyboard = (templateId: string): Content =>
  contentSchema.parse({
    version: 1,
    title: "Spring launch",
    aspectRatio: "16:9",
    templateId,
    scenes: [
      { id: "intro", layoutId: "title", slots: { headline: { text: "Spring is here" } }, duration: 3 },
      {
        id: "voiced",
        layoutId: "title",
        duration: { follow: "voiceover", padding: 0.5, min: 2.5, max: 10 },
        voiceover: { text: "New shoes." },
      },
      { id: "end", layoutId: "title", slots: { headline: { text: "Shop now" } }, duration: 4 },
    ],
  });

beforeEach(() => {
  // happy-dom has no font loading; the renderer's font hook listens to it.
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("draws every scene in order with its planned length, sized to the video's aspect ratio, once the library is in", async () => {
  stubApi(libraryRoutes());
  renderScreen(<StoryboardStrip document={storyboard("clean")} />);

  await vi.waitFor(() => expect(screen.getAllByTestId("scene-thumbnail")).toHaveLength(3));
  expect(screen.getAllByTestId("storyboard-strip-tile").map((tile) => tile.textContent)).toEqual(["1 · 3 s", "2 · 2.5 s", "3 · 4 s"]);
  expect(screen.getAllByRole("img").map((canvas) => canvas.getAttribute("aria-label"))).toEqual([
    "Scene 1 preview",
    "Scene 2 preview",
    "Scene 3 preview",
  ]);
  // 16:9 at 64 px high.
  expect(screen.getAllByTestId("scene-thumbnail")[0]!.getAttribute("width")).toBe("114");
  // Read-only: nothing to press.
  expect(screen.queryAllByRole("button")).toHaveLength(0);
});

test("says so when the storyboard's template is not in the library, and looks up no recordings", async () => {
  const calls = stubApi(libraryRoutes());
  renderScreen(<StoryboardStrip document={storyboard("retired")} />);

  expect(await screen.findByText("Template retired is not in the library.")).toBeTruthy();
  expect(screen.queryAllByTestId("scene-thumbnail")).toHaveLength(0);
  expect(callsTo(calls, "GET /api/v1/templates")).toHaveLength(1);
  expect(calls.every((call) => !call.path.startsWith("/api/v1/assets"))).toBe(true);
});
