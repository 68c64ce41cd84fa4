// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import type { AuditEntry } from "./audit-api";
import ContentUpdateLogsPage from "./ContentUpdateLogsPage";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const API = "/api/v1/staff/audit";
const retitled: AuditEntry = {
  id: "41",
  at: "2026-11-24T10:00:00Z",
  entity: "content",
  entity_id: "c1",
  action: "update",
  actor: { kind: "user", id: "u1", label: "maker@example.com" },
  source: "editor",
  reason: null,
  before: { title: "Spring sale", version: 1 },
  after: { title: "Summer sale", version: 2 },
};
const revertEntry: AuditEntry = {
  ...retitled,
  id: "42",
  at: "2026-11-25T09:00:00Z",
  actor: { kind: "staff", id: "s1", label: "auditor@staff.test" },
  source: "revert",
  reason: "Renamed by mistake",
  before: retitled.after,
  after: { title: "Spring sale", version: 3 },
};
const preview = {
  possible: true,
  message: null,
  action: "update",
  before: { title: "Summer sale", version: 2 },
  after: { title: "Spring sale", version: 3 },
};

const address = () => new URL(screen.getByTestId("location").textContent, "http://app");

test("shows the trail by day with who, what and the diff; filters go into the address", async () => {
  const calls = stubApi({ [`GET ${API}`]: [ok({ data: [retitled], next_cursor: null })] });
  renderScreen(<ContentUpdateLogsPage />, { path: "/content-update-logs" });

  const card = await screen.findByRole("article", { name: "Video changed by maker@example.com" });
  expect(within(card).getByText("Editor")).toBeTruthy();
  expect(within(card).getByRole("link", { name: "Summer sale" }).getAttribute("href")).toBe("/content/c1/edit");
  expect(within(card).getByRole("listitem", { name: "title: changed" }).textContent).toContain("Spring sale");
  expect(screen.getByRole("region", { name: /November 24, 2026/ })).toBeTruthy();

  await userEvent.click(screen.getByRole("textbox", { name: "User" }));
  await userEvent.keyboard("maker@example.com{Enter}");
  await waitFor(() => expect(address().searchParams.get("actor_email")).toBe("maker@example.com"));
  await waitFor(() => expect(callsTo(calls, `GET ${API}`).length).toBe(2));
  await userEvent.click(within(card).getByRole("button", { name: "Its history" }));
  expect(address().searchParams.get("entity")).toBe("content");
  expect(address().searchParams.get("entity_id")).toBe("c1");
});

test("reverts with a required reason, showing what will change, and the revert appears", async () => {
  const calls = stubApi({
    [`GET ${API}`]: [ok({ data: [retitled], next_cursor: null }), ok({ data: [revertEntry, retitled], next_cursor: null })],
    [`GET ${API}/41`]: [ok({ data: { entry: retitled, revert: preview } })],
    [`POST ${API}/41/revert`]: [ok({ data: [revertEntry] })],
  });
  renderScreen(<ContentUpdateLogsPage />, { path: "/content-update-logs" });
  await userEvent.click(await screen.findByRole("button", { name: "Revert to before this" }));

  const dialog = await screen.findByRole("dialog", { name: "Revert to before this change" });
  await within(dialog).findByText("These fields will be set back:");
  expect(within(dialog).getByRole("listitem", { name: "title: changed" }).textContent).toContain("Spring sale");
  await userEvent.click(within(dialog).getByRole("button", { name: "Revert" }));
  expect(await within(dialog).findByText("Say why this is reverted.")).toBeTruthy();
  expect(callsTo(calls, `POST ${API}/41/revert`)).toHaveLength(0);

  await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Renamed by mistake");
  await userEvent.click(within(dialog).getByRole("button", { name: "Revert" }));
  expect(await screen.findByRole("status")).toBeTruthy();
  expect(callsTo(calls, `POST ${API}/41/revert`)[0]!.body).toEqual({ reason: "Renamed by mistake" });
  expect(await screen.findByRole("article", { name: "Video changed by auditor@staff.test" })).toBeTruthy();
});

test("says when nothing matches the filters, and when the trail cannot be read", async () => {
  stubApi({ [`GET ${API}`]: [ok({ data: [], next_cursor: null })] });
  renderScreen(<ContentUpdateLogsPage />, { path: "/content-update-logs?source=pipeline" });
  expect(await screen.findByText("No changes match these filters")).toBeTruthy();
  cleanup();

  stubApi({ [`GET ${API}`]: [{ status: 403, body: { error: { code: "forbidden", message: "This needs a staff account." } } }] });
  renderScreen(<ContentUpdateLogsPage />, { path: "/content-update-logs" });
  expect(await screen.findByText("This needs a staff account.")).toBeTruthy();
});
