// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi } from "../testing/fake-api";
import { fakeSession, renderScreen } from "../testing/render";
import EmailLoginPage from "./EmailLoginPage";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedOut = fakeSession({ user: null, userId: null });
const renderAt = (path: string) => renderScreen(<EmailLoginPage />, { session: signedOut, path });

test("the reset form checks the password rules and the confirmation before sending, then asks to sign in", async () => {
  const calls = stubApi({ "POST /api/auth/reset-password": [ok({ status: true })] });
  renderAt("/email-login?token=reset-token-1");
  expect(screen.getByRole("heading", { name: "Set a new password" })).toBeTruthy();
  const submit = screen.getByRole("button", { name: "Set new password" });

  await userEvent.type(screen.getByLabelText("New password"), "short1");
  await userEvent.type(screen.getByLabelText("Confirm new password"), "short1");
  await userEvent.click(submit);
  expect(screen.getByText("Use at least 8 characters")).toBeTruthy();

  await userEvent.clear(screen.getByLabelText("New password"));
  await userEvent.type(screen.getByLabelText("New password"), "new-password-2");
  await userEvent.click(submit);
  expect(screen.getByText("The two passwords are not the same")).toBeTruthy();
  expect(callsTo(calls, "POST /api/auth/reset-password")).toHaveLength(0);

  await userEvent.clear(screen.getByLabelText("Confirm new password"));
  await userEvent.type(screen.getByLabelText("Confirm new password"), "new-password-2");
  await userEvent.click(submit);
  expect(await screen.findByText("Password changed — sign in with your new password.")).toBeTruthy();
  expect(callsTo(calls, "POST /api/auth/reset-password").map((call) => call.body)).toEqual([
    { newPassword: "new-password-2", token: "reset-token-1" },
  ]);
  expect(screen.getByTestId("location").textContent).toBe("/email-login?reset=1");
});

test("a reset link that expired or was used says so and offers a new one", async () => {
  stubApi({});
  renderAt("/email-login?error=INVALID_TOKEN");
  expect(screen.getByText("The password reset link has expired or was already used.")).toBeTruthy();
  await userEvent.click(screen.getByRole("link", { name: "Send a new link" }));
  expect(screen.getByRole("heading", { name: "Reset your password" })).toBeTruthy();
});

test("a token the server refuses when the new password is sent shows the expired-link state", async () => {
  stubApi({ "POST /api/auth/reset-password": [{ status: 400, body: { error: { code: "invalid_token", message: "Invalid token" } } }] });
  renderAt("/email-login?token=used-token");
  await userEvent.type(screen.getByLabelText("New password"), "new-password-2");
  await userEvent.type(screen.getByLabelText("Confirm new password"), "new-password-2");
  await userEvent.click(screen.getByRole("button", { name: "Set new password" }));
  expect(await screen.findByText("The password reset link has expired or was already used.")).toBeTruthy();
});

test("Forgot password? asks for a link and answers the same whether or not the address has an account", async () => {
  const calls = stubApi({
    "POST /api/auth/request-password-reset": [
      ok({ status: true, message: "If this email exists in our system, check your email for the reset link" }),
    ],
  });
  renderAt("/email-login");
  await userEvent.click(screen.getByRole("link", { name: "Forgot password?" }));
  expect(screen.getByTestId("location").textContent).toBe("/email-login?mode=forgot");
  await userEvent.type(screen.getByLabelText("Email"), "nobody@example.com");
  await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
  expect((await screen.findByRole("status")).textContent).toMatch(/^If an account uses nobody@example.com, we sent a link to it/);
  expect(callsTo(calls, "POST /api/auth/request-password-reset").map((call) => call.body)).toEqual([
    { email: "nobody@example.com", redirectTo: "/email-login" },
  ]);
});
