// @vitest-environment happy-dom
import type { ApiKeyInfo } from "@framewise/contracts";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import { ApiKeysPanel } from "./ApiKeysPanel";

const KEYS = "/api/v1/staff/clients/client-1/keys";
const KEY_TEXT = "fwk_ab12cd34_0123456789abcdefghijABCDEFGHIJ-_";

const apiKey = (fields: Partial<ApiKeyInfo> = {}): ApiKeyInfo => ({
  id: "key-1",
  name: "Shop backend",
  prefix: "fwk_ab12cd34",
  scopes: ["render", "read"],
  last_used_at: null,
  expires_at: null,
  revoked_at: null,
  created_at: "2026-11-20T10:00:00Z",
  ...fields,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("makes a key and shows it once, with a warning that it will not be shown again", async () => {
  const calls = stubApi({
    [`GET ${KEYS}`]: [ok({ data: [] }), ok({ data: [apiKey()] })],
    [`POST ${KEYS}`]: [{ status: 201, body: { data: { key: KEY_TEXT, api_key: apiKey() } } }],
  });
  renderScreen(<ApiKeysPanel clientId="client-1" />);
  expect(await screen.findByText(/No keys yet/)).toBeTruthy();
  await userEvent.click(screen.getByRole("button", { name: "New key" }));
  const dialog = await screen.findByRole("dialog", { name: "New API key" });
  await userEvent.type(within(dialog).getByRole("textbox", { name: /Name/ }), "Shop backend");
  await userEvent.click(within(dialog).getByRole("checkbox", { name: "Push items to pipelines" }));
  await userEvent.click(within(dialog).getByRole("button", { name: "Create key" }));

  expect((await screen.findByTestId("new-api-key")).textContent).toBe(KEY_TEXT);
  expect(screen.getByText(/You won't see it again/)).toBeTruthy();
  expect(callsTo(calls, `POST ${KEYS}`)[0]!.body).toEqual({
    name: "Shop backend",
    scopes: ["render", "read", "pipelines"],
    expires_at: null,
  });
  await userEvent.click(screen.getByRole("button", { name: "Done" }));
  expect(screen.queryByTestId("new-api-key")).toBeNull();
  const table = await screen.findByRole("table", { name: "Keys" });
  expect(within(table).getByText("fwk_ab12cd34_…")).toBeTruthy();
  expect(within(table).queryByText(KEY_TEXT)).toBeNull();
});

test("revokes a key only after confirming", async () => {
  const calls = stubApi({
    [`GET ${KEYS}`]: [ok({ data: [apiKey()] }), ok({ data: [apiKey({ revoked_at: "2026-11-21T00:00:00Z" })] })],
    [`POST ${KEYS}/key-1/revoke`]: [ok({ data: apiKey({ revoked_at: "2026-11-21T00:00:00Z" }) })],
  });
  renderScreen(<ApiKeysPanel clientId="client-1" />);
  await userEvent.click(await screen.findByRole("button", { name: "Revoke Shop backend" }));
  const dialog = await screen.findByRole("dialog", { name: "Revoke “Shop backend”?" });
  expect(callsTo(calls, `POST ${KEYS}/key-1/revoke`)).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole("button", { name: "Revoke key" }));
  expect(await screen.findByText("Revoked")).toBeTruthy();
  expect(callsTo(calls, `POST ${KEYS}/key-1/revoke`)).toHaveLength(1);
  expect(screen.queryByRole("button", { name: "Revoke Shop backend" })).toBeNull();
});
