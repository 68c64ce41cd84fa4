import { expect, test } from "../support/fixtures.ts";

test("the app's scripts arrive compressed and cached for good", async ({ page }) => {
  const scripts: { url: string; encoding: string | undefined; cache: string | undefined }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && new URL(response.url()).pathname.startsWith("/_app/"))
      scripts.push({ url: response.url(), encoding: response.headers()["content-encoding"], cache: response.headers()["cache-control"] });
  });
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(2);
  for (const script of scripts) {
    expect(script.encoding, script.url).toBe("br");
    expect(script.cache, script.url).toBe("public, max-age=31536000, immutable");
  }
});
