// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { GeneratedLayoutDetail, LlmModelInfo } from "@framewise/contracts";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi, type FakeAnswer } from "../../testing/fake-api";
import { libraryRoutes } from "../../testing/library";
import { renderScreen } from "../../testing/render";
import GeneratedLayoutPage from "./GeneratedLayoutPage";
import GeneratedLayoutsPage from "./GeneratedLayoutsPage";
import LayoutGenPage from "./LayoutGenPage";

beforeEach(() => {
  // happy-dom has no font loading; the renderer's font hook listens to it.
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const API = "/api/v1/staff/generated-layouts";
const ID = "5d0c6f8e-1111-4222-8333-444455556666";
const model = (id: string, vision = false): LlmModelInfo => ({
  id,
  label: id.toUpperCase(),
  provider: "openai",
  model: id,
  price: null,
  vision,
  planner: id === "gpt",
});
const card = {
  id: "quote-card",
  name: "Quote card",
  description: "",
  aspectRatios: ["9:16", "1:1"],
  tags: [],
  slots: [{ name: "quote", kind: "text", label: "Quote", required: true, maxLength: 120 }],
  elements: [{ id: "quote", type: "text", slot: "quote", textStyle: "body", box: { x: 0.1, y: 0.3, width: 0.8, height: 0.3 } }],
};
const generated = (overrides: Partial<GeneratedLayoutDetail> = {}): GeneratedLayoutDetail => ({
  id: ID,
  prompt: "A testimonial with a round portrait",
  status: "pending_review",
  definition: card,
  checks_green: false,
  model: "gpt",
  error: null,
  reject_reason: null,
  library_item_id: null,
  created_by_email: "ada@staff.test",
  created_at: "2026-11-25T06:00:00Z",
  updated_at: "2026-11-25T06:00:00Z",
  reference_asset_id: null,
  attempts: [{ problems: [{ path: "/elements", message: "must have at least 1 item" }] }, { problems: [] }],
  checks_ran_at: "2026-11-25T06:00:01Z",
  checks: [
    {
      check: "text_fits",
      aspect: "9:16",
      kind: "automatic",
      status: "fail",
      findings: [{ element: "quote", message: "overflows by 3 lines" }],
      ticked_by: null,
      ticked_at: null,
    },
    { check: "contrast", aspect: "9:16", kind: "automatic", status: "pass", findings: [], ticked_by: null, ticked_at: null },
  ],
  ...overrides,
});
const server = (routes: Record<string, FakeAnswer[]>) => stubApi({ ...libraryRoutes(), ...routes });

test("without a model it says so and how to configure one, offering no form", async () => {
  server({ "GET /api/v1/staff/llm/models": [ok({ data: [] })] });
  renderScreen(<LayoutGenPage />, { path: "/layout-gen" });
  expect(await screen.findByText("No language model is configured")).toBeTruthy();
  expect(screen.getByText(/LLM_PROVIDER=openai/)).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Generate" })).toBeNull();
});

test("generates from a description with the chosen model, waits while it generates, then shows the four previews, checks and repairs", async () => {
  const calls = server({
    "GET /api/v1/staff/llm/models": [ok({ data: [model("gpt"), model("eye", true)] })],
    [`POST ${API}`]: [
      { status: 202, body: { data: generated({ status: "generating", definition: null, checks: [], attempts: [], checks_green: null }) } },
    ],
    [`GET ${API}/${ID}`]: [
      ok({ data: generated({ status: "generating", definition: null, checks: [], attempts: [], checks_green: null }) }),
      ok({ data: generated() }),
    ],
  });
  renderScreen(<LayoutGenPage />, { path: "/layout-gen" });
  await userEvent.type(await screen.findByLabelText("Describe the layout"), "A testimonial with a round portrait");
  await userEvent.click(screen.getByRole("combobox", { name: "Model" }));
  await userEvent.click(await screen.findByRole("option", { name: "EYE · takes pictures" }));
  await userEvent.click(screen.getByRole("button", { name: "Generate" }));

  expect(callsTo(calls, `POST ${API}`)[0]!.body).toEqual({ prompt: "A testimonial with a round portrait", model: "eye" });
  expect(await screen.findByText(/The model is designing the layout/)).toBeTruthy();
  expect(screen.getByTestId("location").textContent).toBe(`/layout-gen?id=${ID}`);
  // Read again until it settles: then the previews in all four aspects, the failed check and the repair.
  expect(await screen.findByTestId("preview-16:9", {}, { timeout: 4000 })).toBeTruthy();
  for (const aspect of ["9:16", "1:1", "4:5"]) expect(screen.getByTestId(`preview-${aspect}`)).toBeTruthy();
  expect(within(screen.getByTestId("preview-16:9")).getByText("16:9 · not declared")).toBeTruthy();
  expect(screen.getByText("Checks fail")).toBeTruthy();
  expect(screen.getByText("quote: overflows by 3 lines")).toBeTruthy();
  expect(screen.getByText("1 problem sent back")).toBeTruthy();
  expect(screen.getByText("/elements")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Review it in the queue" }).getAttribute("href")).toBe(`/generated-layouts/${ID}`);
});

test("the queue filters by status and checks in the address, as thumbnail cards", async () => {
  const calls = server({ [`GET ${API}`]: [ok({ data: [generated()], next_cursor: null })] });
  renderScreen(<GeneratedLayoutsPage />, { path: "/generated-layouts?status=pending_review" });
  const article = await screen.findByRole("article", { name: "Quote card" });
  expect((await within(article).findByRole("img", { name: "Scene 1 preview" })).tagName).toBe("CANVAS");
  expect(within(article).getByText("Waiting for review")).toBeTruthy();
  expect(within(article).getByText("Checks fail")).toBeTruthy();
  await userEvent.click(screen.getByText("Checks pass"));
  expect(screen.getByTestId("location").textContent).toBe("/generated-layouts?status=pending_review&checks=green");
  await vi.waitFor(() => expect(callsTo(calls, `GET ${API}`)).toHaveLength(2));
});

const detailScreen = () =>
  renderScreen(
    <Routes>
      <Route path="/generated-layouts/:layoutId" element={<GeneratedLayoutPage />} />
    </Routes>,
    { path: `/generated-layouts/${ID}` },
  );

test("approving a layout whose id is taken asks for another id and name", async () => {
  const calls = server({
    [`GET ${API}/${ID}`]: [
      ok({ data: generated() }),
      ok({ data: generated({ status: "approved", definition: { ...card, id: "quote-card-2" } }) }),
    ],
    [`POST ${API}/${ID}/approve`]: [
      {
        status: 409,
        body: {
          error: {
            code: "already_exists",
            message: 'A layout with the id "quote-card" exists already.',
            fields: { id: "Choose another id." },
          },
        },
      },
      ok({ data: generated({ status: "approved", definition: { ...card, id: "quote-card-2" } }) }),
    ],
  });
  detailScreen();
  await userEvent.click(await screen.findByRole("button", { name: "Approve into the library" }));
  await userEvent.type(await screen.findByLabelText("Id"), "quote-card-2");
  await userEvent.click(screen.getByRole("button", { name: "Approve as quote-card-2" }));
  expect(callsTo(calls, `POST ${API}/${ID}/approve`).map((call) => call.body)).toEqual([{}, { id: "quote-card-2", name: "Quote card" }]);
  expect((await screen.findByRole("link", { name: "open quote-card-2" })).getAttribute("href")).toBe("/layouts-pipeline/quote-card-2");
});

test("rejects with a reason, and edits the JSON first showing the server's problems at their paths", async () => {
  const calls = server({
    [`GET ${API}/${ID}`]: [ok({ data: generated() }), ok({ data: generated({ status: "rejected", reject_reason: "Crowded" }) })],
    [`PUT ${API}/${ID}/definition`]: [
      {
        status: 422,
        body: {
          error: {
            code: "invalid_definition",
            message: "The definition is not valid.",
            fields: { "definition.elements": "must have at least 1 item" },
          },
        },
      },
    ],
    [`POST ${API}/${ID}/reject`]: [ok({ data: generated({ status: "rejected", reject_reason: "Crowded" }) })],
  });
  detailScreen();
  const editor = await screen.findByRole("textbox", { name: "Layout JSON" });
  await userEvent.clear(editor);
  await userEvent.type(editor, "{{not json");
  await userEvent.click(screen.getByRole("button", { name: "Save the edit" }));
  expect(await screen.findByText(/Not JSON/)).toBeTruthy();
  await userEvent.clear(editor);
  await userEvent.type(editor, '{{"id": "quote-card", "elements": [[]}');
  await userEvent.click(screen.getByRole("button", { name: "Save the edit" }));
  expect(await screen.findByText("definition.elements: must have at least 1 item")).toBeTruthy();
  await userEvent.click(screen.getByRole("button", { name: "Undo changes" }));
  expect((editor as HTMLTextAreaElement).value).toContain('"name": "Quote card"');

  await userEvent.type(screen.getByLabelText(/Reject with a reason/), "Crowded");
  await userEvent.click(screen.getByRole("button", { name: "Reject" }));
  expect(callsTo(calls, `POST ${API}/${ID}/reject`)[0]!.body).toEqual({ reason: "Crowded" });
  expect(await screen.findByText("Crowded")).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Reject" })).toBeNull();
});
