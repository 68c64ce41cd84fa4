// @vitest-environment happy-dom
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { LibraryItemDetail } from "@framewise/contracts";
import { templateSchema, type Template } from "@framewise/scene";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi, type FakeAnswer } from "../../testing/fake-api";
import { FakeEventSource } from "../../testing/fake-event-source";
import { cleanTemplate, libraryRoutes } from "../../testing/library";
import StyleConfigPage from "./StyleConfigPage";

beforeEach(() => {
  // happy-dom has no font loading; the renderer's font hook listens to it.
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
  vi.stubGlobal("EventSource", FakeEventSource);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ITEM = "/api/v1/staff/library/template/clean";
const item = (version: number): LibraryItemDetail<Template> => ({
  kind: "template",
  id: "clean",
  name: "Clean",
  stage: version === 1 ? "published" : "draft",
  latest_version: version,
  published_version: 1,
  owner_id: null,
  owner_email: null,
  aspect_coverage: ["9:16", "1:1", "16:9", "4:5"],
  usage_count: 0,
  updated_at: "2026-11-25T00:00:00Z",
  definition: cleanTemplate,
  versions: [],
});

function server(save: FakeAnswer[] = [ok({ data: item(2) })], fonts: Record<string, FakeAnswer[]> = {}) {
  return stubApi({
    ...libraryRoutes(),
    [`GET ${ITEM}`]: [ok({ data: item(1) })],
    [`POST ${ITEM}/versions`]: save,
    "GET /api/v1/assets": [ok({ data: [], next_cursor: null })],
    "GET /api/v1/library-fonts": [ok({ data: [] })],
    ...fonts,
  });
}

/** The screen under a data router: its unsaved-changes guard blocks navigation, which needs one. */
function open() {
  const router = createMemoryRouter(
    [
      { path: "/templates-pipeline/:templateId/style-config", element: <StyleConfigPage /> },
      { path: "/templates", element: <p>All templates</p> },
    ],
    { initialEntries: ["/templates-pipeline/clean/style-config"] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const paletteInput = async (role: string) =>
  within(await screen.findByRole("region", { name: "Palette" })).getByRole("textbox", { name: role });
const contrastOf = (pair: string) =>
  within(screen.getByRole("list", { name: "Contrast" }))
    .getByText(pair)
    .closest("[role=listitem]")!;

test("a palette colour edited redraws every preview and warns of the contrast it breaks; leaving asks; undo takes it back", async () => {
  server();
  const router = open();
  await screen.findByRole("region", { name: "Palette" });
  expect(contrastOf("Text on background").getAttribute("data-level")).toBe("pass");
  expect(contrastOf("Text on background").textContent).toContain("21.0:1");

  // Two edits before the next frame: the previews redraw once, with the latest.
  fireEvent.change(await paletteInput("Background"), { target: { value: "#000000" } });
  fireEvent.change(await paletteInput("Background"), { target: { value: "#eeeeee" } });
  await waitFor(() => expect(screen.getByTestId("preview-grid").dataset.redraws).toBe("1"));
  expect(contrastOf("Text on background").getAttribute("data-level")).toBe("fail");
  expect(contrastOf("Text on background").textContent).toMatch(/1\.1:1.*Fails AA/);
  expect(screen.getByText(/^Preview \d+ ms$/)).toBeTruthy();
  expect(screen.getByText("Unsaved changes")).toBeTruthy();
  // Leaving with the edit unsaved asks first; declined, the screen stays.
  const confirm = vi.fn(() => false);
  vi.stubGlobal("confirm", confirm);
  await act(() => router.navigate("/templates"));
  expect(confirm).toHaveBeenCalledOnce();
  expect(router.state.location.pathname).toBe("/templates-pipeline/clean/style-config");

  await userEvent.click(screen.getByRole("button", { name: "Undo" }));
  expect(contrastOf("Text on background").getAttribute("data-level")).toBe("pass");
  await waitFor(() => expect(screen.getByTestId("preview-grid").dataset.redraws).toBe("2"));
  expect(screen.getByRole("button", { name: "Save draft" })).toHaveProperty("disabled", true);
});

test("Ctrl+S saves the edited template as a new draft version", async () => {
  const calls = server();
  open();
  fireEvent.change(await paletteInput("Accent"), { target: { value: "#00ff00" } });
  fireEvent.keyDown(window, { key: "s", ctrlKey: true });

  expect(await screen.findByText("Saved as version 2 (draft)")).toBeTruthy();
  const [saved] = callsTo(calls, `POST ${ITEM}/versions`);
  expect((saved!.body as { definition: Template }).definition.palette.accent).toBe("#00ff00");
  expect((saved!.body as { definition: Template }).definition.id).toBe("clean");
});

test("the server's refusal shows at the field it names", async () => {
  const refused: FakeAnswer = {
    status: 422,
    body: {
      error: {
        code: "invalid_definition",
        message: "The definition is not valid.",
        fields: { "definition.palette.text": "must be a colour" },
      },
    },
  };
  server([refused]);
  open();
  fireEvent.change(await paletteInput("Text"), { target: { value: "#123456" } });
  await userEvent.click(screen.getByRole("button", { name: "Save draft" }));

  expect(await screen.findByText("must be a colour")).toBeTruthy();
  expect((await paletteInput("Text")).getAttribute("aria-invalid")).toBe("true");
  expect(screen.getByText("Unsaved changes")).toBeTruthy();
});

const LABEL_NEUE = {
  id: "0f6c2a7e-5d1b-4c3a-9e8f-123456789abc",
  family: "Label Neue",
  weight: 400,
  bytes: 60_000,
  file_url: "/api/v1/library-fonts/0f6c2a7e-5d1b-4c3a-9e8f-123456789abc/file",
  created_at: "2026-11-25T00:00:00Z",
};
const uploadedLabelNeue = {
  id: "font-1",
  kind: "font",
  status: "ready",
  font_family: "Label Neue",
  file_url: "/api/v1/assets/font-1/file",
};

/** The page's font set, recording the families declared in it (happy-dom loads no fonts). */
function recordDeclaredFonts(): string[] {
  const declared: string[] = [];
  vi.stubGlobal(
    "FontFace",
    class {
      family: string;
      constructor(family: string) {
        this.family = family;
      }
    },
  );
  Object.assign(document.fonts, { add: (face: { family: string }) => declared.push(face.family) });
  return declared;
}

const pickHeadingFont = async (family: string) => {
  await userEvent.click(await screen.findByRole("combobox", { name: "Heading font" }));
  await userEvent.click(await screen.findByRole("option", { name: family }));
};

test("an uploaded font picked goes into the library first, is declared for the previews, and the saved definition names its file", async () => {
  const declared = recordDeclaredFonts();
  const calls = server(undefined, {
    "GET /api/v1/assets": [ok({ data: [uploadedLabelNeue], next_cursor: null })],
    "GET /api/v1/library-fonts": [ok({ data: [] }), ok({ data: [LABEL_NEUE] })],
    "POST /api/v1/staff/library-fonts": [{ status: 201, body: { data: LABEL_NEUE } }],
  });
  open();

  await pickHeadingFont("Label Neue");
  await waitFor(() => expect(screen.getByRole("combobox", { name: "Heading font" })).toHaveProperty("value", "Label Neue"));
  expect(callsTo(calls, "POST /api/v1/staff/library-fonts").map((call) => call.body)).toEqual([{ asset_id: "font-1" }]);
  expect(declared).toContain("Label Neue");
  // The library's weights for it, and no notice that it would fall back.
  expect(screen.getByRole("combobox", { name: "Heading font weight" })).toHaveProperty("value", "400");
  expect(screen.queryByRole("note")).toBeNull();

  await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
  await screen.findByText("Saved as version 2 (draft)");
  const [saved] = callsTo(calls, `POST ${ITEM}/versions`);
  const definition = (saved!.body as { definition: Template }).definition;
  expect(definition.fonts.heading).toEqual({ family: "Label Neue", weight: 400 });
  expect(definition.fontFiles).toEqual([{ id: LABEL_NEUE.id, family: "Label Neue", weight: 400 }]);
});

test("a font the library refuses shows the server's reason and leaves the family as it was", async () => {
  recordDeclaredFonts();
  const refusal = { code: "font_taken", message: "The library has another file for Label Neue at weight 400." };
  const calls = server(undefined, {
    "GET /api/v1/assets": [ok({ data: [uploadedLabelNeue], next_cursor: null })],
    "POST /api/v1/staff/library-fonts": [{ status: 409, body: { error: refusal } }],
  });
  open();

  await pickHeadingFont("Label Neue");
  expect(await screen.findByText(`Label Neue could not be added to the library: ${refusal.message}`)).toBeTruthy();
  expect(screen.getByRole("combobox", { name: "Heading font" })).toHaveProperty("value", "Inter");
  expect(screen.getByRole("button", { name: "Save draft" })).toHaveProperty("disabled", true);
  expect(callsTo(calls, "POST /api/v1/staff/library-fonts")).toHaveLength(1);
});

test("a family's italic file is skipped, its upright file added and used", async () => {
  recordDeclaredFonts();
  const italic = { ...uploadedLabelNeue, id: "font-2" };
  const refusal = { code: "italic_font", message: "Label Neue Italic is italic: the library holds upright fonts only." };
  const calls = server(undefined, {
    "GET /api/v1/assets": [ok({ data: [italic, uploadedLabelNeue], next_cursor: null })],
    "GET /api/v1/library-fonts": [ok({ data: [] }), ok({ data: [LABEL_NEUE] })],
    "POST /api/v1/staff/library-fonts": [
      { status: 422, body: { error: refusal } },
      { status: 201, body: { data: LABEL_NEUE } },
    ],
  });
  open();

  await pickHeadingFont("Label Neue");
  await waitFor(() => expect(screen.getByRole("combobox", { name: "Heading font" })).toHaveProperty("value", "Label Neue"));
  expect(callsTo(calls, "POST /api/v1/staff/library-fonts").map((call) => call.body)).toEqual([
    { asset_id: "font-2" },
    { asset_id: "font-1" },
  ]);
  expect(screen.queryByText(/could not be added/)).toBeNull();
});

test("a family neither shipped nor in the library is named as drawing in a fallback font", async () => {
  const typed = templateSchema.parse({ ...cleanTemplate, fonts: { ...cleanTemplate.fonts, heading: { family: "Typed Sans" } } });
  server(undefined, { [`GET ${ITEM}`]: [ok({ data: { ...item(1), definition: typed } })] });
  open();

  expect((await screen.findByRole("note")).textContent).toMatch(/^Typed Sans is neither shipped with the renderer nor in the library/);
});
