// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { callsTo, stubApi } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import { clientFixture } from "./client-fixture";
import { DangerZone } from "./DangerZone";

const client = clientFixture();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("deletes the client only once its name is typed, then goes back to the list", async () => {
  const calls = stubApi({ "DELETE /api/v1/staff/clients/client-1": [{ status: 204 }] });
  renderScreen(<DangerZone client={client} />, { path: "/prod/clients/client-1" });
  await userEvent.click(screen.getByRole("button", { name: "Delete client" }));
  const dialog = await screen.findByRole("dialog", { name: "Delete Acme Shoes?" });
  const confirm = within(dialog).getByRole("button", { name: "Delete everything" });
  await userEvent.type(within(dialog).getByRole("textbox", { name: /Type/ }), "Acme");
  expect(confirm.hasAttribute("disabled")).toBe(true);
  await userEvent.type(within(dialog).getByRole("textbox", { name: /Type/ }), " Shoes");
  await userEvent.click(confirm);
  expect(await screen.findByText("/prod/clients")).toBeTruthy();
  expect(callsTo(calls, "DELETE /api/v1/staff/clients/client-1")).toHaveLength(1);
});
