// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import InspirationsPage from "./InspirationsPage";
import { inspiration, staffSession } from "./social-fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("shows the wall in order, each picture with its recipe and a Remix link carrying it to the create form", async () => {
  stubApi({
    "GET /api/v1/image-gen/inspirations": [
      ok({
        data: [
          inspiration("i-1", "Lighthouse"),
          inspiration("i-2", "Fox", { negative_prompt: null, vibe_id: null, aspect_ratio: "4:5", position: 1 }),
        ],
      }),
    ],
  });
  renderScreen(<InspirationsPage />);
  const tiles = await screen.findAllByTestId("inspiration");
  expect(tiles.map((tile) => tile.getAttribute("aria-label"))).toEqual(["Lighthouse", "Fox"]);
  const first = tiles[0]!;
  expect(within(first).getByRole("img", { name: "Lighthouse" }).getAttribute("src")).toBe("/api/v1/image-gen/inspirations/i-1/image");
  expect(within(first).getByText("Lighthouse, at dawn")).toBeTruthy();
  expect(within(first).getByText("Avoid: people")).toBeTruthy();
  const remix = new URL(within(first).getByRole("link", { name: "Remix" }).getAttribute("href")!, "http://x");
  expect(remix.pathname).toBe("/image-gen");
  expect(Object.fromEntries(remix.searchParams)).toEqual({
    prompt: "Lighthouse, at dawn",
    negative: "people",
    vibe: "vibe-1",
    aspect: "16:9",
    seed: "1201",
  });
  const fox = new URL(within(tiles[1]!).getByRole("link", { name: "Remix" }).getAttribute("href")!, "http://x");
  expect(Object.fromEntries(fox.searchParams)).toEqual({ prompt: "Fox, at dawn", aspect: "4:5", seed: "1201" });
});

test("says so when the wall is empty", async () => {
  stubApi({ "GET /api/v1/image-gen/inspirations": [ok({ data: [] })] });
  renderScreen(<InspirationsPage />);
  expect(await screen.findByText(/The wall is empty/)).toBeTruthy();
});

test("lets staff take a picture off the wall", async () => {
  const calls = stubApi({
    "GET /api/v1/image-gen/inspirations": [ok({ data: [inspiration("i-1", "Lighthouse")] }), ok({ data: [] })],
    "DELETE /api/v1/staff/image-gen/inspirations/i-1": [{ status: 204 }],
  });
  const staff = staffSession();
  renderScreen(<InspirationsPage />, { session: staff });
  await userEvent.click(within(await screen.findByTestId("inspiration")).getByRole("button", { name: "Remove from wall" }));
  expect(await screen.findByText(/The wall is empty/)).toBeTruthy();
  expect(callsTo(calls, "DELETE /api/v1/staff/image-gen/inspirations/i-1")).toHaveLength(1);
});
