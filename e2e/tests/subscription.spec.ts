import { expect, signUpByApi, test, uniqueEmail } from "../support/fixtures.ts";
import { startAppWithFakeStripe } from "../support/stripe-app.ts";

test("a person upgrades through Stripe Checkout and sees the new plan and its higher limits", async ({ page }) => {
  const app = await startAppWithFakeStripe();
  try {
    await signUpByApi(page, uniqueEmail(), app.url);
    await page.goto(`${app.url}/subscription`);
    const current = page.getByRole("region", { name: "Current plan" });
    await expect(current.getByRole("heading", { name: "Free" })).toBeVisible();
    const usage = page.getByRole("region", { name: "Usage" });
    await expect(usage.getByText("0 renders of 5 renders")).toBeVisible();

    await page.getByRole("article", { name: "Pro plan" }).getByRole("button", { name: "Upgrade to Pro" }).click();
    await expect(page.getByRole("heading", { name: "Pay for Pro" })).toBeVisible();
    expect(page.url().startsWith(app.stripe.url)).toBe(true);
    await page.getByRole("button", { name: "Pay" }).click();

    await expect(page).toHaveURL(/\/subscription\?checkout=success&session_id=cs_test_/);
    await expect(page.getByText("You are on the Pro plan now.")).toBeVisible();
    await expect(current.getByRole("heading", { name: "Pro" })).toBeVisible();
    await expect(current.getByText("Billed through Stripe")).toBeVisible();
    await expect(usage.getByText("0 renders of 100 renders")).toBeVisible();
    await expect(page.getByRole("table", { name: "Invoices" })).toContainText("$12.00");
  } finally {
    await app.close();
  }
});
