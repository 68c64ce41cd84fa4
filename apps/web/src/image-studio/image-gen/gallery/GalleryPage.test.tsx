// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { FakeEventSource } from "../../../testing/fake-event-source";
import { callsTo, ok, stubApi } from "../../../testing/fake-api";
import { renderScreen } from "../../../testing/render";
import { publicImage } from "../social/social-fixtures";
import GalleryPage from "./GalleryPage";

/** happy-dom lays nothing out: the grid is told it is 800 × 600 px, so the virtualiser renders its first rows. */
class WideResizeObserver {
  private readonly callback: ResizeObserverCallback;
  constructor(callback: ResizeObserverCallback) {
    this.callback = callback;
  }
  observe() {
    const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 600, right: 800, width: 800, height: 600 };
    this.callback([{ contentRect: rect } as ResizeObserverEntry], this);
  }
  unobserve() {}
  disconnect() {}
}

const layoutSizes = { clientWidth: 800, clientHeight: 600 };
const ownSizes = Object.keys(layoutSizes).map((name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const);

beforeEach(() => {
  vi.stubGlobal("ResizeObserver", WideResizeObserver);
  vi.stubGlobal("EventSource", FakeEventSource);
  for (const [name, value] of Object.entries(layoutSizes))
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // The prototype's own getters come back.
  for (const [name, own] of ownSizes)
    if (own) Object.defineProperty(HTMLElement.prototype, name, own);
    else Reflect.deleteProperty(HTMLElement.prototype, name);
});

const mine = { public: false, mine: true, likes: 0 };
const kites = publicImage("11111111-1111-4111-8111-111111111111", "Kites over a beach", mine);
const fox = publicImage("22222222-2222-4222-8222-222222222222", "A fox in the snow", mine);
const lake = publicImage("33333333-3333-4333-8333-333333333333", "A lake at dusk", mine);
const board = { id: "44444444-4444-4444-8444-444444444444", name: "Winter", images: 0, cover: null, created_at: "2026-11-24T10:00:00Z" };

/** The query strings the page asked the image list with, in order. */
function listQueries(): URLSearchParams[] {
  const fetch = vi.mocked(globalThis.fetch);
  return fetch.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), location.origin))
    .filter((url) => url.pathname === "/api/v1/image-gen/images")
    .map((url) => url.searchParams);
}

function stubGallery(extra: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({
    "GET /api/v1/image-gen/images": [ok({ data: [kites, fox, lake], next_cursor: null })],
    "GET /api/v1/image-gen/boards": [ok({ data: [board] })],
    "GET /api/v1/image-gen/providers": [
      ok({
        data: { providers: [], default_provider: "offline", quota: { limit: 100, used: 0, left: 100, resets_at: "2026-12-01T00:00:00Z" } },
      }),
    ],
    "GET /api/v1/image-gen/vibes": [ok({ data: [] })],
    ...extra,
  });
  // Wrapped in a spy so the query strings (which the fake leaves out of its calls) can be read.
  vi.stubGlobal("fetch", vi.fn(globalThis.fetch));
  return calls;
}

test("sends the search words and chosen filters to the image list", async () => {
  stubGallery();
  renderScreen(<GalleryPage />, { path: "/image-gen/all" });
  expect(await screen.findByRole("img", { name: "Kites over a beach" })).toBeTruthy();
  expect(listQueries()[0]!.get("sort")).toBe("newest");
  expect(listQueries()[0]!.has("q")).toBe(false);

  await userEvent.type(screen.getByRole("textbox", { name: "Search prompts" }), "fox");
  await waitFor(() => expect(listQueries().at(-1)!.get("q")).toBe("fox"));
  await userEvent.click(screen.getByRole("checkbox", { name: "Favourites" }));
  await waitFor(() => expect(listQueries().at(-1)!.get("favourite")).toBe("true"));
  await userEvent.click(within(screen.getByRole("navigation", { name: "Boards" })).getByText("Winter"));
  await waitFor(() => expect(listQueries().at(-1)!.get("board_id")).toBe(board.id));
  const last = listQueries().at(-1)!;
  expect(last.get("q")).toBe("fox");
  expect(last.get("favourite")).toBe("true");
});

test("selects two images, moves them to a board, then deletes them after asking", async () => {
  const calls = stubGallery({
    "POST /api/v1/image-gen/images/bulk": [ok({ data: { count: 2 } })],
  });
  renderScreen(<GalleryPage />, { path: "/image-gen/all" });
  await userEvent.click(await screen.findByRole("checkbox", { name: 'Select "Kites over a beach"' }));
  await userEvent.click(screen.getByRole("checkbox", { name: 'Select "A lake at dusk"' }));
  const bar = screen.getByRole("toolbar", { name: "Selected images" });
  expect(within(bar).getByText("2 selected")).toBeTruthy();

  await userEvent.click(within(bar).getByRole("button", { name: "Move to board" }));
  await userEvent.click(await screen.findByRole("menuitem", { name: "Winter" }));
  await waitFor(() => expect(callsTo(calls, "POST /api/v1/image-gen/images/bulk")).toHaveLength(1));
  expect(callsTo(calls, "POST /api/v1/image-gen/images/bulk")[0]!.body).toEqual({
    action: "move",
    ids: [kites.id, lake.id],
    board_id: board.id,
  });
  // A finished action clears the selection.
  await waitFor(() => expect(screen.queryByRole("toolbar", { name: "Selected images" })).toBeNull());

  await userEvent.click(screen.getByRole("checkbox", { name: 'Select "A fox in the snow"' }));
  await userEvent.click(screen.getByRole("checkbox", { name: 'Select "Kites over a beach"' }));
  await userEvent.click(within(screen.getByRole("toolbar", { name: "Selected images" })).getByRole("button", { name: "Delete" }));
  const dialog = await screen.findByRole("dialog", { name: "Delete 2 images" });
  expect(callsTo(calls, "POST /api/v1/image-gen/images/bulk")).toHaveLength(1);
  await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
  await waitFor(() => expect(callsTo(calls, "POST /api/v1/image-gen/images/bulk")).toHaveLength(2));
  expect(callsTo(calls, "POST /api/v1/image-gen/images/bulk")[1]!.body).toEqual({ action: "delete", ids: [fox.id, kites.id] });
});
