// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Content, Layout } from "@framewise/scene";
import { afterEach, expect, test, vi } from "vitest";
import { ok, stubApi } from "../../testing/fake-api";
import { FakeEventSource } from "../../testing/fake-event-source";
import { renderScreen } from "../../testing/render";
import { PlaceMediaDialog } from "./PlaceMediaDialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const photo = { id: "photo", name: "Photo", slots: [{ name: "image", label: "Photo", kind: "image" }] } as unknown as Layout;
const title = { id: "title", name: "Title", slots: [{ name: "headline", label: "Headline", kind: "headline" }] } as unknown as Layout;
const content = {
  scenes: [
    { id: "a", layoutId: "title", slots: {}, duration: 4 },
    { id: "b", layoutId: "photo", slots: { image: { src: "asset:old" } }, duration: 4 },
  ],
} as unknown as Content;
const asset = { id: "asset-1", kind: "image", name: "Lighthouse at dawn" };

function renderDialog(path: string) {
  vi.stubGlobal("EventSource", FakeEventSource);
  stubApi({ "GET /api/v1/assets/asset-1": [ok({ data: asset })] });
  const onEdit = vi.fn();
  renderScreen(<PlaceMediaDialog content={content} layouts={{ photo, title }} layoutChoices={[title, photo]} onEdit={onEdit} />, { path });
  return onEdit;
}

test("puts the picture into the chosen scene's picture slot as one edit, then closes", async () => {
  const onEdit = renderDialog("/content/c1/edit?place=asset-1");
  const dialog = await screen.findByRole("dialog", { name: "Place the image in this video" });
  await userEvent.click(await within(dialog).findByRole("listitem", { name: "Put it in scene 2: Photo" }));
  expect(onEdit).toHaveBeenCalledTimes(1);
  const [edit] = onEdit.mock.calls[0] as [(doc: Content) => Content];
  expect(edit(content).scenes[1]!.slots).toEqual({ image: { src: "asset:asset-1" } });
  await vi.waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/content/c1/edit"));
});

test("adds a new scene in a layout with a picture slot; cancelling changes nothing", async () => {
  const onEdit = renderDialog("/content/c1/edit?place=asset-1");
  const dialog = await screen.findByRole("dialog", { name: "Place the image in this video" });
  await userEvent.click(await within(dialog).findByRole("button", { name: "Add as a new scene" }));
  const [edit] = onEdit.mock.calls[0] as [(doc: Content) => Content];
  expect(edit(content).scenes.at(-1)).toMatchObject({ layoutId: "photo", slots: { image: { src: "asset:asset-1" } } });

  onEdit.mockClear();
  cleanup();
  renderDialog("/content/c1/edit?place=asset-1");
  await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
  await vi.waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/content/c1/edit"));
  expect(onEdit).not.toHaveBeenCalled();
});

test("stays closed without an asset to place", () => {
  renderDialog("/content/c1/edit");
  expect(screen.queryByRole("dialog")).toBeNull();
});
