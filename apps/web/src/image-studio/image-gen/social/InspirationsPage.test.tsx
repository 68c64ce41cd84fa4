// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ImageInspiration } from "@framewise/contracts";
import { afterEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi } from "../../../testing/fake-api";
import { renderScreen } from "../../../testing/render";
import { OFFLINE_LABEL } from "../OfflineLabel";
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

test("labels pictures the offline generator made, and shows no staff controls to others", async () => {
  const calls = stubApi({
    "GET /api/v1/image-gen/inspirations": [
      ok({ data: [inspiration("i-1", "Lighthouse", { offline_preview: true }), inspiration("i-2", "Fox")] }),
    ],
  });
  renderScreen(<InspirationsPage />);
  const [painted, real] = await screen.findAllByTestId("inspiration");
  expect(within(painted!).getByTestId("offline-label").textContent).toBe(OFFLINE_LABEL);
  expect(within(real!).queryByTestId("offline-label")).toBeNull();
  for (const name of ["Move earlier", "Move later", "Remove from wall", "Add to inspirations"])
    expect(screen.queryByRole("button", { name })).toBeNull();
  expect(painted!.getAttribute("draggable")).toBeNull();
  expect(calls.every((call) => !call.path.startsWith("/api/v1/staff/"))).toBe(true);
});

const wall = [inspiration("i-1", "Lighthouse"), inspiration("i-2", "Fox", { position: 1 }), inspiration("i-3", "Kite", { position: 2 })];
const [lighthouse, fox, kite] = wall as [ImageInspiration, ImageInspiration, ImageInspiration];
const ORDER = "PUT /api/v1/staff/image-gen/inspirations/order";
const titles = () => screen.getAllByTestId("inspiration").map((tile) => tile.getAttribute("aria-label"));
const tileOf = (title: string) => screen.getByRole("figure", { name: title });
const buttonOf = (title: string, name: string) => within(tileOf(title)).getByRole("button", { name });
const refused = (status: number, message: string) => ({ status, body: { error: { code: "refused", message } } });

/** Holds the fake server's answers to `route` until the test lets each go, so what shows before the answer can be checked. */
function holdAnswers(route: string) {
  const inner = globalThis.fetch;
  const waiting: (() => void)[] = [];
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(input instanceof Request ? input.url : String(input), location.origin).pathname;
    if (`${init?.method ?? "GET"} ${path}` !== route) return inner(input, init);
    return new Promise<Response>((resolve) => waiting.push(() => resolve(inner(input, init))));
  });
  return {
    /** Lets the oldest held request through, once it has been sent. */
    release: async () => {
      await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      waiting.shift()!();
    },
  };
}

test("lets staff move a picture later and earlier by its buttons: shown at once, the new order sent, the focus kept", async () => {
  const calls = stubApi({
    "GET /api/v1/image-gen/inspirations": [ok({ data: wall })],
    [ORDER]: [ok({ data: [fox, lighthouse, kite] }), ok({ data: [fox, kite, lighthouse] })],
  });
  const held = holdAnswers(ORDER);
  renderScreen(<InspirationsPage />, { session: staffSession() });
  await screen.findAllByTestId("inspiration");
  expect(buttonOf("Lighthouse", "Move earlier").hasAttribute("disabled")).toBe(true);
  expect(buttonOf("Kite", "Move later").hasAttribute("disabled")).toBe(true);

  await userEvent.click(buttonOf("Lighthouse", "Move later"));
  // Before the server answers.
  expect(titles()).toEqual(["Fox", "Lighthouse", "Kite"]);
  expect(document.activeElement).toBe(buttonOf("Lighthouse", "Move later"));
  await held.release();
  await vi.waitFor(() => expect(callsTo(calls, ORDER)).toHaveLength(1));
  expect(callsTo(calls, ORDER)[0]!.body).toEqual({ ids: ["i-2", "i-1", "i-3"] });

  // By keyboard: Enter on the focused button moves it on; at the end the other button takes the focus.
  await userEvent.keyboard("{Enter}");
  expect(titles()).toEqual(["Fox", "Kite", "Lighthouse"]);
  expect(document.activeElement).toBe(buttonOf("Lighthouse", "Move earlier"));
  await held.release();
  await vi.waitFor(() => expect(callsTo(calls, ORDER)).toHaveLength(2));
  expect(callsTo(calls, ORDER)[1]!.body).toEqual({ ids: ["i-2", "i-3", "i-1"] });
});

