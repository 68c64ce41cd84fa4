import { expect, PASSWORD, signUpByApi, test, uniqueEmail, waitForSignedInShell } from "../support/fixtures.ts";

const NEW_PASSWORD = "e2e-password-2";

test("an account holder renames, signs out another device, changes the password and deletes the account", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail();
  await signUpByApi(page, email);
  const created = await page.request.post("/api/v1/content", {
    data: { from: "template", templateId: "bold", aspectRatio: "16:9", title: "Spring launch" },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);

  // A second browser signed in to the same account.
  const otherDevice = await browser.newContext({ baseURL });
  const signIn = await otherDevice.request.post("/api/auth/sign-in/email", {
    data: { email, password: PASSWORD },
    headers: { origin: baseURL! },
  });
  expect(signIn.status()).toBe(200);

  await page.goto("/");
  await waitForSignedInShell(page);
  await expect(page.getByText(`Verify your email address: we sent a link to ${email}.`)).toBeVisible();
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Account settings" }).click();
  await expect(page).toHaveURL("/account");

  // Name: saved, and the shell shows it.
  await page.getByRole("textbox", { name: "Name" }).fill("Ada Lovelace");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Name saved.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu" })).toContainText("Ada Lovelace");

  // Two devices; signing out the other one ends its session at once.
  const devices = page.getByTestId("device-session");
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: "This device" })).toHaveCount(1);
  await devices
    .filter({ hasNotText: "This device" })
    .getByRole("button", { name: /^Sign out/ })
    .click();
  await expect(devices).toHaveCount(1);
  await expect(page.getByText("No other device is signed in.")).toBeVisible();
  expect((await otherDevice.request.get("/api/v1/account/summary")).status()).toBe(401);
  await otherDevice.close();

  // Password: changed, this device stays signed in (its session is renewed), the new one works.
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await expect(page.getByRole("checkbox", { name: "Sign out other devices" })).toBeChecked();
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. Your other devices were signed out.")).toBeVisible();
  await page.reload();
  await waitForSignedInShell(page);
  await expect(page.getByRole("heading", { name: "Account settings" })).toBeVisible();

  // Deleting states what goes, needs the password, and signs out to /login.
  await page.getByRole("button", { name: "Delete account…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account" });
  await expect(dialog.getByTestId("deletion-summary")).toHaveText("1 video will be permanently deleted, with your account.");
  await expect(dialog.getByRole("button", { name: "Delete account" })).toBeDisabled();
  await dialog.getByLabel("Your password").fill(NEW_PASSWORD);
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expect(page).toHaveURL("/login");

  const again = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password: NEW_PASSWORD },
    headers: { origin: baseURL! },
  });
  expect(again.status()).toBe(401);
});
