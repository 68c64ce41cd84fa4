// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi, type FakeAnswer } from "../../testing/fake-api";
import { libraryRoutes } from "../../testing/library";
import { renderScreen } from "../../testing/render";
import { layoutItems, templateItems } from "./grid-fixtures";
import LayoutsPage from "./LayoutsPage";
import TemplatesPage from "./TemplatesPage";

beforeEach(() => {
  // happy-dom has no font loading; the renderer's font hook listens to it.
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = "GET /api/v1/staff/library";
const server = (routes: Record<string, FakeAnswer[]> = {}) =>
  stubApi({ [LIST]: [ok({ data: layoutItems })], ...libraryRoutes(), ...routes });
const card = (id: string) => screen.getByTestId(`library-card-${id}`);
const address = () => screen.getByTestId("location").textContent;

test("draws every layout as a live thumbnail with its stage, owner, coverage and usage, newest first, linking to its pipeline", async () => {
  server();
  renderScreen(<LayoutsPage />, { path: "/layouts" });

  await screen.findByTestId("library-card-title");
  expect(screen.getAllByRole("article").map((article) => article.getAttribute("aria-label"))).toEqual([
    "Product card",
    "Title",
    "Clip promo",
    "Quote",
  ]);
  const product = card("product-card");
  expect(within(product).getByRole("img", { name: "Scene 1 preview" }).tagName).toBe("CANVAS");
  expect(within(product).getByText("In review")).toBeTruthy();
  expect(within(product).getByText("ada@staff.test")).toBeTruthy();
  expect(within(product).getByRole("img", { name: "Covers 1:1, 4:5" })).toBeTruthy();
  expect(within(card("title")).getByText("3 videos")).toBeTruthy();
  expect(within(card("quote")).getByText("No owner")).toBeTruthy();
  expect(within(product).getByRole("link", { name: "Product card" }).getAttribute("href")).toBe("/layouts-pipeline/product-card");
});

test("filters by stage in the address, and says so when a stage is empty", async () => {
  server();
  renderScreen(<LayoutsPage />, { path: "/layouts?stage=draft" });

  await screen.findByTestId("library-card-quote");
  expect(screen.getAllByRole("article")).toHaveLength(2);
  await userEvent.click(screen.getByText("Retired (0)"));
  expect(address()).toBe("/layouts?stage=retired");
  expect(screen.getByText("No layouts in “Retired”")).toBeTruthy();
  await userEvent.click(screen.getByRole("button", { name: "Show every stage" }));
  expect(address()).toBe("/layouts");
  expect(screen.getAllByRole("article")).toHaveLength(4);
});

test("an empty library says how to start", async () => {
  server({ [LIST]: [ok({ data: [] })] });
  renderScreen(<LayoutsPage />, { path: "/layouts" });
  expect(await screen.findByText("No layouts yet")).toBeTruthy();
});

test("creates a blank layout, showing the server's complaint beside the id", async () => {
  const calls = server({
    "POST /api/v1/staff/library/layout": [
      { status: 409, body: { error: { code: "already_exists", message: "Taken.", fields: { id: "Choose another id." } } } },
      { status: 201, body: { data: { ...layoutItems[0], id: "promo", name: "Promo" } } },
    ],
  });
  renderScreen(<LayoutsPage />, { path: "/layouts" });

  await userEvent.click(await screen.findByRole("button", { name: "New layout" }));
  const dialog = await screen.findByRole("dialog", { name: "New layout" });
  await userEvent.type(within(dialog).getByRole("textbox", { name: /^Id/ }), "title");
  await userEvent.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Promo");
  await userEvent.click(within(dialog).getByRole("button", { name: "Create layout" }));
  expect(await within(dialog).findByText("Choose another id.")).toBeTruthy();

  const id = within(dialog).getByRole("textbox", { name: /^Id/ });
  await userEvent.clear(id);
  await userEvent.type(id, "promo");
  await userEvent.click(within(dialog).getByRole("button", { name: "Create layout" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(callsTo(calls, "POST /api/v1/staff/library/layout").map((call) => call.body)).toEqual([
    { id: "title", name: "Promo" },
    { id: "promo", name: "Promo" },
  ]);
  // The grid is asked again, so the new card shows.
  await waitFor(() => expect(callsTo(calls, LIST).length).toBeGreaterThan(1));
});

test("imports pasted JSON, telling bad JSON apart from the server's problems at JSON paths", async () => {
  const calls = server({
    "POST /api/v1/staff/library/layout": [
      {
        status: 422,
        body: {
          error: { code: "invalid_definition", message: "The layout is not valid.", fields: { "definition.elements": "Too small" } },
        },
      },
    ],
  });
  renderScreen(<LayoutsPage />, { path: "/layouts" });

  await userEvent.click(await screen.findByRole("button", { name: "Import JSON" }));
  const dialog = await screen.findByRole("dialog", { name: "Import a layout from JSON" });
  const pasted = within(dialog).getByRole("textbox", { name: /Or paste the definition/ });
  await userEvent.type(pasted, "not json");
  await userEvent.click(within(dialog).getByRole("button", { name: "Import as a draft" }));
  expect(within(dialog).getByText(/^This is not JSON/)).toBeTruthy();
  expect(callsTo(calls, "POST /api/v1/staff/library/layout")).toHaveLength(0);

  await userEvent.clear(pasted);
  await userEvent.click(pasted);
  await userEvent.paste('{"id":"x","name":"X","elements":[]}');
  await userEvent.click(within(dialog).getByRole("button", { name: "Import as a draft" }));
  const problems = await within(dialog).findByRole("list", { name: "Problems" });
  expect(problems.textContent).toBe("definition.elements: Too small");
  expect(callsTo(calls, "POST /api/v1/staff/library/layout")[0]!.body).toEqual({ definition: { id: "x", name: "X", elements: [] } });
});

test("duplicates under a new id and name, and retires a published layout after confirming", async () => {
  const calls = server({
    "POST /api/v1/staff/library/layout/title/duplicate": [{ status: 201, body: { data: layoutItems[0] } }],
    "POST /api/v1/staff/library/layout/title/stage": [ok({ data: layoutItems[0] })],
  });
  renderScreen(<LayoutsPage />, { path: "/layouts" });

  await userEvent.click(await screen.findByRole("button", { name: "Actions for Title" }));
  expect(screen.getByRole("menuitem", { name: "Export JSON" }).getAttribute("href")).toBe("/api/v1/staff/library/layout/title/export");
  await userEvent.click(screen.getByRole("menuitem", { name: "Duplicate" }));
  const dialog = await screen.findByRole("dialog", { name: "Duplicate Title" });
  expect(within(dialog).getByRole<HTMLInputElement>("textbox", { name: /^Id/ }).value).toBe("title-copy");
  await userEvent.click(within(dialog).getByRole("button", { name: "Duplicate" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(callsTo(calls, "POST /api/v1/staff/library/layout/title/duplicate")[0]!.body).toEqual({ id: "title-copy", name: "Title (copy)" });

  // Only a published item can be retired.
  await userEvent.click(screen.getByRole("button", { name: "Actions for Quote" }));
  expect(screen.queryByRole("menuitem", { name: "Retire" })).toBeNull();
  await userEvent.keyboard("{Escape}");
  await userEvent.click(screen.getByRole("button", { name: "Actions for Title" }));
  await userEvent.click(screen.getByRole("menuitem", { name: "Retire" }));
  const confirm = await screen.findByRole("dialog", { name: "Retire Title?" });
  await userEvent.click(within(confirm).getByRole("button", { name: "Retire" }));
  await waitFor(() => expect(callsTo(calls, "POST /api/v1/staff/library/layout/title/stage")[0]?.body).toEqual({ to: "retired" }));
});

test("draws a template wearing its first layout, its others small beneath", async () => {
  server({ [LIST]: [ok({ data: templateItems })] });
  renderScreen(<TemplatesPage />, { path: "/templates" });

  const bold = await screen.findByTestId("library-card-bold");
  await waitFor(() => expect(within(bold).getAllByRole("img", { name: "Scene 1 preview" })).toHaveLength(2));
  expect(within(bold).getByLabelText("Its other layouts: Title")).toBeTruthy();
  expect(within(card("clean")).getAllByRole("img", { name: "Scene 1 preview" })).toHaveLength(1);
  expect(within(bold).getByRole("link", { name: "Bold" }).getAttribute("href")).toBe("/templates-pipeline/bold");
});
