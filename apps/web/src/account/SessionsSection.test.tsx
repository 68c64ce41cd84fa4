// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi, testUser } from "../testing/fake-api";
import { renderScreen } from "../testing/render";
import { SessionsSection } from "./SessionsSection";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const device = (token: string, userAgent: string, createdAt: string) => ({
  id: `id-${token}`,
  token,
  userId: testUser.id,
  ipAddress: "203.0.113.7",
  userAgent,
  createdAt,
  updatedAt: createdAt,
  expiresAt: "2030-01-01T00:00:00.000Z",
});
const firefox = device("token-here", "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0", "2026-05-01T10:00:00.000Z");
const phone = device(
  "token-phone",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  "2026-05-02T10:00:00.000Z",
);

test("lists each device with its browser, IP and sign-in time, marks this one, and signs out another", async () => {
  const calls = stubApi({
    "GET /api/auth/list-sessions": [ok([phone, firefox]), ok([firefox])],
    "GET /api/auth/get-session": [ok({ session: { id: firefox.id, token: firefox.token, userId: testUser.id }, user: testUser })],
    "POST /api/auth/revoke-session": [ok({ status: true })],
  });
  renderScreen(<SessionsSection />, { path: "/account" });
  const rows = await screen.findAllByTestId("device-session");
  expect(rows.map((row) => within(row).getByText(/ on /).textContent)).toEqual(["Firefox on Linux", "Chrome on Android"]);
  expect(within(rows[0]!).getByText("This device")).toBeTruthy();
  expect(within(rows[0]!).queryByRole("button")).toBeNull();
  expect(rows[1]!.textContent).toContain("203.0.113.7 · signed in");

  await userEvent.click(within(rows[1]!).getByRole("button", { name: /^Sign out Chrome on Android/ }));
  await vi.waitFor(() => expect(screen.getAllByTestId("device-session")).toHaveLength(1));
  expect(callsTo(calls, "POST /api/auth/revoke-session").map((call) => call.body)).toEqual([{ token: "token-phone" }]);
  expect(screen.getByText("No other device is signed in.")).toBeTruthy();
});
