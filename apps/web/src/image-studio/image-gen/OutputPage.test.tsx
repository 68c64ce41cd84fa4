// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi } from "../../testing/fake-api";
import { FakeEventSource } from "../../testing/fake-event-source";
import { renderScreen } from "../../testing/render";
import { detailOf, generationOf, imageOf, offlineProvider, providersAnswer, recipeOf } from "./image-gen-fixtures";
import OutputPage from "./OutputPage";

beforeEach(() => {
  FakeEventSource.made = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const image = detailOf("img-2", {
  recipe: recipeOf({ kind: "variation", parent_image_id: "img-1" }),
  ancestors: [{ id: "img-1", kind: "generate", thumbnail: "/t1" }],
  children: [{ id: "img-5", kind: "upscale", thumbnail: "/t5" }],
});
const siblings = generationOf("gen-1", { status: "succeeded", images: [imageOf("img-1x"), imageOf("img-2"), imageOf("img-3")] });

/** The page under its real route, so it reads the id from the address. */
const renderOutput = () =>
  renderScreen(
    <Routes>
      <Route path="image-gen/:id" element={<OutputPage />} />
    </Routes>,
    { path: "/image-gen/img-2" },
  );

function serve(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /api/v1/image-gen/images/img-2": [ok({ data: image })],
    "GET /api/v1/image-gen/generations/gen-1": [ok({ data: siblings })],
    "GET /api/v1/image-gen/providers": [ok(providersAnswer())],
    ...extra,
  });
}

test("shows the recipe, the lineage both ways, and links to remix, edit, same seed, save as vibe and downloads", async () => {
  serve();
  renderOutput();
  const recipe = await screen.findByRole("table", { name: "Recipe" });
  expect(within(recipe).getByText("A lighthouse at dawn")).toBeTruthy();
  expect(within(recipe).getByText("4242")).toBeTruthy();
  expect(within(recipe).getByText("fog")).toBeTruthy();

  const lineage = screen.getByRole("region", { name: "Lineage" });
  expect(
    within(lineage)
      .getByRole("link", { name: /Open original/ })
      .getAttribute("href"),
  ).toBe("/image-gen/img-1");
  expect(
    within(lineage)
      .getByRole("link", { name: /Open upscale/ })
      .getAttribute("href"),
  ).toBe("/image-gen/img-5");

  const remix = new URL(screen.getByRole("link", { name: "Remix" }).getAttribute("href")!, "http://x");
  expect(remix.pathname).toBe("/image-gen");
  expect(remix.searchParams.get("remix")).toBe("img-2");
  expect(remix.searchParams.get("seed")).toBeNull();
  const same = new URL(screen.getByRole("link", { name: "Same seed" }).getAttribute("href")!, "http://x");
  expect(same.searchParams.get("seed")).toBe("4242");
  expect(screen.getByRole("link", { name: "Edit" }).getAttribute("href")).toBe("/image-gen/edit?image=img-2");
  expect(screen.getByRole("link", { name: "Save as vibe" }).getAttribute("href")).toBe("/image-gen/vibe?from_image=img-2");

  await userEvent.click(screen.getByRole("button", { name: "Download" }));
  const png = await screen.findByRole("menuitem", { name: "PNG" });
  expect(png.getAttribute("href")).toBe("/api/v1/image-gen/images/img-2/file?format=png&download=true");
  expect(screen.getByText("2 of 3")).toBeTruthy();
});

test("variations and upscales call their routes and follow the new generation; upscale says when it is resampled", async () => {
  const started = generationOf("gen-7", { recipe: recipeOf({ kind: "variation", prompt: "A lighthouse at dawn" }) });
  const calls = serve({
    "POST /api/v1/image-gen/images/img-2/variations": [{ status: 202, body: { data: started } }],
    "POST /api/v1/image-gen/images/img-2/upscale": [{ status: 202, body: { data: generationOf("gen-8") } }],
    "GET /api/v1/image-gen/generations/gen-7": [ok({ data: started })],
    "GET /api/v1/image-gen/generations/gen-8": [ok({ data: generationOf("gen-8") })],
  });
  renderOutput();
  await userEvent.click(await screen.findByRole("button", { name: "Variations" }));
  await userEvent.click(await screen.findByRole("menuitem", { name: "2 variations" }));
  expect(await screen.findByTestId("generation")).toBeTruthy();
  expect(callsTo(calls, "POST /api/v1/image-gen/images/img-2/variations")[0]!.body).toEqual({ count: 2 });

  await userEvent.click(screen.getByRole("button", { name: "Upscale" }));
  await userEvent.click(await screen.findByRole("menuitem", { name: "4× (resampled)" }));
  expect(await screen.findAllByTestId("generation")).toHaveLength(2);
  expect(callsTo(calls, "POST /api/v1/image-gen/images/img-2/upscale")[0]!.body).toEqual({ factor: 4 });
});