test("puts the wall back as it was when the server refuses a reorder", async () => {
  stubApi({
    "GET /api/v1/image-gen/inspirations": [ok({ data: wall })],
    [ORDER]: [refused(400, "The new order must name every picture once.")],
  });
  renderScreen(<InspirationsPage />, { session: staffSession() });
  await screen.findAllByTestId("inspiration");
  await userEvent.click(buttonOf("Fox", "Move earlier"));
  expect(await screen.findByText("The new order must name every picture once.")).toBeTruthy();
  expect(titles()).toEqual(["Lighthouse", "Fox", "Kite"]);
});

test("lets staff drag a picture onto another's place", async () => {
  const calls = stubApi({
    "GET /api/v1/image-gen/inspirations": [ok({ data: wall })],
    [ORDER]: [ok({ data: [kite, lighthouse, fox] })],
  });
  renderScreen(<InspirationsPage />, { session: staffSession() });
  await screen.findAllByTestId("inspiration");
  expect(tileOf("Kite").getAttribute("draggable")).toBe("true");
  fireEvent.dragStart(tileOf("Kite"), { dataTransfer: new DataTransfer() });
  fireEvent.dragOver(tileOf("Lighthouse"));
  fireEvent.drop(tileOf("Lighthouse"));
  await vi.waitFor(() => expect(titles()).toEqual(["Kite", "Lighthouse", "Fox"]));
  await vi.waitFor(() => expect(callsTo(calls, ORDER)).toHaveLength(1));
  expect(callsTo(calls, ORDER)[0]!.body).toEqual({ ids: ["i-3", "i-1", "i-2"] });
});

test("lets staff take a picture off the wall at once, and puts it back when the server refuses", async () => {
  const calls = stubApi({
    "GET /api/v1/image-gen/inspirations": [ok({ data: wall })],
    "DELETE /api/v1/staff/image-gen/inspirations/i-1": [{ status: 204 }],
    "DELETE /api/v1/staff/image-gen/inspirations/i-2": [refused(403, "This needs a staff account.")],
  });
  const held = holdAnswers("DELETE /api/v1/staff/image-gen/inspirations/i-1");
  renderScreen(<InspirationsPage />, { session: staffSession() });
  await screen.findAllByTestId("inspiration");
  await userEvent.click(buttonOf("Lighthouse", "Remove from wall"));
  expect(titles()).toEqual(["Fox", "Kite"]);
  await held.release();
  await vi.waitFor(() => expect(callsTo(calls, "DELETE /api/v1/staff/image-gen/inspirations/i-1")).toHaveLength(1));

  await userEvent.click(buttonOf("Fox", "Remove from wall"));
  expect(await screen.findByText("This needs a staff account.")).toBeTruthy();
  expect(titles()).toEqual(["Fox", "Kite"]);
  // Shown from the answers, not read again.
  expect(callsTo(calls, "GET /api/v1/image-gen/inspirations")).toHaveLength(1);
});

test("lets staff add a public image from its link, and says what is wrong with a link or a refusal", async () => {
  const id = "5b0c3f9e-8d8e-4a57-9c55-0f1f2a3b4c5d";
  const boat = inspiration("i-4", "Paper boat", { position: 3 });
  const calls = stubApi({
    "GET /api/v1/image-gen/inspirations": [ok({ data: wall })],
    "POST /api/v1/staff/image-gen/inspirations": [refused(404, "That image was not found."), { status: 201, body: { data: boat } }],
  });
  renderScreen(<InspirationsPage />, { session: staffSession() });
  await screen.findAllByTestId("inspiration");
  const form = screen.getByRole("region", { name: "Add a public image" });
  const link = within(form).getByRole("textbox", { name: /Image link or id/ });
  await userEvent.type(link, "not a link");
  await userEvent.type(within(form).getByRole("textbox", { name: /Title/ }), "Paper boat");
  await userEvent.click(within(form).getByRole("button", { name: "Add to inspirations" }));
  expect(await within(form).findByText("Paste an image's link or its id.")).toBeTruthy();
  expect(callsTo(calls, "POST /api/v1/staff/image-gen/inspirations")).toHaveLength(0);

  await userEvent.clear(link);
  await userEvent.type(link, `http://localhost/image-gen/${id.toUpperCase()}`);
  await userEvent.click(within(form).getByRole("button", { name: "Add to inspirations" }));
  expect(await within(form).findByText("That image was not found.")).toBeTruthy();
  await userEvent.click(within(form).getByRole("button", { name: "Add to inspirations" }));
  await screen.findByRole("figure", { name: "Paper boat" });
  expect(titles()).toEqual(["Lighthouse", "Fox", "Kite", "Paper boat"]);
  expect(callsTo(calls, "POST /api/v1/staff/image-gen/inspirations").map((call) => call.body)).toEqual([
    { title: "Paper boat", from_image_id: id },
    { title: "Paper boat", from_image_id: id },
  ]);
  expect((link as HTMLInputElement).value).toBe("");
});
