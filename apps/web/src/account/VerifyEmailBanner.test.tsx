// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import AppLayout from "../layout/AppLayout";
import { callsTo, ok, stubApi, testUser } from "../testing/fake-api";
import { fakeSession, renderScreen } from "../testing/render";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("the shell asks an unverified user to verify, and Resend link sends the verification mail again", async () => {
  const calls = stubApi({ "POST /api/auth/send-verification-email": [ok({ status: true })] });
  renderScreen(<AppLayout />);
  expect(screen.getByText(/Verify your email address: we sent a link to/).textContent).toContain("ada@example.com");

  await userEvent.click(screen.getByRole("button", { name: "Resend link" }));
  expect(await screen.findByText("Sent — check your inbox")).toBeTruthy();
  expect(callsTo(calls, "POST /api/auth/send-verification-email").map((call) => call.body)).toEqual([
    { email: "ada@example.com", callbackURL: "/?verified=1" },
  ]);
});

test("the banner says staff access needs a verified address only when user info says the domain is staff", () => {
  stubApi({});
  const info = {
    user_id: testUser.id,
    email: testUser.email,
    name: testUser.name,
    image: null,
    is_staff: false,
    staff_domain: false,
    created_at: "2026-01-01T00:00:00Z",
  };
  renderScreen(<AppLayout />, { session: fakeSession({ userInfo: { ...info, staff_domain: true } }) });
  expect(screen.getByRole("region", { name: "Email verification" }).textContent).toContain("Staff access needs a verified address.");
  cleanup();
  renderScreen(<AppLayout />, { session: fakeSession({ userInfo: info }) });
  expect(screen.getByRole("region", { name: "Email verification" }).textContent).not.toContain("Staff");
});

test("a failed resend says why", async () => {
  stubApi({
    "POST /api/auth/send-verification-email": [
      { status: 429, body: { error: { code: "rate_limited", message: "Too many requests. Try again later." } } },
    ],
  });
  renderScreen(<AppLayout />);
  await userEvent.click(screen.getByRole("button", { name: "Resend link" }));
  expect((await screen.findByRole("alert")).textContent).toBe("Too many requests. Try again later.");
});

test("a verified user sees no banner and no resend item in the account menu", async () => {
  stubApi({});
  renderScreen(<AppLayout />, { session: fakeSession({ user: { ...testUser, emailVerified: true } }) });
  expect(screen.queryByText(/Verify your email address/)).toBeNull();
  await userEvent.click(screen.getByRole("button", { name: "Account menu" }));
  expect(await screen.findByRole("menuitem", { name: "Account settings" })).toBeTruthy();
  expect(screen.queryByRole("menuitem", { name: "Resend verification email" })).toBeNull();
});

test("the account menu resends the verification email while the address is unverified", async () => {
  const calls = stubApi({ "POST /api/auth/send-verification-email": [ok({ status: true })] });
  renderScreen(<AppLayout />);
  await userEvent.click(screen.getByRole("button", { name: "Account menu" }));
  await userEvent.click(await screen.findByRole("menuitem", { name: "Resend verification email" }));
  expect(await screen.findByText("Sent — check your inbox")).toBeTruthy();
  expect(callsTo(calls, "POST /api/auth/send-verification-email")).toHaveLength(1);
});

test("after a verification link the shell confirms the address is verified", () => {
  stubApi({});
  renderScreen(<AppLayout />, { path: "/?verified=1", session: fakeSession({ user: { ...testUser, emailVerified: true } }) });
  expect(screen.getByRole("status").textContent).toBe("Your email address is verified.");
});
