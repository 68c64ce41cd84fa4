// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi, type FakeAnswer } from "../../testing/fake-api";
import { libraryRoutes } from "../../testing/library";
import { renderScreen } from "../../testing/render";
import { boardItem, boardItems } from "./board-fixtures";
import ProgressBoardPage from "./ProgressBoardPage";

beforeEach(() => {
  // happy-dom has no font loading; the renderer's font hook listens to it.
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BOARD = "GET /api/v1/staff/library/board";
const stageRoute = (id: string) => `POST /api/v1/staff/library/layout/${id}/stage`;
const column = (stage: string) => screen.getByTestId(`column-${stage}`);
const count = (stage: string) => screen.getByTestId(`count-${stage}`).textContent;

function openBoard(routes: Record<string, FakeAnswer[]>) {
  const calls = stubApi({ ...libraryRoutes(), [BOARD]: [ok({ data: boardItems })], ...routes });
  renderScreen(<ProgressBoardPage />, { path: "/layouts/progress" });
  return calls;
}

/** A native drag of `card` dropped on `target`, carrying data the way browsers do. */
function dragAndDrop(card: HTMLElement, target: HTMLElement) {
  const data = new Map<string, string>();
  const dataTransfer = {
    get types() {
      return [...data.keys()];
    },
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? "",
    effectAllowed: "all",
    dropEffect: "move",
  };
  fireEvent.dragStart(card, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

test("shows each stage's count, and what blocks each card", async () => {
  openBoard({});
  expect(await screen.findByTestId("card-promo")).toBeTruthy();
  expect([count("draft"), count("in_review"), count("published"), count("retired")]).toEqual(["1", "1", "1", "0"]);
  const promo = within(column("in_review")).getByTestId("card-promo");
  expect(within(promo).getByTestId("blocked").textContent).toBe("Blocked: checks not run, looks_right 9:16, looks_right 1:1 and 1 more");
  expect(promo.textContent).toContain("ada@example.com");
  expect(within(column("published")).getByTestId("card-title").querySelector("[data-testid=blocked]")).toBeNull();
  expect(within(column("retired")).getByText("No layouts here. Drop a card to move it.")).toBeTruthy();
});

test("a card dropped on another column moves there at once and asks the server", async () => {
  const moved = boardItem("quote", "Quote", "in_review");
  const calls = openBoard({
    [BOARD]: [ok({ data: boardItems }), ok({ data: [boardItems[0], boardItems[1], moved] })],
    [stageRoute("quote")]: [ok({ data: moved })],
  });
  dragAndDrop(await screen.findByTestId("card-quote"), column("in_review"));

  expect(within(column("in_review")).getByTestId("card-quote")).toBeTruthy();
  await waitFor(() => expect(callsTo(calls, stageRoute("quote"))).toHaveLength(1));
  expect(callsTo(calls, stageRoute("quote"))[0]!.body).toEqual({ to: "in_review" });
  await waitFor(() => expect(count("in_review")).toBe("2"));
  expect(count("draft")).toBe("0");
});

test("a refused move puts the card back and shows the server's reason on it", async () => {
  const refusal = "The checklist is not green: checks not run, looks_right 9:16. Publish with a written override.";
  const calls = openBoard({ [stageRoute("promo")]: [{ status: 409, body: { error: { code: "checklist_failed", message: refusal } } }] });
  dragAndDrop(await screen.findByTestId("card-promo"), column("published"));

  // Publishing over red checks offers an override first; left empty, the server decides.
  const dialog = await screen.findByRole("dialog", { name: "Move Promo to Published" });
  expect(within(dialog).getByText("looks_right 9:16")).toBeTruthy();
  await userEvent.click(within(dialog).getByRole("button", { name: "Try to publish" }));

  const promo = await within(column("in_review")).findByTestId("card-promo");
  expect((await within(promo).findByRole("alert")).textContent).toBe(refusal);
  expect(callsTo(calls, stageRoute("promo"))[0]!.body).toEqual({ to: "published" });
  expect(count("published")).toBe("1");
});

test("moves from the keyboard with the card's Move to… menu, asking why it goes back to draft", async () => {
  const reopened = boardItem("title", "Title", "draft", { latest_version: 2, published_version: 1 });
  const calls = openBoard({
    [BOARD]: [ok({ data: boardItems }), ok({ data: [reopened, boardItems[1], boardItems[2]] })],
    [stageRoute("title")]: [ok({ data: reopened })],
  });
  const menu = await screen.findByRole("button", { name: "Move Title to…" });
  menu.focus();
  await userEvent.keyboard("{Enter}");
  await userEvent.click(await screen.findByRole("menuitem", { name: "Draft" }));

  const dialog = await screen.findByRole("dialog", { name: "Move Title to Draft" });
  const submit = within(dialog).getByRole("button", { name: "Move to draft" });
  expect((submit as HTMLButtonElement).disabled).toBe(true);
  await userEvent.type(within(dialog).getByRole("textbox", { name: "Reason" }), "The headline needs room");
  await userEvent.click(submit);

  await waitFor(() => expect(callsTo(calls, stageRoute("title"))).toHaveLength(1));
  expect(callsTo(calls, stageRoute("title"))[0]!.body).toEqual({ to: "draft", reason: "The headline needs room" });
  expect(within(column("draft")).getByTestId("card-title")).toBeTruthy();
});
