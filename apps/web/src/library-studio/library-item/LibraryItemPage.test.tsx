// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi, type FakeAnswer } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import { titleLayout } from "../../testing/library";
import { checklist, ITEM, pageRoutes, titleItem } from "./item-fixtures";
import LayoutItemPage from "./LayoutItemPage";
import type { LibraryStage } from "@framewise/contracts";
import { Route, Routes } from "react-router";

beforeEach(() => {
  // happy-dom has no font loading; the renderer's font hook listens to it.
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openPage(stage: LibraryStage, routes: Record<string, FakeAnswer[]> = {}) {
  const calls = stubApi({ ...pageRoutes(stage), ...routes });
  renderScreen(
    <Routes>
      <Route path="/layouts-pipeline/:layoutId" element={<LayoutItemPage />} />
    </Routes>,
    { path: "/layouts-pipeline/title" },
  );
  return calls;
}

const actions = async () => within(await screen.findByRole("group", { name: "Stage actions" }));
const buttonNames = async () => (await actions()).getAllByRole("button").map((button) => button.textContent);

test("shows the item, its previews under each template in every aspect, and its editors", async () => {
  openPage("draft");
  expect(await screen.findByRole("heading", { name: "Title" })).toBeTruthy();
  expect(screen.getByTestId("item-stage").textContent).toBe("Draft");
  // The title layout is offered by one published template (clean): one row of four aspects.
  const previews = await screen.findByTestId("item-previews");
  expect(within(previews).getAllByTestId("scene-thumbnail")).toHaveLength(4);
  expect(within(previews).getByRole("button", { name: "Play Clean in 16:9" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Animation" }).getAttribute("href")).toBe("/layouts-pipeline/title/animation");
  expect(screen.queryByRole("link", { name: "Style config" })).toBeNull();
  expect(screen.getByRole("link", { name: "Export JSON" }).getAttribute("href")).toBe(`${ITEM}/export`);
});

test("asks for the comments of the item's latest version only, never before it is known", async () => {
  const calls = openPage("draft");
  await waitFor(() => expect(callsTo(calls, `GET ${ITEM}/versions/2/comments`)).toHaveLength(1));
  expect(calls.filter((call) => call.path.endsWith("/comments")).map((call) => call.path)).toEqual([`${ITEM}/versions/2/comments`]);
});

test("offers only the moves the rules allow from each stage", async () => {
  const expected: Record<LibraryStage, string[]> = {
    draft: ["Send to review"],
    in_review: ["Publish", "Back to draft"],
    published: ["Back to draft", "Retire"],
    retired: ["Back to draft"],
  };
  for (const stage of Object.keys(expected) as LibraryStage[]) {
    openPage(stage);
    expect(await buttonNames()).toEqual(expected[stage]);
    cleanup();
    vi.unstubAllGlobals();
  }
});

test("sends a draft to review", async () => {
  const calls = openPage("draft", { [`POST ${ITEM}/stage`]: [ok({ data: titleItem("in_review") })] });
  await userEvent.click((await actions()).getByRole("button", { name: "Send to review" }));
  await waitFor(() => expect(callsTo(calls, `POST ${ITEM}/stage`).map((call) => call.body)).toEqual([{ to: "in_review" }]));
});

test("going back to draft asks why first", async () => {
  const calls = openPage("published", { [`POST ${ITEM}/stage`]: [ok({ data: titleItem("draft") })] });
  await userEvent.click((await actions()).getByRole("button", { name: "Back to draft" }));
  const submit = screen.getAllByRole("button", { name: "Back to draft" }).at(-1)!;
  expect(submit.hasAttribute("disabled")).toBe(true);
  await userEvent.type(screen.getByRole("textbox", { name: /Why does it go back to draft/ }), "The kicker overflows");
  await userEvent.click(submit);
  await waitFor(() =>
    expect(callsTo(calls, `POST ${ITEM}/stage`).map((call) => call.body)).toEqual([{ to: "draft", reason: "The kicker overflows" }]),
  );
});

test("a publish refused over red checklist items names them and publishes with a written override", async () => {
  const refused = {
    status: 409,
    body: { error: { code: "checklist_failed", message: "The checklist is not green: contrast 9:16, looks_right 9:16." } },
  };
  const calls = openPage("in_review", { [`POST ${ITEM}/stage`]: [refused, ok({ data: titleItem("published") })] });
  await userEvent.click((await actions()).getByRole("button", { name: "Publish" }));
  expect(await screen.findByText("The checklist is not green: contrast 9:16, looks_right 9:16.")).toBeTruthy();
  await userEvent.type(screen.getByRole("textbox", { name: /Publish anyway/ }), "The contrast is measured on a white photo we never use");
  await userEvent.click(screen.getByRole("button", { name: "Publish with override" }));
  await waitFor(() =>
    expect(callsTo(calls, `POST ${ITEM}/stage`).map((call) => call.body)).toEqual([
      { to: "published" },
      { to: "published", override: "The contrast is measured on a white photo we never use" },
    ]),
  );
  await waitFor(() => expect(screen.queryByRole("button", { name: "Publish with override" })).toBeNull());
});

test("Run checks shows the job running, then its results as they arrive", async () => {
  const started = { status: 202, body: { data: checklist({ running: true, started_at: "2026-11-20T10:05:00Z" }) } };
  const calls = openPage("draft", {
    [`POST ${ITEM}/checklist/run`]: [started],
    [`GET ${ITEM}/checklist`]: [
      ok({ data: checklist() }),
      // Read again after the start (the list refreshes, the run waits on it): running until the job ends.
      ok({ data: checklist({ running: true, started_at: "2026-11-20T10:05:00Z" }) }),
      ok({ data: checklist({ running: true, started_at: "2026-11-20T10:05:00Z" }) }),
      ok({ data: checklist({}, "fail") }),
    ],
  });
  const run = await screen.findByRole("button", { name: "Run checks" });
  expect(screen.getByTestId("check-contrast-9:16").dataset.status).toBe("not_run");
  await userEvent.click(run);
  expect(await screen.findByText("The server is checking version 2…")).toBeTruthy();
  await waitFor(() => expect(screen.getByTestId("check-contrast-9:16").dataset.status).toBe("fail"), { timeout: 5000 });
  expect(screen.getByText(/contrast 2\.6:1, below 4\.5:1/)).toBeTruthy();
  expect(screen.queryByText("The server is checking version 2…")).toBeNull();
  expect(callsTo(calls, `POST ${ITEM}/checklist/run`).map((call) => call.body)).toEqual([{ version: 2 }]);
});

test("two versions picked are compared: both drawn side by side and the JSON changes listed", async () => {
  const renamed = { ...titleLayout, name: "Big title" };
  const calls = openPage("draft", {
    [`GET ${ITEM}/compare`]: [
      ok({
        data: {
          from: { version: 1, definition: titleLayout },
          to: { version: 2, definition: renamed },
          changes: [{ path: "/name", kind: "changed", before: "Title", after: "Big title" }],
        },
      }),
    ],
  });
  await userEvent.click(await screen.findByRole("tab", { name: "Versions (2)" }));
  expect(screen.getByRole("checkbox", { name: "Pick version 2" })).toHaveProperty("checked", true);
  await userEvent.click(screen.getByRole("button", { name: "Compare 1 and 2" }));
  const comparison = await screen.findByRole("region", { name: "Version 1 against 2" });
  await waitFor(() => expect(within(comparison).getAllByTestId("scene-thumbnail")).toHaveLength(2));
  expect(within(comparison).getByText("1 change in the JSON")).toBeTruthy();
  expect(within(comparison).getByRole("listitem", { name: "name: changed" })).toBeTruthy();
  expect(callsTo(calls, `GET ${ITEM}/compare`)).toHaveLength(1);
});
