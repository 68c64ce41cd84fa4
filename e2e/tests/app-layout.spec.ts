import { expect, signUpByApi, test, waitForSignedInShell } from "../support/fixtures.ts";

test("the navigation shows the areas and leads to their screens", async ({ page }) => {
  await signUpByApi(page);
  await page.goto("/");
  await waitForSignedInShell(page);
  const navigation = page.getByRole("navigation", { name: "Main navigation" });
  for (const area of ["Library", "Images", "Account"]) await expect(navigation.getByText(area, { exact: true })).toBeVisible();
  for (const screen of ["Home", "Create", "Videos", "Assets", "Image generation", "Subscription"])
    await expect(navigation.getByRole("link", { name: screen, exact: true })).toBeVisible();
  // Each link says what its screen is for when hovered.
  await expect(navigation.getByRole("link", { name: "Videos", exact: true })).toHaveAttribute(
    "title",
    "Your videos with status, versions and downloads.",
  );
  await navigation.getByRole("link", { name: "Subscription" }).click();
  await expect(page).toHaveURL("/subscription");
  await expect(page.getByRole("heading", { name: "Subscription" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Usage", exact: true })).toBeVisible();
  // Each screen names the browser tab after itself.
  await expect(page).toHaveTitle("Subscription · Framewise");
  // The last user screen to be built: without a client campaign it says why there is nothing to make.
  await page.goto("/megapot");
  await expect(page.getByRole("heading", { name: "Campaign video" })).toBeVisible();
  await expect(page.getByText(/not a member of any client yet/)).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the navigation folds behind a menu button and closes after a choice", async ({ page }) => {
    await signUpByApi(page);
    await page.goto("/");
    await waitForSignedInShell(page);
    const navigation = page.getByRole("navigation", { name: "Main navigation" });
    await expect(navigation).not.toBeInViewport();

    await page.getByRole("button", { name: "Toggle navigation" }).click();
    await expect(navigation).toBeInViewport();
    await navigation.getByRole("link", { name: "Assets", exact: true }).click();
    await expect(page).toHaveURL("/assets");
    await expect(navigation).not.toBeInViewport();

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
