// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi } from "../../../testing/fake-api";
import { renderScreen } from "../../../testing/render";
import { OFFLINE_LABEL } from "../OfflineLabel";
import { publicImage, staffSession, vibe } from "./social-fixtures";
import VibesPage from "./VibesPage";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const starter = vibe("vibe-1", "Watercolour");
const published = vibe("vibe-2", "Neon noir", { origin: "staff" });
const mine = vibe("vibe-3", "Soft dusk", { origin: "user", published: false, mine: true });

test("shows each vibe with its preview and badge, and an empty state for own vibes", async () => {
  stubApi({ "GET /api/v1/image-gen/vibes": [ok({ data: [starter, published] })] });
  renderScreen(<VibesPage />);
  const card = await screen.findByRole("article", { name: "Watercolour" });
  expect(within(card).getByRole("img", { name: "Preview of Watercolour" }).getAttribute("src")).toBe(starter.preview_url);
  expect(within(card).getByText("Starter")).toBeTruthy();
  expect(within(screen.getByRole("article", { name: "Neon noir" })).getByText("Published")).toBeTruthy();
  expect(screen.getByTestId("no-own-vibes").textContent).toContain("no vibes of your own");
  expect(within(card).getByRole("link", { name: "Use this vibe" }).getAttribute("href")).toBe("/image-gen?vibe=vibe-1");
  // Only one's own vibes can be changed.
  expect(within(card).queryByRole("button", { name: "Edit" })).toBeNull();
});

test("labels a preview the offline generator made, and no other", async () => {
  const fromPhoto = vibe("vibe-4", "Storm", { origin: "user", published: false, mine: true, offline_preview: false });
  stubApi({ "GET /api/v1/image-gen/vibes": [ok({ data: [starter, fromPhoto] })] });
  renderScreen(<VibesPage />);
  const card = await screen.findByRole("article", { name: "Watercolour" });
  expect(within(card).getByTestId("offline-label").textContent).toBe(OFFLINE_LABEL);
  expect(within(screen.getByRole("article", { name: "Storm" })).queryByTestId("offline-label")).toBeNull();
});

test("creates a vibe through the form, within its limits, and lists it as yours", async () => {
  const calls = stubApi({
    "GET /api/v1/image-gen/vibes": [ok({ data: [starter] }), ok({ data: [starter, mine] })],
    "POST /api/v1/image-gen/vibes": [{ status: 201, body: { data: mine } }],
  });
  renderScreen(<VibesPage />);
  await userEvent.click(await screen.findByRole("button", { name: "New vibe" }));
  const dialog = await screen.findByRole("dialog");
  const name = within(dialog).getByRole("textbox", { name: "Name" });
  expect(name.getAttribute("maxlength")).toBe("60");
  expect(within(dialog).getByRole("button", { name: "Create vibe" }).hasAttribute("disabled")).toBe(true);
  await userEvent.type(name, "Soft dusk");
  await userEvent.type(within(dialog).getByRole("textbox", { name: /Prompt fragment/ }), "soft dusk light");
  await userEvent.click(within(dialog).getByRole("button", { name: "Create vibe" }));
  const own = await screen.findByRole("article", { name: "Soft dusk" });
  expect(within(own).getByText("Yours")).toBeTruthy();
  expect(callsTo(calls, "POST /api/v1/image-gen/vibes")[0]!.body).toEqual({
    name: "Soft dusk",
    description: "",
    prompt_fragment: "soft dusk light",
    negative_fragment: "",
  });
});

test("shows the server's field errors by their fields", async () => {
  stubApi({
    "GET /api/v1/image-gen/vibes": [ok({ data: [] })],
    "POST /api/v1/image-gen/vibes": [
      { status: 400, body: { error: { code: "invalid_request", message: "Some fields are not valid.", fields: { name: "Too long." } } } },
    ],
  });
  renderScreen(<VibesPage />);
  await userEvent.click(await screen.findByRole("button", { name: "New vibe" }));
  const dialog = await screen.findByRole("dialog");
  await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Dusk");
  await userEvent.type(within(dialog).getByRole("textbox", { name: /Prompt fragment/ }), "dusk");
  await userEvent.click(within(dialog).getByRole("button", { name: "Create vibe" }));
  expect(await within(dialog).findByText("Too long.")).toBeTruthy();
});

