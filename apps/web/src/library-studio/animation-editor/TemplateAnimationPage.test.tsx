// @vitest-environment happy-dom
import type { Template } from "@framewise/scene";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { itemPath } from "../studio/studio-api";
import { callsTo, stubApi } from "../../testing/fake-api";
import { cleanTemplate, libraryRoutes } from "../../testing/library";
import { renderScreen } from "../../testing/render";
import { studioRoutes } from "./studio-fixtures";
import TemplateAnimationPage from "./TemplateAnimationPage";

beforeEach(() => {
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("edits a slot kind's entrance presets, previews them on the template's layouts, undoes, and saves a draft version", async () => {
  const calls = stubApi({ ...libraryRoutes(), ...studioRoutes("template", cleanTemplate) });
  renderScreen(
    <Routes>
      <Route path="/templates-pipeline/:templateId/animation" element={<TemplateAnimationPage />} />
    </Routes>,
    { path: "/templates-pipeline/clean/animation" },
  );
  await screen.findByRole("heading", { name: "Animation · Clean" });
  expect(screen.getAllByTestId("animation-preview").map((canvas) => canvas.getAttribute("aria-label"))).toEqual([
    "Title under Clean at 0.00 s",
  ]);
  expect(screen.getByText("None: this kind plays the default entrance.")).toBeTruthy();

  await userEvent.click(screen.getByRole("button", { name: "Add preset" }));
  await userEvent.click(await screen.findByRole("menuitem", { name: "Pop" }));
  await userEvent.click(screen.getByRole("button", { name: "Add preset" }));
  await userEvent.click(await screen.findByRole("menuitem", { name: "Fade" }));
  await userEvent.click(screen.getByRole("button", { name: "Undo" }));
  expect(screen.queryByTestId("preset-1")).toBeNull();
  expect(within(screen.getByTestId("preset-0")).getByText("Pop")).toBeTruthy();

  await waitFor(() => expect(screen.getByText("Saved as version 2")).toBeTruthy(), { timeout: 4000 });
  const [save] = callsTo(calls, `POST ${itemPath("template", "clean")}/versions`);
  expect((save!.body as { definition: Template }).definition.animations).toEqual({
    headline: [{ preset: "pop", phase: "in", duration: 0.6, delay: 0, direction: "up", easing: "ease-out-cubic" }],
  });
});
