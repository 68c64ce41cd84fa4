// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { ok, stubApi } from "../../testing/fake-api";
import { libraryRoutes } from "../../testing/library";
import { renderScreen } from "../../testing/render";
import RenderTestPage from "./RenderTestPage";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const API = "/api/v1/staff/render-test";
const savedCase = {
  name: "clean-title",
  source: { kind: "library", template_id: "clean", layout_id: "title", aspect_ratio: "1:1" },
  width: 300,
  frames: [0, 20, 40],
  threshold: 16,
  measured: { max_over_percent: 0.2, max_mean_difference: 0.4 },
  allowance: { max_over_percent: 0.4, max_mean_difference: 0.85 },
  saved_at: "2026-04-01T10:00:00.000Z",
};

const casesAnswer = (enabled: boolean) =>
  ok({
    data: {
      saving: enabled
        ? { enabled: true, folder: "regression-cases", reason: null }
        : { enabled: false, folder: null, reason: "Saving is off: set RENDER_REGRESSION_DIR." },
      cases: enabled
        ? [{ name: "clean-title", source_kind: "library", frame_count: 3, width: 300, threshold: 16, allowance: savedCase.allowance }]
        : [],
      problems: [],
    },
  });

test("says what is missing before comparing, and why saving is off", async () => {
  stubApi({ ...libraryRoutes(), [`GET ${API}/cases`]: [casesAnswer(false)] });
  renderScreen(<RenderTestPage />, { path: "/remotion-test" });
  expect(await screen.findByText("Saving is off: set RENDER_REGRESSION_DIR.")).toBeTruthy();
  expect(screen.getByText("Choose a template and a layout.")).toBeTruthy();
  expect(screen.getByRole("button", { name: /^Compare/ }).hasAttribute("disabled")).toBe(true);
  expect(screen.getByRole("button", { name: "Save as regression case" }).hasAttribute("disabled")).toBe(true);

  await userEvent.click(screen.getByText("Pasted JSON"));
  await userEvent.click(screen.getByLabelText(/Document/));
  await userEvent.paste("{not json");
  expect(screen.getByText(/^That is not JSON/)).toBeTruthy();
});

test("a case opened by its address fills the form: source, size, frames and threshold", async () => {
  stubApi({ ...libraryRoutes(), [`GET ${API}/cases`]: [casesAnswer(true)], [`GET ${API}/cases/clean-title`]: [ok({ data: savedCase })] });
  renderScreen(<RenderTestPage />, { path: "/remotion-test?case=clean-title" });
  expect(await screen.findByRole("button", { name: "Compare 3 frames" })).toBeTruthy();
  expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Width (px)" }).value).toBe("300");
  expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Step" }).value).toBe("20");
  expect(screen.getByRole<HTMLInputElement>("textbox", { name: /^Threshold/ }).value).toBe("16");
  expect(screen.getByRole("button", { name: "Save as regression case" }).hasAttribute("disabled")).toBe(true);
  expect(screen.getByText("Finish a comparison to save it.")).toBeTruthy();
});
