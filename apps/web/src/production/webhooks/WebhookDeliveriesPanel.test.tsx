// @vitest-environment happy-dom
import type { WebhookDelivery } from "@framewise/contracts";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi, type FakeAnswer } from "../../testing/fake-api";
import { renderScreen } from "../../testing/render";
import { WebhookDeliveriesPanel } from "./WebhookDeliveriesPanel";

const LOG = "/api/v1/staff/clients/client-1/webhook-deliveries";

const message = (id: string, fields: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id,
  event_type: "render.succeeded",
  url: "https://hooks.example.com/in",
  status: "delivered",
  attempts: 1,
  response_status: 200,
  response_excerpt: "ok",
  last_attempt_at: "2026-11-20T10:00:05Z",
  created_at: "2026-11-20T10:00:00Z",
  ...fields,
});

const show = (routes: Record<string, FakeAnswer[]>) => {
  const calls = stubApi(routes);
  renderScreen(<WebhookDeliveriesPanel clientId="client-1" />);
  return calls;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("lists messages with their state, tries, response code and answer; a pending one cannot be resent yet", async () => {
  show({
    [`GET ${LOG}`]: [
      ok({
        data: [message("m2", { status: "failed", attempts: 30, response_status: 500, response_excerpt: "upstream broke" }), message("m1")],
        next_cursor: null,
      }),
    ],
  });
  const table = await screen.findByRole("table", { name: "Webhook messages" });
  const [, failed, delivered] = within(table).getAllByRole("row");
  expect(within(failed!).getByText("failed")).toBeTruthy();
  expect(within(failed!).getByText("500")).toBeTruthy();
  expect(within(failed!).getByText("upstream broke")).toBeTruthy();
  expect(within(delivered!).getByText("delivered")).toBeTruthy();
  expect(within(failed!).getByRole("button", { name: "Resend" }).hasAttribute("disabled")).toBe(false);
});

test("resends a message and sends a test event, reading the log again after each", async () => {
  const calls = show({
    [`GET ${LOG}`]: [ok({ data: [message("m1", { status: "failed" })], next_cursor: null })],
    [`POST ${LOG}/m1/resend`]: [{ status: 202, body: { data: message("m1", { status: "pending" }) } }],
    [`POST ${LOG}/test`]: [
      { status: 422, body: { error: { code: "no_webhook_url", message: "This client has no webhook endpoint yet." } } },
    ],
  });
  await userEvent.click(await screen.findByRole("button", { name: "Resend" }));
  await vi.waitFor(() => expect(callsTo(calls, `GET ${LOG}`).length).toBeGreaterThan(1));
  expect(callsTo(calls, `POST ${LOG}/m1/resend`)).toHaveLength(1);
  await userEvent.click(screen.getByRole("button", { name: "Send a test event" }));
  expect(await screen.findByText("This client has no webhook endpoint yet.")).toBeTruthy();
});

test("shows a message's signed body, and a clear empty state", async () => {
  show({
    [`GET ${LOG}`]: [ok({ data: [message("m1")], next_cursor: null })],
    [`GET ${LOG}/m1`]: [
      ok({ data: { ...message("m1"), payload: { type: "render.succeeded", timestamp: "2026-11-20T10:00:00Z", data: { id: "r1" } } } }),
    ],
  });
  await userEvent.click(await screen.findByRole("button", { name: /Show the render.succeeded message/ }));
  expect(await screen.findByText(/"id": "r1"/)).toBeTruthy();
  cleanup();
  show({ [`GET ${LOG}`]: [ok({ data: [], next_cursor: null })] });
  expect(await screen.findByText(/No webhook messages yet/)).toBeTruthy();
});
