import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { expect, signUpByApi, test, waitForSignedInShell } from "../support/fixtures.ts";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test("generates two images offline, makes a variation, walks its lineage both ways and downloads a PNG", async ({ page }) => {
  await signUpByApi(page);
  await page.goto("/image-gen");
  await waitForSignedInShell(page);
  const prompt = `A lighthouse at dawn ${randomUUID().slice(0, 8)}`;
  await expect(page.getByTestId("quota")).toContainText("generations left this month");
  await expect(page.getByText(/offline/i).first()).toBeVisible();
  await page.getByLabel("Prompt").fill(prompt);
  await page.locator("label", { hasText: /^2$/ }).click();
  await page.getByRole("button", { name: "Generate" }).click();

  // Both pictures arrive through the live events, without a reload.
  const made = page.getByRole("link", { name: `Open image: ${prompt}` });
  await expect(made).toHaveCount(2, { timeout: 30_000 });
  await made.first().click();
  await expect(page).toHaveURL(/\/image-gen\/[0-9a-f-]{36}$/);
  const parentUrl = page.url();
  await expect(page.getByRole("table", { name: "Recipe" })).toContainText(prompt);

  await page.getByRole("button", { name: "Variations" }).click();
  const variation = page.getByRole("link", { name: /^Open image:/ });
  await expect(variation.first()).toBeVisible({ timeout: 30_000 });
  await variation.first().click();
  await expect(page).not.toHaveURL(parentUrl);
  const lineage = page.getByRole("region", { name: "Lineage" });
  await expect(lineage.getByRole("link", { name: /^Open original/ })).toBeVisible();
  const variationUrl = page.url();

  await lineage.getByRole("link", { name: /^Open original/ }).click();
  await expect(page).toHaveURL(parentUrl);
  // The parent lists the variation just opened among its children.
  const child = page.getByTestId("children").locator(`a[href="${new URL(variationUrl).pathname}"]`);
  await expect(child).toHaveAccessibleName(/^Open variation/);

  await page.getByRole("button", { name: "Download" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "PNG" }).click();
  const file = await readFile(await (await downloading).path());
  expect([...file.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
});