test("edits and deletes one's own vibe", async () => {
  const calls = stubApi({
    "GET /api/v1/image-gen/vibes": [ok({ data: [mine] })],
    "PATCH /api/v1/image-gen/vibes/vibe-3": [ok({ data: { ...mine, name: "Softer dusk" } })],
    "DELETE /api/v1/image-gen/vibes/vibe-3": [{ status: 204 }],
  });
  renderScreen(<VibesPage />);
  const card = await screen.findByRole("article", { name: "Soft dusk" });
  await userEvent.click(within(card).getByRole("button", { name: "Edit" }));
  const dialog = await screen.findByRole("dialog");
  const name = within(dialog).getByRole("textbox", { name: "Name" });
  expect((name as HTMLInputElement).value).toBe("Soft dusk");
  await userEvent.clear(name);
  await userEvent.type(name, "Softer dusk");
  await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
  await vi.waitFor(() => expect(callsTo(calls, "PATCH /api/v1/image-gen/vibes/vibe-3")[0]?.body).toMatchObject({ name: "Softer dusk" }));

  await userEvent.click(within(await screen.findByRole("article", { name: "Soft dusk" })).getByRole("button", { name: "Delete" }));
  await userEvent.click(within(await screen.findByRole("dialog", { name: "Delete this vibe?" })).getByRole("button", { name: "Delete" }));
  await vi.waitFor(() => expect(callsTo(calls, "DELETE /api/v1/image-gen/vibes/vibe-3")).toHaveLength(1));
});

test("makes a vibe from an image's recipe when opened with ?from_image", async () => {
  const calls = stubApi({
    "GET /api/v1/image-gen/vibes": [ok({ data: [] })],
    "GET /api/v1/image-gen/images/img-1": [ok({ data: { ...publicImage("img-1", "A teal harbour"), ancestors: [], children: [] } })],
    "POST /api/v1/image-gen/vibes": [{ status: 201, body: { data: mine } }],
  });
  renderScreen(<VibesPage />, { path: "/image-gen/vibe?from_image=img-1" });
  const dialog = await screen.findByRole("dialog", { name: "New vibe from an image" });
  expect(within(dialog).getByRole<HTMLTextAreaElement>("textbox", { name: /Prompt fragment/ }).value).toBe("A teal harbour");
  await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Harbour");
  await userEvent.click(within(dialog).getByRole("button", { name: "Create vibe" }));
  await vi.waitFor(() =>
    expect(callsTo(calls, "POST /api/v1/image-gen/vibes")[0]?.body).toMatchObject({
      name: "Harbour",
      prompt_fragment: "A teal harbour",
      from_image_id: "img-1",
    }),
  );
  await vi.waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/image-gen/vibe"));
});

test("lets staff publish their own vibe for everyone and withdraw a staff vibe; members see neither", async () => {
  const staffVibe = vibe("vibe-4", "House style", { origin: "staff" });
  const calls = stubApi({
    "GET /api/v1/image-gen/vibes": [ok({ data: [staffVibe, mine] })],
    "POST /api/v1/staff/image-gen/vibes/vibe-3/publish": [ok({ data: { ...mine, id: "vibe-5", origin: "staff", mine: false } })],
    "POST /api/v1/staff/image-gen/vibes/vibe-4/unpublish": [ok({ data: { ...staffVibe, published: false } })],
  });
  const staff = staffSession();
  const { unmount } = renderScreen(<VibesPage />, { session: staff });
  await userEvent.click(
    within(await screen.findByRole("article", { name: "Soft dusk" })).getByRole("button", { name: "Publish for everyone" }),
  );
  await userEvent.click(within(screen.getByRole("article", { name: "House style" })).getByRole("button", { name: "Withdraw" }));
  await vi.waitFor(() => expect(callsTo(calls, "POST /api/v1/staff/image-gen/vibes/vibe-4/unpublish")).toHaveLength(1));
  expect(callsTo(calls, "POST /api/v1/staff/image-gen/vibes/vibe-3/publish")).toHaveLength(1);
  unmount();

  renderScreen(<VibesPage />);
  expect(
    within(await screen.findByRole("article", { name: "Soft dusk" })).queryByRole("button", { name: "Publish for everyone" }),
  ).toBeNull();
});
