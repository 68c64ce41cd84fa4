import { capturedEvents } from "../support/capture-server.ts";
import { e2eEnvironment } from "../support/environment.ts";
import { cookieValue, expect, signUpByApi, test, waitForSignedInShell } from "../support/fixtures.ts";

// PostHog drops events from browsers that look automated ("HeadlessChrome", navigator.webdriver);
// this test's browser presents itself as a person's would.
test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36" });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, "webdriver", { get: () => false }));
});

test("sign-in identifies the user to analytics and sign-out resets it", async ({ page }) => {
  const user = await signUpByApi(page);
  await page.goto("/");
  await waitForSignedInShell(page);
  await expect.poll(async () => cookieValue(page, "userId")).toBe(user.id);

  const events = () => capturedEvents(e2eEnvironment.captureUrl);
  await expect
    .poll(async () => (await events()).some((e) => e.event === "$identify" && e.properties.distinct_id === user.id), { timeout: 15_000 })
    .toBe(true);

  const before = (await events()).length;
  await page.getByRole("button", { name: /account menu/i }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);
  // After reset, what the browser sends next is anonymous again: a new distinct id.
  await expect
    .poll(async () => (await events()).slice(before).some((e) => e.properties.distinct_id !== user.id), { timeout: 15_000 })
    .toBe(true);
  expect((await events()).slice(before).every((e) => e.properties.distinct_id !== user.id || e.event === "$pageleave")).toBe(true);
});
