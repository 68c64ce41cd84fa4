// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi } from "../../testing/fake-api";
import { FakeEventSource, latestEventSource } from "../../testing/fake-event-source";
import { renderScreen } from "../../testing/render";
import CreatePage from "./CreatePage";
import { generationOf, imageOf, offlineProvider, providersAnswer } from "./image-gen-fixtures";

beforeEach(() => {
  // happy-dom has no font loading; Mantine's growing textarea listens to it.
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
  FakeEventSource.made = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fullProvider = {
  ...offlineProvider,
  id: "comfy",
  label: "ComfyUI",
  model: "sdxl",
  offline_preview: false,
  capabilities: ["generate", "negative", "seed", "reference"] as const,
};

test("fills the form from its link and sends exactly that, with the quota said before generating", async () => {
  const accepted = generationOf("gen-9", { recipe: { ...generationOf("x").recipe, prompt: "Kites over a beach" } });
  const calls = stubApi({
    "GET /api/v1/image-gen/providers": [ok(providersAnswer([{ ...fullProvider, capabilities: [...fullProvider.capabilities] }], 12))],
    "GET /api/v1/image-gen/generations": [ok({ data: [] })],
    "POST /api/v1/image-gen/generations": [{ status: 202, body: { data: accepted } }],
    "GET /api/v1/image-gen/generations/gen-9": [ok({ data: accepted })],
  });
  renderScreen(<CreatePage />, { path: "/image-gen?prompt=Kites%20over%20a%20beach&negative=rain&aspect=9:16&seed=77&remix=img-3" });

  expect(await screen.findByText("12 of 50 generations left this month")).toBeTruthy();
  expect(screen.getByLabelText<HTMLTextAreaElement>(/^Prompt/).value).toBe("Kites over a beach");
  expect(screen.getByLabelText<HTMLTextAreaElement>(/Negative prompt/).value).toBe("rain");
  expect(screen.getByRole("radio", { name: "9:16" }).getAttribute("aria-checked")).toBe("true");
  expect(screen.getByText(/Remixing/)).toBeTruthy();

  await userEvent.click(screen.getByRole("radio", { name: "2" }));
  await userEvent.click(screen.getByRole("button", { name: "Generate" }));
  expect(await screen.findByTestId("generation")).toBeTruthy();
  expect(callsTo(calls, "POST /api/v1/image-gen/generations")[0]!.body).toEqual({
    prompt: "Kites over a beach",
    negative_prompt: "rain",
    aspect_ratio: "9:16",
    count: 2,
    seed: 77,
    remix_of_image_id: "img-3",
  });
});

test("hides what the provider does not declare, labels the offline generator, and shows images as their events arrive", async () => {
  const queued = generationOf("gen-1");
  const done = generationOf("gen-1", { status: "succeeded", progress: 1, images: [imageOf("img-1"), imageOf("img-2")] });
  const calls = stubApi({
    "GET /api/v1/image-gen/providers": [ok(providersAnswer())],
    "GET /api/v1/image-gen/generations": [ok({ data: [] })],
    "POST /api/v1/image-gen/generations": [{ status: 202, body: { data: queued } }],
    "GET /api/v1/image-gen/generations/gen-1": [ok({ data: done })],
  });
  renderScreen(<CreatePage />, { path: "/image-gen" });
  // The offline preview counts against no quota, and says so instead of the generations left.
  expect(await screen.findByText("Offline previews are free: they count against no quota")).toBeTruthy();
  expect(screen.queryByLabelText(/Negative prompt/)).toBeNull();
  expect(screen.queryByRole("combobox", { name: "Provider" })).toBeNull();
  expect(screen.getAllByText(/offline/i).length).toBeGreaterThan(0);

  await userEvent.type(screen.getByLabelText(/^Prompt/), "A lighthouse at dawn");
  await userEvent.keyboard("{Control>}{Enter}{/Control}");
  const card = await screen.findByTestId("generation");
  expect(card.getAttribute("data-status")).toBe("queued");
  expect(callsTo(calls, "POST /api/v1/image-gen/generations")[0]!.body).toMatchObject({
    prompt: "A lighthouse at dawn",
    count: 1,
    aspect_ratio: "1:1",
  });
  expect(callsTo(calls, "GET /api/v1/image-gen/generations/gen-1")).toHaveLength(0);

  latestEventSource().open();
  latestEventSource().send({
    type: "image-gen",
    id: "gen-1",
    status: "succeeded",
    progress: 1,
    step: null,
    error: null,
    image_ids: ["img-1", "img-2"],
  });
  expect(await within(card).findAllByRole("link", { name: /Open image/ })).toHaveLength(2);
});

test("the offline preview stays open when the month's generations are used up", async () => {
  stubApi({
    "GET /api/v1/image-gen/providers": [ok(providersAnswer([offlineProvider], 0))],
    "GET /api/v1/image-gen/generations": [ok({ data: [] })],
  });
  renderScreen(<CreatePage />, { path: "/image-gen?prompt=A%20lighthouse" });
  expect(await screen.findByText("Offline previews are free: they count against no quota")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Generate" }).hasAttribute("disabled")).toBe(false);
});

test("a failed generation says why and that it did not count", async () => {
  const failed = generationOf("gen-2", { status: "failed", error: "The provider refused the prompt." });
  stubApi({
    "GET /api/v1/image-gen/providers": [ok(providersAnswer())],
    "GET /api/v1/image-gen/generations": [ok({ data: [generationOf("gen-2", { status: "running" })] })],
    "GET /api/v1/image-gen/generations/gen-2": [ok({ data: failed })],
  });
  renderScreen(<CreatePage />, { path: "/image-gen" });
  // A reload shows the running generation again.
  expect(await screen.findByRole("button", { name: "Cancel" })).toBeTruthy();
  latestEventSource().open();
  latestEventSource().send({
    type: "image-gen",
    id: "gen-2",
    status: "failed",
    progress: null,
    step: null,
    error: "The provider refused the prompt.",
    image_ids: [],
  });
  expect(await screen.findByText(/The provider refused the prompt\./)).toBeTruthy();
  expect(screen.getByText(/did not count against your monthly generations/)).toBeTruthy();
});

test("with several providers, the chosen one decides the fields and is sent", async () => {
  const seedless = { ...fullProvider, id: "openai", label: "OpenAI", model: "gpt-image-1", capabilities: ["generate" as const] };
  const accepted = generationOf("gen-4");
  const calls = stubApi({
    "GET /api/v1/image-gen/providers": [ok(providersAnswer([{ ...fullProvider, capabilities: [...fullProvider.capabilities] }, seedless]))],
    "GET /api/v1/image-gen/generations": [ok({ data: [] })],
    "POST /api/v1/image-gen/generations": [{ status: 202, body: { data: accepted } }],
    "GET /api/v1/image-gen/generations/gen-4": [ok({ data: accepted })],
  });
  renderScreen(<CreatePage />, { path: "/image-gen" });
  const select = await screen.findByRole("combobox", { name: "Provider" });
  expect(screen.getByText("Seed")).toBeTruthy();
  expect(screen.getByLabelText(/Negative prompt/)).toBeTruthy();

  await userEvent.click(select);
  await userEvent.click(await screen.findByRole("option", { name: "OpenAI · gpt-image-1" }));
  await vi.waitFor(() => expect(screen.queryByText("Seed")).toBeNull());
  expect(screen.queryByLabelText(/Negative prompt/)).toBeNull();

  await userEvent.type(screen.getByLabelText(/^Prompt/), "A red kite");
  await userEvent.click(screen.getByRole("button", { name: "Generate" }));
  await vi.waitFor(() => expect(callsTo(calls, "POST /api/v1/image-gen/generations")).toHaveLength(1));
  const body = callsTo(calls, "POST /api/v1/image-gen/generations")[0]!.body as Record<string, unknown>;
  expect(body).toMatchObject({ prompt: "A red kite", provider: "openai" });
  expect(body).not.toHaveProperty("seed");
  expect(body).not.toHaveProperty("negative_prompt");
});

test("cancels a running generation from its card", async () => {
  const running = generationOf("gen-5", { status: "running", progress: 0.4 });
  const calls = stubApi({
    "GET /api/v1/image-gen/providers": [ok(providersAnswer())],
    "GET /api/v1/image-gen/generations": [ok({ data: [running] })],
    "GET /api/v1/image-gen/generations/gen-5": [ok({ data: running })],
    "POST /api/v1/image-gen/generations/gen-5/cancel": [ok({ data: { ...running, status: "canceled", progress: null } })],
  });
  renderScreen(<CreatePage />, { path: "/image-gen" });
  const card = await screen.findByTestId("generation");
  expect(within(card).getAllByText(/40\s*%/).length).toBeGreaterThan(0);
  await userEvent.click(within(card).getByRole("button", { name: "Cancel" }));
  await vi.waitFor(() => expect(card.getAttribute("data-status")).toBe("canceled"));
  expect(callsTo(calls, "POST /api/v1/image-gen/generations/gen-5/cancel")).toHaveLength(1);
  expect(within(card).queryByRole("button", { name: "Cancel" })).toBeNull();
});
