import type { Page } from "@playwright/test";

/** Clicks "Continue with Test SSO" and returns the provider's popup, its login form showing. */
export async function openSsoPopup(page: Page): Promise<Page> {
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Continue with Test SSO" }).click();
  const popup = await popupOpened;
  await popup.locator('input[name="login"]').waitFor();
  return popup;
}

/** Signs in through the test OpenID provider's development login and consent forms. */
export async function completeSsoLogin(popup: Page, email: string) {
  await popup.locator('input[name="login"]').fill(email);
  await popup.locator('input[name="password"]').fill("anything");
  await popup.locator('button[type="submit"]').click();
  await popup.locator('button[type="submit"]').click();
}
