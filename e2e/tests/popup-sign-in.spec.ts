import { completeSsoLogin, openSsoPopup } from "../support/sso.ts";
import { cookieValue, expect, test, uniqueEmail, waitForSignedInShell } from "../support/fixtures.ts";

test("sign-in with an OpenID provider in a popup lands on the page the user asked for", async ({ page }) => {
  await page.goto("/videos?sort=newest");
  await expect(page).toHaveURL(/\/login\?from=%2Fvideos%3Fsort%3Dnewest$/);

  const popup = await openSsoPopup(page);
  const closed = popup.waitForEvent("close");
  await completeSsoLogin(popup, uniqueEmail());
  await closed;

  await expect(page).toHaveURL(/\/videos\?sort=newest$/);
  await waitForSignedInShell(page);
  expect(await cookieValue(page, "authToken")).toBeTruthy();
});

test("a popup closed before sign-in finished says so and leaves the user on the sign-in page", async ({ page }) => {
  await page.goto("/login");
  const popup = await openSsoPopup(page);
  await popup.close();
  await expect(page.getByRole("alert")).toContainText("closed before sign-in finished");
  await expect(page).toHaveURL(/\/login$/);
});

test("a message from another origin does not complete sign-in", async ({ page }) => {
  await page.goto("/login");
  const popup = await openSsoPopup(page);
  // The provider's page (another origin) posts the success message the app waits for. A listener
  // added after the app's hears it after the app did: then the popup closes.
  await page.evaluate(() => {
    (window as { heard?: Promise<string> }).heard = new Promise((resolve) =>
      window.addEventListener("message", (event) => resolve(event.origin), { once: true }),
    );
  });
  await popup.evaluate(() => window.opener?.postMessage({ type: "framewise:popup-done", error: null }, "*"));
  expect(await page.evaluate(() => (window as { heard?: Promise<string> }).heard)).not.toBe(new URL(page.url()).origin);
  await popup.close();
  await expect(page.getByRole("alert")).toContainText("closed before sign-in finished");
});
