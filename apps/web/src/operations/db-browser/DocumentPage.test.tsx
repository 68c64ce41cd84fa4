// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi, type FakeAnswer } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import { contentCollection, contentDocument } from "./db-browser-fixtures";
import DocumentPage from "./DocumentPage";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const API = "/api/v1/staff/collections";
const PATH = `${API}/content/documents/c1`;

function showDocument(patchAnswers: FakeAnswer[], documentAnswers: FakeAnswer[] = [ok({ data: contentDocument })]) {
  const calls = stubApi({
    [`GET ${API}/content`]: [ok({ data: contentCollection })],
    [`GET ${PATH}`]: documentAnswers,
    [`PATCH ${PATH}`]: patchAnswers,
  });
  renderScreen(
    <Routes>
      <Route path="/firestore-dashboard/:collection/:documentId" element={<DocumentPage />} />
    </Routes>,
    { path: "/firestore-dashboard/content/c1" },
  );
  return calls;
}

test("shows the document as JSON, its related rows as links, and why fields are read-only", async () => {
  showDocument([]);
  const documentSection = await screen.findByRole("region", { name: "Document" });
  expect(documentSection.textContent).toContain('title: "Spring sale"');
  expect(documentSection.textContent).toContain("duration: 3");
  const related = screen.getByRole("region", { name: "Related rows" });
  expect(within(related).getByRole("link", { name: "ada@example.com (u1)" }).getAttribute("href")).toBe("/firestore-dashboard/user/u1");
  expect(within(related).getByRole("link", { name: "See all" }).getAttribute("href")).toBe(
    "/firestore-dashboard?collection=render&where=content_id%3Aeq%3Ac1",
  );
  expect(screen.getByRole("region", { name: "Guarded fields" }).textContent).toContain("user_id: Points at a user row.");
});

test("saves the changed fields with the version read and a reason", async () => {
  const saved = { ...contentDocument, version: "f".repeat(32), row: { ...contentDocument.row, title: "Summer sale" } };
  const calls = showDocument([ok({ data: saved })]);
  const title = await screen.findByRole("textbox", { name: "title" });
  await userEvent.clear(title);
  await userEvent.type(title, "Summer sale");
  expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(true);
  await userEvent.type(screen.getByRole("textbox", { name: "Reason" }), "Owner asked");
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
  expect(await screen.findByText(/Saved. The change and your reason are in the audit trail./)).toBeTruthy();
  expect(callsTo(calls, `PATCH ${PATH}`)[0]!.body).toEqual({
    version: contentDocument.version,
    reason: "Owner asked",
    changes: { title: "Summer sale" },
  });
});

test("shows a document's problems at their JSON paths, and a conflict with Reload", async () => {
  const invalid = {
    status: 400,
    body: { error: { code: "invalid_request", message: "document is not valid.", fields: { "document/scenes/0/duration": "Too small" } } },
  };
  const conflict = {
    status: 409,
    body: { error: { code: "version_conflict", message: "Someone else saved this document after you opened it." } },
  };
  const calls = showDocument([invalid, conflict]);
  const json = await screen.findByRole("textbox", { name: "document" });
  fireEvent.change(json, { target: { value: '{ "scenes": [{ "duration": -1 }] }' } });
  await userEvent.type(screen.getByRole("textbox", { name: "Reason" }), "Fix");
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
  const problems = await screen.findByRole("list", { name: "Problems in document" });
  expect(problems.textContent).toBe("/scenes/0/duration: Too small");

  await userEvent.click(screen.getByRole("button", { name: "Save" }));
  expect(await screen.findByText("Someone else saved first")).toBeTruthy();
  const reads = callsTo(calls, `GET ${PATH}`).length;
  await userEvent.click(screen.getByRole("button", { name: "Reload" }));
  await vi.waitFor(() => expect(callsTo(calls, `GET ${PATH}`).length).toBe(reads + 1));
});
