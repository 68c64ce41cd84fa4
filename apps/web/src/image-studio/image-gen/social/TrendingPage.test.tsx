// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi } from "../../../testing/fake-api";
import { renderScreen } from "../../../testing/render";
import { publicImage, staffSession } from "./social-fixtures";
import TrendingPage from "./TrendingPage";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const kites = publicImage("img-1", "Kites over a beach");
const fox = publicImage("img-2", "A fox in the snow", { likes: 0 });

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : input.toString());

/** A like the test answers when it likes, so what shows before the answer can be checked. */
function pendingAnswer() {
  let answer!: (response: Response) => void;
  const promise = new Promise<Response>((resolve) => (answer = resolve));
  return { promise, answer };
}

test("likes at once on screen (optimistic), keeps the server's count, and unlikes", async () => {
  const calls = stubApi({ "GET /api/v1/image-gen/trending": [ok({ data: [kites, fox], next_cursor: null })] });
  const inner = globalThis.fetch;
  const like = pendingAnswer();
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
    urlOf(input).endsWith("/images/img-1/like") && init?.method === "POST" ? like.promise : inner(input, init),
  );
  renderScreen(<TrendingPage />);
  const tile = await screen.findByRole("article", { name: "Kites over a beach" });
  await userEvent.click(within(tile).getByRole("button", { name: "Like (3 likes)" }));
  // Shown before the server answers.
  expect(within(tile).getByRole("button", { name: "Unlike (4 likes)" }).getAttribute("aria-pressed")).toBe("true");
  like.answer(Response.json({ data: { liked: true, likes: 9 } }));
  expect(await within(tile).findByRole("button", { name: "Unlike (9 likes)" })).toBeTruthy();

  vi.stubGlobal("fetch", inner);
  stubApi({
    "GET /api/v1/image-gen/trending": [ok({ data: [kites, fox], next_cursor: null })],
    "DELETE /api/v1/image-gen/images/img-1/like": [ok({ data: { liked: false, likes: 8 } })],
  });
  await userEvent.click(within(tile).getByRole("button", { name: "Unlike (9 likes)" }));
  expect(await within(tile).findByRole("button", { name: "Like (8 likes)" })).toBeTruthy();
  expect(callsTo(calls, "GET /api/v1/image-gen/trending")).toHaveLength(1);
});

test("puts a like back when the server refuses it", async () => {
  stubApi({
    "GET /api/v1/image-gen/trending": [ok({ data: [kites], next_cursor: null })],
    "POST /api/v1/image-gen/images/img-1/like": [
      { status: 404, body: { error: { code: "not_found", message: "That image was not found." } } },
    ],
  });
  renderScreen(<TrendingPage />);
  const tile = await screen.findByRole("article", { name: "Kites over a beach" });
  await userEvent.click(within(tile).getByRole("button", { name: "Like (3 likes)" }));
  expect(await screen.findByText("That image was not found.")).toBeTruthy();
  expect(within(tile).getByRole("button", { name: "Like (3 likes)" }).getAttribute("aria-pressed")).toBe("false");
});

test("remixes with the recipe, and reports with a reason, which takes the image out of the feed", async () => {
  const calls = stubApi({
    "GET /api/v1/image-gen/trending": [ok({ data: [kites, fox], next_cursor: null })],
    "POST /api/v1/image-gen/images/img-2/report": [{ status: 201, body: { data: {} } }],
  });
  renderScreen(<TrendingPage />);
  const tile = await screen.findByRole("article", { name: "A fox in the snow" });
  const remix = new URL(within(tile).getByRole("link", { name: "Remix" }).getAttribute("href")!, "http://x");
  expect(remix.pathname).toBe("/image-gen");
  expect(remix.searchParams.get("prompt")).toBe("A fox in the snow");
  expect(remix.searchParams.get("remix")).toBe("img-2");

  await userEvent.click(within(tile).getByRole("button", { name: "Report" }));
  const dialog = await screen.findByRole("dialog", { name: "Report this image" });
  expect(within(dialog).getByRole("button", { name: "Report" }).hasAttribute("disabled")).toBe(true);
  await userEvent.type(within(dialog).getByRole("textbox"), "Spam");
  await userEvent.click(within(dialog).getByRole("button", { name: "Report" }));
  await vi.waitFor(() => expect(screen.queryByRole("article", { name: "A fox in the snow" })).toBeNull());
  expect(callsTo(calls, "POST /api/v1/image-gen/images/img-2/report")[0]!.body).toEqual({ reason: "Spam" });
  expect(screen.getByRole("article", { name: "Kites over a beach" })).toBeTruthy();
});

