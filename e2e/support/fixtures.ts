import { randomUUID } from "node:crypto";
import { expect, test as base, type Page } from "@playwright/test";
import { mailLink, outboxMail } from "@framewise/test-support/outbox";
import { e2eEnvironment, STAFF_DOMAIN } from "./environment.ts";

export const uniqueEmail = (domain = "example.com") => `user-${randomUUID().slice(0, 8)}@${domain}`;
export const PASSWORD = "e2e-password-1";

/** Creates an account through the real auth API in the page's browser context (its cookies). */
export async function signUpByApi(
  page: Page,
  email = uniqueEmail(),
  origin = e2eEnvironment.appUrl,
): Promise<{ id: string; email: string }> {
  const response = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    data: { email, password: PASSWORD, name: email.split("@")[0] },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { user: { id: string; email: string } }).user;
}

/** Creates an account the way a person does, on /email-login's "Create account" form, and waits for the signed-in shell. */
export async function signUpInBrowser(page: Page, email: string, name: string) {
  await page.goto("/email-login");
  await page.getByText("Create account", { exact: true }).click();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await waitForSignedInShell(page);
}

/**
 * Signs up a newcomer on the staff domain through the API and follows the verification link the
 * outbox holds (no mail server is configured), ending on the signed-in shell as staff. The app is
 * the shared one unless another (its URL and data folder) is given.
 */
export async function signUpStaff(page: Page, app = { url: e2eEnvironment.appUrl, dataDir: e2eEnvironment.dataDir }) {
  const email = uniqueEmail(STAFF_DOMAIN);
  await signUpByApi(page, email, app.url);
  await expect.poll(async () => (await outboxMail(app.dataDir, email)).length).toBe(1);
  const [mail] = await outboxMail(app.dataDir, email);
  await page.goto(mailLink(mail!));
  await waitForSignedInShell(page);
  return email;
}

export async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === name)?.value;
}

/**
 * Waits until the session has finished loading (user info answered) on a signed-in screen. The
 * first visit to a heavy screen (the editor) while another worker renders has taken just over
 * 10 s on the 2-core machine, hence its own, longer wait.
 */
export async function waitForSignedInShell(page: Page) {
  await expect(page.getByRole("button", { name: /account menu/i })).toBeVisible({ timeout: 20_000 });
}

/**
 * Waits until a new video's editor is open. Planning a brief composes its music bed and keeps its
 * pictures before it answers; with another worker rendering on the 2-core machine that has taken
 * just over 10 s, hence a wait of its own.
 */
export async function waitForNewVideoEditor(page: Page) {
  await expect(page).toHaveURL(/\/content\/[0-9a-f-]{36}\/edit$/, { timeout: 30_000 });
}

export const test = base.extend({
  // Playwright reads a fixture's dependencies from its destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(e2eEnvironment.appUrl),
});
export { expect };
