// @vitest-environment happy-dom
import type { ImageGeneration } from "@framewise/contracts";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { FakeEventSource } from "../../../testing/fake-event-source";
import { callsTo, ok, stubApi } from "../../../testing/fake-api";
import { renderScreen } from "../../../testing/render";
import { publicImage } from "../social/social-fixtures";
import V1AllPage from "./V1AllPage";
import V1CreatePage from "./V1CreatePage";
import V1ImagePage from "./V1ImagePage";

beforeEach(() => vi.stubGlobal("EventSource", FakeEventSource));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const kites = publicImage("img-1", "Kites over a beach", { public: false, mine: true });

test("v1 create sends the one form to the same generations API and links to the finished images", async () => {
  const done: ImageGeneration = {
    id: "gen-1",
    status: "succeeded",
    progress: 1,
    step: null,
    error: null,
    count: 1,
    board_id: null,
    recipe: kites.recipe,
    images: [kites],
    created_at: kites.created_at,
    started_at: kites.created_at,
    finished_at: kites.created_at,
  };
  const calls = stubApi({
    "POST /api/v1/image-gen/generations": [{ status: 202, body: { data: done } }],
    "GET /api/v1/image-gen/generations/gen-1": [ok({ data: done })],
  });
  renderScreen(<V1CreatePage />, { path: "/image-gen/v1" });
  await userEvent.type(screen.getByRole("textbox", { name: "Prompt" }), "Kites over a beach");
  await userEvent.selectOptions(screen.getByRole("combobox", { name: "Aspect ratio" }), "16:9");
  await userEvent.click(screen.getByRole("button", { name: "Generate" }));
  const link = await screen.findByRole("link", { name: "Image 1: Kites over a beach" });
  expect(link.getAttribute("href")).toBe("/image-gen/v1/img-1");
  expect(screen.getByRole("link", { name: "Open image 1 in the new studio" }).getAttribute("href")).toBe("/image-gen/img-1");
  expect(callsTo(calls, "POST /api/v1/image-gen/generations")[0]!.body).toEqual({
    prompt: "Kites over a beach",
    aspect_ratio: "16:9",
    count: 1,
  });
});

test("v1 all lists the same images, each opening its v1 page", async () => {
  stubApi({ "GET /api/v1/image-gen/images": [ok({ data: [kites], next_cursor: null })] });
  renderScreen(<V1AllPage />, { path: "/image-gen/v1/all" });
  const image = await screen.findByRole("img", { name: "Kites over a beach" });
  expect(image.closest("a")?.getAttribute("href")).toBe("/image-gen/v1/img-1");
});

test("v1 image page downloads, offers an edit, and deletes after asking, then goes back to the list", async () => {
  const calls = stubApi({
    "GET /api/v1/image-gen/images/img-1": [ok({ data: { ...kites, parent: null, children: [] } })],
    "DELETE /api/v1/image-gen/images/img-1": [{ status: 204 }],
  });
  renderScreen(
    <Routes>
      <Route path="/image-gen/v1/:id" element={<V1ImagePage />} />
      <Route path="*" element={null} />
    </Routes>,
    { path: "/image-gen/v1/img-1" },
  );
  expect(await screen.findByText("Kites over a beach")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Download" }).getAttribute("href")).toBe("/api/v1/image-gen/images/img-1/file?download=true");
  expect(screen.getByRole("link", { name: "Edit this image" }).getAttribute("href")).toBe("/image-gen/v1/edit?image=img-1");
  await userEvent.click(screen.getByRole("button", { name: "Delete" }));
  await userEvent.click(within(await screen.findByRole("dialog", { name: "Delete image" })).getByRole("button", { name: "Delete" }));
  await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/image-gen/v1/all"));
  expect(callsTo(calls, "DELETE /api/v1/image-gen/images/img-1")).toHaveLength(1);
});
