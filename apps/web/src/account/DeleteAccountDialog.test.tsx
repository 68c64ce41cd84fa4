// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { callsTo, ok, stubApi, type FakeAnswer } from "../testing/fake-api";
import { fakeSession, renderScreen } from "../testing/render";
import { DeleteAccountDialog } from "./DeleteAccountDialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary = ok({ data: { videos: 3, renders: 5, assets: 12, landingPages: 1, storageBytes: 140 * 1024 * 1024 } });
const passwordAccount = ok([{ id: "account-1", providerId: "credential", accountId: "user-1", userId: "user-1", scopes: [] }]);
const openIdAccount = ok([{ id: "account-2", providerId: "sso", accountId: "sub-1", userId: "user-1", scopes: ["openid"] }]);

function renderDialog(accounts: FakeAnswer, deleteAnswers: FakeAnswer[] = [ok({ success: true, message: "User deleted" })]) {
  const calls = stubApi({
    "GET /api/v1/account/summary": [summary],
    "GET /api/auth/list-accounts": [accounts],
    "POST /api/auth/delete-user": deleteAnswers,
  });
  const session = fakeSession();
  renderScreen(<DeleteAccountDialog opened onClose={() => undefined} />, { session, path: "/account" });
  return { calls, session };
}

const deleteButton = () => screen.getByRole("button", { name: "Delete account" });

test("the dialog states what is deleted and deletes only once the password is given, then signs out to /login", async () => {
  const { calls, session } = renderDialog(passwordAccount);
  expect((await screen.findByTestId("deletion-summary")).textContent).toBe(
    "3 videos, 5 renders, 12 assets (140 MB), 1 landing page will be permanently deleted, with your account.",
  );
  const password = await screen.findByLabelText(/Your password/);
  expect(deleteButton().hasAttribute("disabled")).toBe(true);

  await userEvent.type(password, "correct-horse-1");
  await userEvent.click(deleteButton());
  await vi.waitFor(() => expect(session.signOut).toHaveBeenCalled());
  expect(callsTo(calls, "POST /api/auth/delete-user").map((call) => call.body)).toEqual([{ password: "correct-horse-1" }]);
  await vi.waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login"));
});

test("a wrong password keeps the account and says so", async () => {
  const { session } = renderDialog(passwordAccount, [
    { status: 400, body: { error: { code: "invalid_password", message: "Invalid password" } } },
  ]);
  await userEvent.type(await screen.findByLabelText(/Your password/), "wrong-1234");
  await userEvent.click(deleteButton());
  expect((await screen.findByRole("alert")).textContent).toBe("Invalid password");
  expect(session.signOut).not.toHaveBeenCalled();
});

test("an account without a password (OpenID) confirms by typing its email address", async () => {
  const { calls } = renderDialog(openIdAccount);
  const email = await screen.findByLabelText(/Your email address/);
  await userEvent.type(email, "someone@else.com");
  expect(deleteButton().hasAttribute("disabled")).toBe(true);
  await userEvent.clear(email);
  await userEvent.type(email, "ada@example.com");
  await userEvent.click(deleteButton());
  await vi.waitFor(() => expect(callsTo(calls, "POST /api/auth/delete-user").map((call) => call.body)).toEqual([{}]));
});