test("a provider that ignores seeds shows no seed to copy or reuse", async () => {
  const openai = { ...offlineProvider, id: "openai", label: "OpenAI", capabilities: ["generate" as const], offline_preview: false };
  stubApi({
    "GET /api/v1/image-gen/images/img-2": [ok({ data: detailOf("img-2", { recipe: recipeOf({ provider: "openai" }) }) })],
    "GET /api/v1/image-gen/generations/gen-1": [ok({ data: siblings })],
    "GET /api/v1/image-gen/providers": [ok(providersAnswer([openai]))],
  });
  renderOutput();
  const recipe = await screen.findByRole("table", { name: "Recipe" });
  expect(await within(recipe).findByText("Not used by this provider")).toBeTruthy();
  expect(within(recipe).queryByText("4242")).toBeNull();
  expect(screen.queryByRole("link", { name: "Same seed" })).toBeNull();
  expect(screen.getByRole("link", { name: "Remix" })).toBeTruthy();
});

test("the owner favourites with F, publishes, saves to the library, and deletes after confirming", async () => {
  const calls = serve({
    "PATCH /api/v1/image-gen/images/img-2": [
      ok({ data: { ...imageOf("img-2"), favourite: true } }),
      ok({ data: { ...imageOf("img-2"), favourite: true, public: true } }),
    ],
    "POST /api/v1/image-gen/images/img-2/save-to-library": [ok({ data: { asset_id: "asset-1" } })],
    "DELETE /api/v1/image-gen/images/img-2": [{ status: 204 }],
  });
  renderOutput();
  await screen.findByRole("button", { name: "Add to favourites" });
  await userEvent.keyboard("f");
  expect(await screen.findByRole("button", { name: "Favourite" })).toBeTruthy();
  expect(callsTo(calls, "PATCH /api/v1/image-gen/images/img-2")[0]!.body).toEqual({ favourite: true });

  await userEvent.click(screen.getByRole("switch", { name: /Public/ }));
  await vi.waitFor(() => expect(callsTo(calls, "PATCH /api/v1/image-gen/images/img-2")[1]?.body).toEqual({ public: true }));

  await userEvent.click(screen.getByRole("button", { name: "Save to library" }));
  expect((await screen.findByRole("link", { name: "In your library" })).getAttribute("href")).toBe("/assets/asset-1");

  await userEvent.click(screen.getByRole("button", { name: "Delete" }));
  const dialog = await screen.findByRole("dialog");
  await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
  await vi.waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/image-gen/all"));
  expect(callsTo(calls, "DELETE /api/v1/image-gen/images/img-2")).toHaveLength(1);
});

test("use in a video: choosing one of your videos copies the image into the library and opens that video's editor placing it", async () => {
  const video = {
    id: "video-9",
    title: "Spring launch",
    aspect_ratio: "16:9",
    template_id: "bold",
    scene_count: 3,
    version: 1,
    source: { kind: "text" },
    planner: { kind: "text" },
    created_at: "2026-11-01T00:00:00Z",
    updated_at: "2026-11-20T00:00:00Z",
    latest_render: null,
  };
  const calls = serve({
    "GET /api/v1/content": [ok({ data: [video], next_cursor: null })],
    "POST /api/v1/image-gen/images/img-2/save-to-library": [ok({ data: { asset_id: "asset-1" } })],
  });
  renderOutput();
  await userEvent.click(await screen.findByRole("button", { name: "Use in a video" }));
  const dialog = await screen.findByRole("dialog", { name: "Use in a video" });
  await userEvent.click(await within(dialog).findByRole("button", { name: "Use in Spring launch" }));
  await vi.waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/content/video-9/edit?place=asset-1"));
  expect(callsTo(calls, "POST /api/v1/image-gen/images/img-2/save-to-library")).toHaveLength(1);
});
