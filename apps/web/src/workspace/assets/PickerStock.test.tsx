// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { StockResult } from "@framewise/contracts";
import { afterEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import { PickerStock } from "./PickerStock";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const result = (id: string, author: string): StockResult => ({
  source: "pexels",
  kind: "image",
  id,
  width: 4000,
  height: 6000,
  duration_seconds: null,
  thumbnail_url: `https://images.pexels.com/photos/${id}/small.jpeg`,
  description: "coffee beans",
  attribution: {
    source: "pexels",
    author,
    author_url: `https://www.pexels.com/@${author.toLowerCase().replace(" ", "-")}`,
    source_url: `https://www.pexels.com/photo/coffee-beans-${id}/`,
  },
});

/** The addresses fetched, query strings included (the fake API keys routes by path alone). */
function recordUrls(): string[] {
  const urls: string[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(input instanceof Request ? input.url : input.toString());
    return inner(input, init);
  });
  return urls;
}

test("says plainly that no stock service is set up, and which keys would set one up", async () => {
  const calls = stubApi({ "GET /api/v1/stock/services": [ok({ data: [] })] });
  renderScreen(<PickerStock kinds={["image", "video"]} onImported={vi.fn()} onCancel={vi.fn()} />);
  expect(await screen.findByText("No stock service is set up on this server")).toBeTruthy();
  expect(screen.getByText("PEXELS_API_KEY")).toBeTruthy();
  expect(screen.getByText("UNSPLASH_ACCESS_KEY")).toBeTruthy();
  expect(screen.queryByRole("textbox")).toBeNull();
  expect(callsTo(calls, "GET /api/v1/stock/search")).toHaveLength(0);
});

test("searches once the typing pauses, then copies the result chosen with the keyboard into the library", async () => {
  const calls = stubApi({
    "GET /api/v1/stock/services": [ok({ data: [{ source: "pexels", name: "Pexels", kinds: ["image", "video"] }] })],
    "GET /api/v1/stock/search": [ok({ data: [result("101", "Ana Silva"), result("102", "Ben Ode")], next_page: null })],
    "POST /api/v1/stock/import": [{ status: 201, body: { data: { id: "asset-1", status: "processing" } } }],
  });
  const urls = recordUrls();
  const onImported = vi.fn();
  renderScreen(<PickerStock kinds={["image", "video"]} onImported={onImported} onCancel={vi.fn()} />);
  expect(await screen.findByText(/Type what the scene shows/)).toBeTruthy();

  await userEvent.type(screen.getByRole("textbox", { name: "Search Pexels" }), "coffee");
  const tiles = await screen.findAllByTestId("stock-tile");
  expect(tiles).toHaveLength(2);
  // One search for the whole word, not one per letter.
  const searches = urls.filter((url) => url.startsWith("/api/v1/stock/search"));
  expect(searches).toHaveLength(1);
  expect(new URL(searches[0]!, "http://app.test").searchParams.get("q")).toBe("coffee");
  expect(new URL(searches[0]!, "http://app.test").searchParams.get("kind")).toBe("image");

  // Tab to the second tile, Enter selects it (its credit shows), Enter again copies it.
  tiles[1]!.focus();
  await userEvent.keyboard("{Enter}");
  expect(tiles[1]!.getAttribute("aria-pressed")).toBe("true");
  expect(screen.getByText("Ben Ode", { selector: "a" }).getAttribute("href")).toBe("https://www.pexels.com/@ben-ode");
  await userEvent.keyboard("{Enter}");
  await vi.waitFor(() => expect(onImported).toHaveBeenCalledWith({ id: "asset-1", status: "processing" }));
  expect(callsTo(calls, "POST /api/v1/stock/import").map((call) => call.body)).toEqual([{ source: "pexels", kind: "image", id: "102" }]);
});

test("tells when nothing matches, and offers only the kinds the picker allows", async () => {
  stubApi({
    "GET /api/v1/stock/services": [ok({ data: [{ source: "pexels", name: "Pexels", kinds: ["image", "video"] }] })],
    "GET /api/v1/stock/search": [ok({ data: [], next_page: null })],
  });
  const urls = recordUrls();
  renderScreen(<PickerStock kinds={["video"]} onImported={vi.fn()} onCancel={vi.fn()} />);
  expect(await screen.findByText(/free videos/)).toBeTruthy();
  expect(screen.queryByText("Photos")).toBeNull();
  await userEvent.type(screen.getByRole("textbox", { name: "Search Pexels" }), "zebra");
  expect(await screen.findByText("Nothing on Pexels matches “zebra”.")).toBeTruthy();
  const search = urls.find((url) => url.startsWith("/api/v1/stock/search"))!;
  expect(new URL(search, "http://app.test").searchParams.get("kind")).toBe("video");
});
