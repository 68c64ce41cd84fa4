// @vitest-environment happy-dom
import type { Asset } from "@framewise/contracts";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { FakeEventSource } from "../../../testing/fake-event-source";
import { ok, stubApi } from "../../../testing/fake-api";
import { renderScreen } from "../../../testing/render";
import ImageAssetsPage from "./ImageAssetsPage";

beforeEach(() => vi.stubGlobal("EventSource", FakeEventSource));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const image = (id: string, name: string, overrides: Partial<Asset> = {}): Asset => ({
  id,
  name,
  kind: "image",
  mime_type: "image/png",
  size_bytes: 1000,
  status: "ready",
  error: null,
  tags: [],
  logo: false,
  width: 640,
  height: 480,
  duration_seconds: null,
  video_codec: null,
  audio_codec: null,
  font_family: null,
  created_at: "2026-11-24T10:00:00Z",
  updated_at: "2026-11-24T10:00:00Z",
  file_url: `/api/v1/assets/${id}/file`,
  thumbnail_urls: null,
  attribution: null,
  ...overrides,
});

/** The query strings the page asked the asset list with, in order. */
function assetQueries(): URLSearchParams[] {
  return vi
    .mocked(globalThis.fetch)
    .mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input), location.origin))
    .filter((url) => url.pathname === "/api/v1/assets")
    .map((url) => url.searchParams);
}

test("lists only image assets, each ready one a link to generate with it as a reference", async () => {
  stubApi({
    "GET /api/v1/assets": [
      ok({ data: [image("asset-1", "Sketch.png"), image("asset-2", "Scan.png", { status: "processing" })], next_cursor: null }),
    ],
  });
  vi.stubGlobal("fetch", vi.fn(globalThis.fetch));
  renderScreen(<ImageAssetsPage />, { path: "/image-gen/assets" });

  const sketch = await screen.findByRole("article", { name: "Sketch.png" });
  expect(assetQueries()[0]!.get("kind")).toBe("image");
  const use = within(sketch).getByRole("link", { name: "Use as reference" });
  expect(use.getAttribute("href")).toBe("/image-gen?ref=asset-1");
  const scan = screen.getByRole("article", { name: "Scan.png" });
  expect(within(scan).queryByRole("link", { name: "Use as reference" })).toBeNull();
  expect(within(scan).getByText("Still processing…")).toBeTruthy();

  await userEvent.click(use);
  expect(screen.getByTestId("location").textContent).toBe("/image-gen?ref=asset-1");
});

test("searches the image assets by name", async () => {
  stubApi({ "GET /api/v1/assets": [ok({ data: [], next_cursor: null })] });
  vi.stubGlobal("fetch", vi.fn(globalThis.fetch));
  renderScreen(<ImageAssetsPage />, { path: "/image-gen/assets" });
  expect(await screen.findByText("No images in your library yet: upload one above.")).toBeTruthy();
  await userEvent.type(screen.getByRole("textbox", { name: "Search image assets" }), "cat");
  await waitFor(() => expect(assetQueries().at(-1)!.get("q")).toBe("cat"));
  expect(assetQueries().at(-1)!.get("kind")).toBe("image");
  expect(await screen.findByText("No images match “cat”.")).toBeTruthy();
});
