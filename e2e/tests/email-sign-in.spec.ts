import { expect, PASSWORD, signUpByApi, signUpInBrowser, test, uniqueEmail, waitForSignedInShell } from "../support/fixtures.ts";

test("sign up, sign out and sign in again by email", async ({ page }) => {
  const email = uniqueEmail();
  await signUpInBrowser(page, email, "Ada Lovelace");
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole("button", { name: /account menu/i }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.goto("/email-login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await waitForSignedInShell(page);
});

test("a wrong password and an unknown email show clear errors, keeping what was typed", async ({ page }) => {
  const email = uniqueEmail();
  await signUpByApi(page, email);
  await page.context().clearCookies();

  await page.goto("/email-login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText(/invalid email or password/i);
  await expect(page.getByLabel("Email")).toHaveValue(email);

  // An unknown address reads exactly like a wrong password: sign-in tells nobody who has an account.
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText(/invalid email or password/i);
});

test("a taken email and a weak password show clear errors on sign-up", async ({ page }) => {
  const email = uniqueEmail();
  await signUpByApi(page, email);
  await page.context().clearCookies();

  await page.goto("/email-login");
  await page.getByText("Create account", { exact: true }).click();
  await page.getByLabel("Name").fill("Someone Else");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("letters-only");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Use at least one letter and one digit")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert")).toContainText(/already exists/i);
});