test("loads the next page by cursor, and says clearly when nothing is trending", async () => {
  const calls = stubApi({
    "GET /api/v1/image-gen/trending": [ok({ data: [kites], next_cursor: "24.1700000000000" }), ok({ data: [fox], next_cursor: null })],
  });
  const urls: string[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(urlOf(input));
    return inner(input, init);
  });
  renderScreen(<TrendingPage />);
  await userEvent.click(await screen.findByRole("button", { name: "Load more" }));
  expect(await screen.findByRole("article", { name: "A fox in the snow" })).toBeTruthy();
  expect(urls.at(-1)).toContain("cursor=24.1700000000000");
  expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  expect(callsTo(calls, "GET /api/v1/image-gen/trending")).toHaveLength(2);
  cleanup();

  stubApi({ "GET /api/v1/image-gen/trending": [ok({ data: [], next_cursor: null })] });
  renderScreen(<TrendingPage />);
  expect((await screen.findByTestId("trending-empty")).textContent).toContain("Nothing is trending yet");
});

test("shows staff the open reports, and a dismissed image comes back to the feed", async () => {
  const report = {
    id: "r-1",
    image_id: "img-2",
    thumbnail: fox.thumbnails.medium,
    reason: "Spam",
    status: "open",
    created_at: "2026-11-24T10:00:00Z",
  };
  const calls = stubApi({
    "GET /api/v1/image-gen/trending": [ok({ data: [kites], next_cursor: null }), ok({ data: [kites, fox], next_cursor: null })],
    "GET /api/v1/staff/image-gen/reports": [ok({ data: [report] }), ok({ data: [] })],
    "POST /api/v1/staff/image-gen/reports/r-1/resolve": [ok({ data: { ...report, status: "dismissed" } })],
  });
  const staff = staffSession();
  renderScreen(<TrendingPage />, { session: staff });
  const row = await screen.findByTestId("image-report");
  expect(within(row).getByText("Spam")).toBeTruthy();
  await userEvent.click(within(row).getByRole("button", { name: "Dismiss" }));
  expect(await screen.findByRole("article", { name: "A fox in the snow" })).toBeTruthy();
  expect(callsTo(calls, "POST /api/v1/staff/image-gen/reports/r-1/resolve")[0]!.body).toEqual({ action: "dismiss" });
  await vi.waitFor(() => expect(screen.queryByTestId("image-report")).toBeNull());
});

test("asks for no reports and offers no wall to a person who is not staff", async () => {
  const calls = stubApi({ "GET /api/v1/image-gen/trending": [ok({ data: [kites], next_cursor: null })] });
  renderScreen(<TrendingPage />);
  const tile = await screen.findByRole("article", { name: "Kites over a beach" });
  expect(callsTo(calls, "GET /api/v1/staff/image-gen/reports")).toHaveLength(0);
  expect(within(tile).queryByRole("button", { name: "Add to inspirations" })).toBeNull();
});

test("lets staff put a trending image on the inspiration wall, titled by its prompt", async () => {
  const long = publicImage("img-3", `A very long prompt${" about kites".repeat(10)}`);
  const calls = stubApi({
    "GET /api/v1/image-gen/trending": [ok({ data: [kites, long], next_cursor: null })],
    "GET /api/v1/staff/image-gen/reports": [ok({ data: [] })],
    "POST /api/v1/staff/image-gen/inspirations": [{ status: 201, body: { data: {} } }],
  });
  renderScreen(<TrendingPage />, { session: staffSession() });
  const tile = await screen.findByRole("article", { name: "Kites over a beach" });
  await userEvent.click(within(tile).getByRole("button", { name: "Add to inspirations" }));
  expect((await within(tile).findByRole("button", { name: "On the inspiration wall" })).hasAttribute("disabled")).toBe(true);
  await userEvent.click(
    within(screen.getByRole("article", { name: long.recipe.prompt })).getByRole("button", { name: "Add to inspirations" }),
  );
  await vi.waitFor(() => expect(callsTo(calls, "POST /api/v1/staff/image-gen/inspirations")).toHaveLength(2));
  expect(callsTo(calls, "POST /api/v1/staff/image-gen/inspirations").map((call) => call.body)).toEqual([
    { title: "Kites over a beach", from_image_id: "img-1" },
    { title: long.recipe.prompt.slice(0, 80).trim(), from_image_id: "img-3" },
  ]);
});
