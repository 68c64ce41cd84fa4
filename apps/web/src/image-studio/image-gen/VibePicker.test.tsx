// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { ok, stubApi } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import { vibe } from "./social/social-fixtures";
import { VibePicker } from "./VibePicker";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("marks previews drawn by the offline generator, says what that means, and picks a vibe", async () => {
  stubApi({
    "GET /api/v1/image-gen/vibes": [
      ok({
        data: [
          vibe("v1", "Watercolour", { preview_url: "/p1", offline_preview: true }),
          vibe("v2", "Film noir", { preview_url: "/p2", offline_preview: false }),
        ],
      }),
    ],
  });
  const onChange = vi.fn();
  renderScreen(<VibePicker value={null} onChange={onChange} />);
  const watercolour = await screen.findByRole("radio", { name: "Watercolour" });
  expect(within(watercolour).getByText("Offline")).toBeTruthy();
  expect(within(screen.getByRole("radio", { name: "Film noir" })).queryByText("Offline")).toBeNull();
  expect(screen.getByTestId("vibe-previews-offline").textContent).toContain("abstract art, not AI");
  await userEvent.click(watercolour);
  expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: "v1" }));
});
