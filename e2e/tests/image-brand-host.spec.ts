import { e2eEnvironment, IMAGE_BRAND_HOST, IMAGE_BRAND_NAME } from "../support/environment.ts";
import { expect, signUpByApi, test, uniqueEmail } from "../support/fixtures.ts";

const brandOrigin = () => {
  const url = new URL(e2eEnvironment.appUrl);
  url.hostname = IMAGE_BRAND_HOST;
  return url.origin;
};

test("on an image-brand host a signed-in user is sent to /image-gen", async ({ page }) => {
  const origin = brandOrigin();
  // The made-up host resolves only inside Chromium, so the account is made from the page itself.
  await page.goto(`${origin}/login`);
  const status = await page.evaluate(async (email) => {
    const response = await fetch("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "brand-password-1", name: "Brand User" }),
    });
    return response.status;
  }, uniqueEmail());
  expect(status).toBe(200);
  await page.goto(`${origin}/videos`);
  await expect(page).toHaveURL(`${origin}/image-gen`);
  await expect(page.getByRole("heading", { name: "Create images" })).toBeVisible();
  // The brand's name (from IMAGE_BRAND_NAME) replaces Framewise's in the header and the tab.
  await expect(page.getByRole("banner").getByRole("link", { name: IMAGE_BRAND_NAME })).toBeVisible();
  await expect(page).toHaveTitle(IMAGE_BRAND_NAME);

  // Pages under /image-gen stay where they are.
  await page.goto(`${origin}/image-gen/all`);
  await expect(page.getByRole("heading", { name: "All generations" })).toBeVisible();
  expect(page.url()).toBe(`${origin}/image-gen/all`);
});

test("on the main host the same user is not redirected", async ({ page }) => {
  await signUpByApi(page);
  await page.goto("/videos");
  await expect(page.getByRole("heading", { name: "Videos" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/videos");
  await expect(page.getByRole("banner").getByRole("link", { name: "Framewise", exact: true })).toBeVisible();
});
