// @vitest-environment happy-dom
import type { ImageGeneration } from "@framewise/contracts";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { FakeEventSource, latestEventSource } from "../../../testing/fake-event-source";
import { ok, stubApi, type FakeAnswer } from "../../../testing/fake-api";
import { renderScreen } from "../../../testing/render";
import { detailOf, generationOf, imageOf, offlineProvider, providersAnswer, recipeOf } from "../image-gen-fixtures";
import V1EditPage from "./V1EditPage";

beforeEach(() => vi.stubGlobal("EventSource", FakeEventSource));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const editor = { ...offlineProvider, capabilities: [...offlineProvider.capabilities, "edit" as const] };
const lighthouse = detailOf("img-1");

/** The edit is multipart, which the fake server (JSON only) cannot read: answered here, each form kept. */
function answerEdits(accepted: ImageGeneration): { url: string; form: FormData }[] {
  const sent: { url: string; form: FormData }[] = [];
  const fake = globalThis.fetch;
  vi.stubGlobal("fetch", (input: string, init?: RequestInit) => {
    if (!(init?.body instanceof FormData)) return fake(input, init);
    sent.push({ url: input, form: init.body });
    return Promise.resolve(Response.json({ data: accepted }, { status: 202 }));
  });
  return sent;
}

test("v1 edit without an image lists the caller's images, each opening the edit form", async () => {
  stubApi({ "GET /api/v1/image-gen/images": [ok({ data: [imageOf("img-1")], next_cursor: null })] });
  renderScreen(<V1EditPage />, { path: "/image-gen/v1/edit" });
  expect(screen.getByText("Choose one of your images to edit.")).toBeTruthy();
  const image = await screen.findByRole("img", { name: "A lighthouse at dawn" });
  expect(image.closest("a")?.getAttribute("href")).toBe("/image-gen/v1/edit?image=img-1");
});

test("v1 edit sends the instruction, follows the edit live, and links the result in v1 and in the new studio", async () => {
  const edit = (overrides: Partial<ImageGeneration>) => generationOf("gen-2", { count: 1, ...overrides });
  const routes: Record<string, FakeAnswer[]> = {
    "GET /api/v1/image-gen/images/img-1": [ok({ data: lighthouse })],
    "GET /api/v1/image-gen/providers": [ok(providersAnswer([editor]))],
    "GET /api/v1/image-gen/generations/gen-2": [ok({ data: edit({ status: "running", progress: 0.4 }) })],
  };
  /** The server moves the edit on: it answers the new state, and says so on the live events. */
  const moveTo = (now: ImageGeneration) => {
    routes["GET /api/v1/image-gen/generations/gen-2"] = [ok({ data: now })];
    const { id, status, progress, step, error } = now;
    latestEventSource().send({ type: "image-gen", id, status, progress, step, error, image_ids: now.images.map((image) => image.id) });
  };
  stubApi(routes);
  const sent = answerEdits(edit({}));
  renderScreen(<V1EditPage />, { path: "/image-gen/v1/edit?image=img-1" });
  expect(await screen.findByRole("img", { name: "A lighthouse at dawn" })).toBeTruthy();

  await userEvent.type(screen.getByRole("textbox", { name: "What to change" }), "make the sky pink");
  await userEvent.click(screen.getByRole("button", { name: "Edit the image" }));
  // The accepted edit is read again as it shows: by then it is running.
  expect(await screen.findByText("Editing…")).toBeTruthy();
  expect(sent.map(({ url, form }) => [url, Object.fromEntries(form)])).toEqual([
    ["/api/v1/image-gen/images/img-1/edits", { mode: "instruction", prompt: "make the sky pink" }],
  ]);

  moveTo(edit({ status: "running", progress: 0.7 }));
  await vi.waitFor(() => expect(screen.getByRole("progressbar", { name: "Progress" }).getAttribute("aria-valuenow")).toBe("70"));

  const edited = imageOf("img-2", { recipe: recipeOf({ kind: "edit", prompt: "make the sky pink", parent_image_id: "img-1" }) });
  moveTo(edit({ status: "succeeded", progress: 1, images: [edited] }));
  const result = await screen.findByRole("link", { name: "Image 1: make the sky pink" });
  expect(result.getAttribute("href")).toBe("/image-gen/v1/img-2");
  expect(screen.getByRole("link", { name: "Open image 1 in the new studio" }).getAttribute("href")).toBe("/image-gen/img-2");
});

test("v1 edit says plainly when the image provider cannot edit, and offers no button to try", async () => {
  stubApi({
    "GET /api/v1/image-gen/images/img-1": [ok({ data: lighthouse })],
    "GET /api/v1/image-gen/providers": [ok(providersAnswer([offlineProvider]))],
  });
  renderScreen(<V1EditPage />, { path: "/image-gen/v1/edit?image=img-1" });
  expect(await screen.findByText("Offline preview cannot edit images from an instruction.")).toBeTruthy();
  await userEvent.type(screen.getByRole("textbox", { name: "What to change" }), "make the sky pink");
  expect(screen.getByRole("button", { name: "Edit the image" }).hasAttribute("disabled")).toBe(true);
});
